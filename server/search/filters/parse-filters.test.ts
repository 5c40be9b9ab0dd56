import { describe, expect, it } from 'vitest';
import { FilterError, type FilterPredicate } from './filter-ast.ts';
import { parseFilters } from './parse-filters.ts';

const facet = (attribute: string, value: string, negated = false): FilterPredicate => ({
  kind: 'facet',
  attribute,
  value,
  negated,
});
const tag = (value: string, negated = false) => facet('_tags', value, negated);
const numeric = (
  attribute: string,
  operator: '<' | '<=' | '=' | '!=' | '>=' | '>',
  value: number,
  negated = false,
): FilterPredicate => ({ kind: 'numeric', attribute, operator, value, negated });
const range = (attribute: string, lower: number, upper: number, negated = false): FilterPredicate => ({
  kind: 'range',
  attribute,
  lower,
  upper,
  negated,
});

const rejection = (filters: string) => {
  try {
    parseFilters(filters);
  } catch (error) {
    expect(error).toBeInstanceOf(FilterError);
    return { message: (error as FilterError).message, column: (error as FilterError).column };
  }
  throw new Error(`expected ${filters} to be rejected`);
};

describe('parseFilters: single filters', () => {
  it('reads facet filters with unquoted, double-quoted and single-quoted values', () => {
    expect(parseFilters('category:Book')).toEqual([[facet('category', 'Book')]]);
    expect(parseFilters('author:"Stephen King"')).toEqual([[facet('author', 'Stephen King')]]);
    expect(parseFilters("author:'Stephen King'")).toEqual([[facet('author', 'Stephen King')]]);
    expect(parseFilters('name : value')).toEqual([[facet('name', 'value')]]);
  });

  it('reads dotted and quoted attribute names', () => {
    expect(parseFilters('brand.tag:"acme"')).toEqual([[facet('brand.tag', 'acme')]]);
    expect(parseFilters('"brand name":acme')).toEqual([[facet('brand name', 'acme')]]);
    expect(parseFilters("'name with: colon':value")).toEqual([[facet('name with: colon', 'value')]]);
    expect(parseFilters('price.sale.total > 10')).toEqual([[numeric('price.sale.total', '>', 10)]]);
  });

  it('unescapes quotes and backslashes inside quotes and keeps other escapes as written', () => {
    expect(parseFilters('name:"say \\"hi\\""')).toEqual([[facet('name', 'say "hi"')]]);
    expect(parseFilters("name:'it\\'s'")).toEqual([[facet('name', "it's")]]);
    expect(parseFilters('name:"a \\\\ b"')).toEqual([[facet('name', 'a \\ b')]]);
    expect(parseFilters('name:"not a newline \\n"')).toEqual([[facet('name', 'not a newline \\n')]]);
    expect(parseFilters('name:"single \' inside double"')).toEqual([
      [facet('name', "single ' inside double")],
    ]);
    expect(parseFilters('name:"value with: colon"')).toEqual([[facet('name', 'value with: colon')]]);
  });

  it('keeps a backslash outside quotes as an ordinary character', () => {
    expect(parseFilters('\\name\\:\\value\\')).toEqual([[facet('\\name\\', '\\value\\')]]);
    expect(parseFilters('a\\ AND b')).toEqual([[tag('a\\')], [tag('b')]]);
  });

  it('treats a dash at the start of a value as part of the value (only NOT negates here)', () => {
    expect(parseFilters('name:-value')).toEqual([[facet('name', '-value')]]);
    expect(parseFilters('-value')).toEqual([[tag('-value')]]);
    expect(parseFilters('NOT name:-value')).toEqual([[facet('name', '-value', true)]]);
  });

  it('reads booleans and numbers after ":" as facet values', () => {
    expect(parseFilters('onSale:true')).toEqual([[facet('onSale', 'true')]]);
    expect(parseFilters('isDeleted:false')).toEqual([[facet('isDeleted', 'false')]]);
    expect(parseFilters('size:42')).toEqual([[facet('size', '42')]]);
    expect(parseFilters('count:-12')).toEqual([[facet('count', '-12')]]);
  });

  it('reads every numeric operator, with or without spaces', () => {
    expect(parseFilters('price < 10')).toEqual([[numeric('price', '<', 10)]]);
    expect(parseFilters('price<=10')).toEqual([[numeric('price', '<=', 10)]]);
    expect(parseFilters('price = 10')).toEqual([[numeric('price', '=', 10)]]);
    expect(parseFilters('price!=10')).toEqual([[numeric('price', '!=', 10)]]);
    expect(parseFilters('price >= 10')).toEqual([[numeric('price', '>=', 10)]]);
    expect(parseFilters('price>10')).toEqual([[numeric('price', '>', 10)]]);
  });

  it('reads integers, floats and negatives as numeric values', () => {
    expect(parseFilters('price > 12.99')).toEqual([[numeric('price', '>', 12.99)]]);
    expect(parseFilters('delta>-5')).toEqual([[numeric('delta', '>', -5)]]);
    expect(parseFilters('delta >= -0.25')).toEqual([[numeric('delta', '>=', -0.25)]]);
    expect(parseFilters('ratio < 1.')).toEqual([[numeric('ratio', '<', 1)]]);
  });

  it('reads inclusive ranges, including floats and negatives', () => {
    expect(parseFilters('price:5.99 TO 100')).toEqual([[range('price', 5.99, 100)]]);
    expect(parseFilters('temp:-10 TO -2')).toEqual([[range('temp', -10, -2)]]);
    expect(parseFilters('price.sale.total:2000 TO 8000')).toEqual([[range('price.sale.total', 2000, 8000)]]);
  });

  it('makes `_tags:value` and a bare value tag filters on `_tags`', () => {
    expect(parseFilters('_tags:published')).toEqual([[tag('published')]]);
    expect(parseFilters('_tags:"_grp_P1"')).toEqual([[tag('_grp_P1')]]);
    expect(parseFilters('published')).toEqual([[tag('published')]]);
    expect(parseFilters('"quoted tag"')).toEqual([[tag('quoted tag')]]);
    expect(parseFilters('" "')).toEqual([[tag(' ')]]);
    expect(parseFilters('42')).toEqual([[tag('42')]]);
    // A quoted "attr:value" is one string, hence a tag (as in Algolia's own parser port).
    expect(parseFilters('"author:Stephen King"')).toEqual([[tag('author:Stephen King')]]);
  });

  it('negates single filters of every kind with NOT', () => {
    expect(parseFilters('NOT productId:"P123"')).toEqual([[facet('productId', 'P123', true)]]);
    expect(parseFilters('NOT _tags:hidden')).toEqual([[tag('hidden', true)]]);
    expect(parseFilters('NOT "quoted value"')).toEqual([[tag('quoted value', true)]]);
    expect(parseFilters('NOT num != 666')).toEqual([[numeric('num', '!=', 666, true)]]);
    expect(parseFilters('NOT num:123 TO 456')).toEqual([[range('num', 123, 456, true)]]);
  });

  it('accepts filter scores on facet and tag filters and drops them (they only affect ranking)', () => {
    expect(parseFilters('brand:Apple<score=3>')).toEqual([[facet('brand', 'Apple')]]);
    expect(parseFilters(' name : value < score = 789 > ')).toEqual([[facet('name', 'value')]]);
    expect(parseFilters('a<score=789>')).toEqual([[tag('a')]]);
    expect(parseFilters('(brand:Apple<score=3> OR brand:Samsung<score=2>)')).toEqual([
      [facet('brand', 'Apple'), facet('brand', 'Samsung')],
    ]);
  });

  it('matches everything for the empty string', () => {
    expect(parseFilters('')).toEqual([]);
  });

  it('only recognises keywords as whole upper-case words', () => {
    expect(parseFilters('ORANGE AND ANDROID')).toEqual([[tag('ORANGE')], [tag('ANDROID')]]);
    expect(parseFilters('num:123TO456')).toEqual([[facet('num', '123TO456')]]);
    expect(parseFilters('word:"AND"')).toEqual([[facet('word', 'AND')]]);
  });
});

