import {
  FilterError,
  type FilterExpression,
  type FilterPredicate,
  type NumericOperator,
} from './filter-ast.ts';
import { normalizeFilterTree, type FilterKind, type FilterNode } from './normalize-filters.ts';
import { describeToken, tokenizeFilters, type Token, type TokenType } from './tokenize-filters.ts';

// Grammar, as Algolia's engine parses it (mirrored from its JS port, `algolia-filters-js-syntax-validator`):
//   and    := or ('AND' or)*                 OR binds tighter: `a AND b OR c` is `a AND (b OR c)`
//   or     := term ('OR' term)*
//   term   := '(' and ')' | 'NOT'? filter    NOT applies to one filter, never to '('
//   filter := name (op numeric | '<' numeric)                       numeric comparison
//           | name ':' numeric 'TO' numeric                          range, inclusive
//           | name ':' value score?                                  facet (tag when name is `_tags`)
//           | value score?                                           tag
//   score  := '<' 'score' '=' numeric (',' 'score' '=' numeric)* '>'  filter scoring: accepted, not kept
// Keywords are case-sensitive (`and` is a tag). Which shapes are then allowed is normalize-filters.ts.
// Not confirmed against the engine: Algolia's docs call `(A AND (B OR C))` unsupported while its parser port
// marks such redundant parentheses "not yet valid" (to be accepted); we accept them. A blank (spaces only)
// string is rejected as the port does. The nesting cap is ours, to keep recursion off the stack limit.

/** Parse Algolia's `filters` string into AND-of-OR groups, throwing FilterError with Algolia's message. */
export function parseFilters(filters: string): FilterExpression {
  if (filters === '') return [];
  const parser = new FilterParser(tokenizeFilters(filters));
  const tree = parser.parseAnd();
  parser.expectEnd();
  return normalizeFilterTree(tree);
}

const OPERATORS: Partial<Record<TokenType, NumericOperator>> = { lt: '<', gt: '>' };
const MAX_DEPTH = 64;

class FilterParser {
  private at = 0;
  private depth = 0;

  constructor(private readonly tokens: Token[]) {}

  parseAnd(): FilterNode {
    return this.parseList('and', () => this.parseOr());
  }

  expectEnd(): void {
    if (this.peek().type !== 'eof') this.unexpected('end of filter');
  }

  private parseOr(): FilterNode {
    return this.parseList('or', () => this.parseTerm());
  }

  private parseList(type: 'and' | 'or', parseItem: () => FilterNode): FilterNode {
    const first = parseItem();
    const children = [first];
    let col = -1;
    while (this.peek().type === type) {
      if (col < 0) col = this.peek().col;
      this.at += 1;
      children.push(parseItem());
    }
    return children.length === 1 ? first : { type, children, col };
  }

  private parseTerm(): FilterNode {
    const start = this.peek();
    if (start.type === 'openParen') {
      if (++this.depth > MAX_DEPTH) {
        throw new FilterError(`filters: Too many nested parentheses at col ${start.col}`, start.col);
      }
      this.at += 1;
      const inner = this.parseAnd();
      if (this.peek().type !== 'closeParen') this.unexpected("')'");
      this.at += 1;
      this.depth -= 1;
      return inner;
    }
    const negated = start.type === 'not';
    if (negated) this.at += 1;
    const name = this.peek();
    if (name.type !== 'string' && name.type !== 'num') this.unexpected('filter');
    this.at += 1;
    const [predicate, kind] = this.parseFilter(name.value, negated);
    return { type: 'leaf', predicate, kind, col: start.col };
  }

  private parseFilter(name: string, negated: boolean): [FilterPredicate, FilterKind] {
    const next = this.peek();
    const tag = (value: string): [FilterPredicate, FilterKind] => [
      { kind: 'facet', attribute: '_tags', value, negated },
      'tag',
    ];
    if (next.type === 'lt' && this.peek(1).type === 'string' && this.peek(1).value === 'score') {
      this.parseScore();
      return tag(name);
    }
    if (next.type === 'operator' || next.type === 'lt' || next.type === 'gt') {
      this.at += 1;
      const operator = OPERATORS[next.type] ?? (next.value as NumericOperator);
      const value = this.expectNumber();
      return [{ kind: 'numeric', attribute: name, operator, value, negated }, 'numeric'];
    }
    if (next.type !== 'colon') return tag(name);
    this.at += 1;
    const value = this.peek();
    if (value.type !== 'string' && value.type !== 'num') this.unexpected('string');
    this.at += 1;
    if (value.type === 'num' && this.peek().type === 'to') {
      this.at += 1;
      const upper = this.expectNumber();
      return [{ kind: 'range', attribute: name, lower: Number(value.value), upper, negated }, 'numeric'];
    }
    this.parseScore();
    if (name === '_tags') return tag(value.value);
    return [{ kind: 'facet', attribute: name, value: value.value, negated }, 'facet'];
  }

  // Scores only weigh OR-ed filters in ranking (sumOrFiltersScores); they never change which records match.
  private parseScore(): void {
    if (this.peek().type !== 'lt') return;
    this.at += 1;
    for (;;) {
      const option = this.peek();
      if (option.type !== 'string') this.unexpected('string');
      if (option.value !== 'score') this.unexpected("'score'");
      this.at += 1;
      const equals = this.peek();
      if (equals.type !== 'operator' || equals.value !== '=') this.unexpected("'='");
      this.at += 1;
      this.expectNumber();
      if (this.peek().type !== 'comma') break;
      this.at += 1;
    }
    if (this.peek().type !== 'gt') this.unexpected('>');
    this.at += 1;
  }

  private expectNumber(): number {
    const token = this.peek();
    if (token.type !== 'num') this.unexpected('numeric');
    this.at += 1;
    return Number(token.value);
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.at + offset, this.tokens.length - 1)]!;
  }

  private unexpected(expected: string): never {
    const token = this.peek();
    throw new FilterError(
      `filters: Unexpected token ${describeToken(token)} expected ${expected} at col ${token.col}`,
      token.col,
    );
  }
}