describe('parseFilters: boolean structure', () => {
  it('turns AND into groups and OR into one group', () => {
    expect(parseFilters('categoryPageIds:"women-clothing-dresses" AND collections:"new-in"')).toEqual([
      [facet('categoryPageIds', 'women-clothing-dresses')],
      [facet('collections', 'new-in')],
    ]);
    expect(parseFilters('color:red OR color:navy')).toEqual([
      [facet('color', 'red'), facet('color', 'navy')],
    ]);
  });

  it('normalizes A AND (B OR C) AND D', () => {
    expect(parseFilters('a:1 AND (b:2 OR b:3) AND d > 4')).toEqual([
      [facet('a', '1')],
      [facet('b', '2'), facet('b', '3')],
      [numeric('d', '>', 4)],
    ]);
  });

  it('parses the storefront filter shapes', () => {
    expect(
      parseFilters('(color:"red" OR color:"navy") AND (size:"m") AND price.sale.total:2000 TO 8000'),
    ).toEqual([
      [facet('color', 'red'), facet('color', 'navy')],
      [facet('size', 'm')],
      [range('price.sale.total', 2000, 8000)],
    ]);
    expect(parseFilters('availability < 3')).toEqual([[numeric('availability', '<', 3)]]);
    expect(parseFilters('NOT productId:"P123" AND _tags:"_grp_P1"')).toEqual([
      [facet('productId', 'P123', true)],
      [tag('_grp_P1')],
    ]);
  });

  it('binds OR tighter than AND, as Algolia does', () => {
    expect(parseFilters('a AND b OR c')).toEqual([[tag('a')], [tag('b'), tag('c')]]);
    expect(parseFilters('a OR b AND (tags:movie AND price:10 TO 20)')).toEqual([
      [tag('a'), tag('b')],
      [facet('tags', 'movie')],
      [range('price', 10, 20)],
    ]);
  });

  it('allows NOT inside OR groups and several negated ANDs', () => {
    expect(parseFilters('price < 10 AND (category:Book OR NOT category:Ebook)')).toEqual([
      [numeric('price', '<', 10)],
      [facet('category', 'Book'), facet('category', 'Ebook', true)],
    ]);
    expect(parseFilters('(type:a OR type:b) AND NOT type:c AND NOT type:d')).toEqual([
      [facet('type', 'a'), facet('type', 'b')],
      [facet('type', 'c', true)],
      [facet('type', 'd', true)],
    ]);
  });

  it('accepts redundant and nested parentheses that reduce to AND-of-ORs', () => {
    expect(parseFilters('(((a) OR (b)) AND (c))')).toEqual([[tag('a'), tag('b')], [tag('c')]]);
    expect(parseFilters('((type:a OR type:b) AND (NOT type:c)) AND (NOT type:d)')).toEqual([
      [facet('type', 'a'), facet('type', 'b')],
      [facet('type', 'c', true)],
      [facet('type', 'd', true)],
    ]);
    expect(parseFilters('(a OR b AND c) AND d AND e')).toEqual([
      [tag('a'), tag('b')],
      [tag('c')],
      [tag('d')],
      [tag('e')],
    ]);
    expect(parseFilters('(x:1 OR (x:2 OR (x:3)))')).toEqual([
      [facet('x', '1'), facet('x', '2'), facet('x', '3')],
    ]);
  });

  it('lets an OR group mix facets with booleans and numeric comparisons with ranges', () => {
    expect(parseFilters('onSale:true OR brand:acme')).toEqual([
      [facet('onSale', 'true'), facet('brand', 'acme')],
    ]);
    expect(parseFilters('price < 10 OR price:50 TO 60')).toEqual([
      [numeric('price', '<', 10), range('price', 50, 60)],
    ]);
    expect(parseFilters('a OR _tags:b')).toEqual([[tag('a'), tag('b')]]);
  });
});

describe('parseFilters: messages confirmed against real Algolia 400 responses', () => {
  it.each([
    // Each of these inputs fits the reported column and token of a published error.
    ['Type:Important dates', 'filters: Unexpected token string(dates) expected end of filter at col 15', 15],
    ['category.lvl2:Womens>Tailoring', 'filters: Unexpected token > expected end of filter at col 20', 20],
    ['(languages:pythonORlanguages:javascript)', "filters: Unexpected token ':' expected ')' at col 28", 28],
    ['price > 10 AND x = AND', "filters: Unexpected token 'AND' expected numeric at col 19", 19],
  ])('%s', (filters, message, column) => {
    expect(rejection(filters)).toEqual({ message, column });
  });

  it('rejects ORs of ANDs with the real wording', () => {
    const message = 'filters: filter (X AND Y) OR Z is not allowed, only (X OR Y) AND Z is allowed';
    expect(rejection('(a:1 AND b:2) OR c:3')).toEqual({ message, column: 5 });
    expect(rejection('a:1 OR (b:2 AND c:3)')).toEqual({ message, column: 12 });
    expect(rejection('((a AND b)) OR c').message).toBe(message);
    expect(rejection('(a AND b OR c) OR d').message).toBe(message);
    expect(rejection('a OR (b OR c AND d)').message).toBe(message);
    expect(rejection('(a) OR (((b) OR (c)) AND (d))').message).toBe(message);
  });
});

describe('parseFilters: syntax errors (messages from Algolia’s parser port)', () => {
  it.each([
    // unbalanced parentheses
    ['(a:1 OR b:2', "filters: Unexpected token end of filter expected ')' at col 11", 11],
    ['a:1 OR b:2)', "filters: Unexpected token ')' expected end of filter at col 10", 10],
    ['()', "filters: Unexpected token ')' expected filter at col 1", 1],
    ['((a:1)', "filters: Unexpected token end of filter expected ')' at col 6", 6],
    // dangling and leading operators
    ['a:1 AND', 'filters: Unexpected token end of filter expected filter at col 7', 7],
    ['a:1 OR', 'filters: Unexpected token end of filter expected filter at col 6', 6],
    ['AND a:1', "filters: Unexpected token 'AND' expected filter at col 0", 0],
    ['a:1 AND AND b:2', "filters: Unexpected token 'AND' expected filter at col 8", 8],
    ['a:1 AND NOT', 'filters: Unexpected token end of filter expected filter at col 11', 11],
    ['NOT NOT a:1', "filters: Unexpected token 'NOT' expected filter at col 4", 4],
    // negating a group
    ['NOT (a:1 OR b:2)', "filters: Unexpected token '(' expected filter at col 4", 4],
    ['NOT(a OR b)', "filters: Unexpected token '(' expected filter at col 3", 3],
    // empty names and values
    [':value1 AND name2:value2', "filters: Unexpected token ':' expected filter at col 0", 0],
    ['name1: AND name2:value2', "filters: Unexpected token 'AND' expected string at col 7", 7],
    ['name1:', 'filters: Unexpected token end of filter expected string at col 6', 6],
    ['"":value1 AND name2:value2', 'filters: Unexpected token empty string expected filter at col 1', 1],
    ['name1:"" AND name2:value2', 'filters: Unexpected token empty string expected string at col 7', 7],
    ['   ', 'filters: Unexpected token end of filter expected filter at col 3', 3],
    // unterminated quotes
    ['"unclosed', 'filters: Unexpected token incomplete string expected filter at col 0', 0],
    [
      '"unclosed because escaped \\"',
      'filters: Unexpected token incomplete string expected filter at col 0',
      0,
    ],
    ["name:'unclosed", 'filters: Unexpected token incomplete string expected string at col 5', 5],
    // keywords are case-sensitive, so lower-case ones are stray strings
    ['not a', 'filters: Unexpected token string(a) expected end of filter at col 4', 4],
    ['a and b', 'filters: Unexpected token string(and) expected end of filter at col 2', 2],
    ['a or b', 'filters: Unexpected token string(or) expected end of filter at col 2', 2],
    ['num:123 to 456', 'filters: Unexpected token string(to) expected end of filter at col 8', 8],
    // keyword where a value belongs
    ['brand:AND', "filters: Unexpected token 'AND' expected string at col 6", 6],
    ['TO', "filters: Unexpected token 'TO' expected filter at col 0", 0],
    // numeric comparisons and ranges need numbers
    ['price > abc', 'filters: Unexpected token string(abc) expected numeric at col 8', 8],
    ['price > 1e5', 'filters: Unexpected token string(1e5) expected numeric at col 8', 8],
    ['price >', 'filters: Unexpected token end of filter expected numeric at col 7', 7],
    ['price == 10', 'filters: Unexpected token numeric operator expected numeric at col 7', 7],
    ['price:10 TO abc', 'filters: Unexpected token string(abc) expected numeric at col 12', 12],
    ['price:10 TO', 'filters: Unexpected token end of filter expected numeric at col 11', 11],
    ['price:abc TO 10', "filters: Unexpected token 'TO' expected end of filter at col 10", 10],
    ['price:"10" TO 20', "filters: Unexpected token 'TO' expected end of filter at col 11", 11],
    ['price > 5 TO 10', "filters: Unexpected token 'TO' expected end of filter at col 10", 10],
    // garbage
    ['a"b"c', 'filters: Unexpected token string(b) expected end of filter at col 1', 1],
    ['a\\ AND\\ b', 'filters: Unexpected token string(AND\\) expected end of filter at col 3', 3],
    ['color:red $$$', 'filters: Unexpected token string($$$) expected end of filter at col 10', 10],
    ['a:b:c', "filters: Unexpected token ':' expected end of filter at col 3", 3],
    ['a:1 ,b:2', 'filters: Unexpected token , expected end of filter at col 4', 4],
    ['a:1 ! b:2', 'filters: Not allowed ! at col 4', 4],
    ['price !< 3', 'filters: Not allowed ! at col 6', 6],
    // scores: only `score`, only on facet and tag filters
    ['a<unknown=666>', 'filters: Unexpected token string(unknown) expected numeric at col 2', 2],
    ['num < 123 <score=789>', 'filters: Unexpected token < expected end of filter at col 10', 10],
    ['num:123 TO 456<score=789>', 'filters: Unexpected token < expected end of filter at col 14', 14],
    ['a:b<score=x>', 'filters: Unexpected token string(x) expected numeric at col 10', 10],
    ['a:b<score=1', 'filters: Unexpected token end of filter expected > at col 11', 11],
    ['a:b<other=1>', "filters: Unexpected token string(other) expected 'score' at col 4", 4],
  ])('%s', (filters, message, column) => {
    expect(rejection(filters)).toEqual({ message, column });
  });

  it('caps parenthesis nesting instead of overflowing the stack', () => {
    expect(parseFilters(`${'('.repeat(64)}a:1${')'.repeat(64)}`)).toEqual([[facet('a', '1')]]);
    expect(rejection(`${'('.repeat(5000)}a:1${')'.repeat(5000)}`)).toEqual({
      message: 'filters: Too many nested parentheses at col 64',
      column: 64,
    });
  });

  it('shows a newline inside a string token as ↵', () => {
    expect(rejection('a:b "x\ny"').message).toBe(
      'filters: Unexpected token string(x\u21b5y) expected end of filter at col 4',
    );
  });
});

describe('parseFilters: OR groups mixing filter types', () => {
  const mixed = 'filters: Different types are not allowed in the same OR.\n';
  const expectTag = `${mixed}Expected a tag filter which needs to have this form:\n - _tags:tag_value\n - tag_value`;
  const expectFacet = `${mixed}Expected a facet filter which needs to have this form:\n - facet_name:facet_value`;
  const expectNumeric =
    `${mixed}Expected a numeric filter which needs to have one of the following form:\n` +
    ' - numeric_attr_name=10\n - numeric_attr_name>10\n - numeric_attr_name>=10\n - numeric_attr_name<10\n' +
    ' - numeric_attr_name<=10\n - numeric_attr_name!=10\n - numeric_attr_name:10 TO 20';

  it.each([
    ['a OR name:value', expectTag, 5],
    ['a OR num = 666', expectTag, 5],
    ['_tags:a OR name:value', expectTag, 11],
    ['name:value OR num = 666', expectFacet, 14],
    ['color:red OR NOT _tags:x', expectFacet, 13],
    ['a=10 OR B', expectNumeric, 8],
    ['price:1 TO 2 OR brand:x', expectNumeric, 16],
    ['(((tag1) OR tag2) OR name:value)', expectTag, 21],
    ['(tag1 OR (tag2 OR (name:value)))', expectTag, 19],
    ['(((tag1 OR NOT tag2))) OR (name:value)', expectTag, 27],
    ['x:1 AND (price > 3 OR onSale:true)', expectNumeric, 22],
  ])('%s', (filters, message, column) => {
    expect(rejection(filters)).toEqual({ message, column });
  });
});
