import { FilterError } from './filter-ast.ts';

// The lexing rules follow Algolia's own JavaScript port of the engine's filter parser
// (npm `algolia-filters-js-syntax-validator`): only the space character separates tokens, a word stops at
// one of SEPARATORS, keywords are the exact upper-case words, a backslash outside quotes is an ordinary
// character, and columns are 0-based offsets. The real error strings quoted in parse-filters.test.ts agree
// with these columns.

/** What a filter token is; the parser's decisions and the error messages both key on it. */
export type TokenType =
  | 'string'
  | 'num'
  | 'emptyString'
  | 'incompleteString'
  | 'colon'
  | 'operator'
  | 'lt'
  | 'gt'
  | 'openParen'
  | 'closeParen'
  | 'comma'
  | 'and'
  | 'or'
  | 'not'
  | 'to'
  | 'eof';

/** A lexed piece of a `filters` string; `col` is where Algolia's messages say it starts. */
export interface Token {
  type: TokenType;
  value: string;
  col: number;
}

const SEPARATORS = new Set([' ', '(', ')', '<', '>', '=', '!', ':', "'", '"']);
const KEYWORDS: Partial<Record<string, TokenType>> = { AND: 'and', OR: 'or', NOT: 'not', TO: 'to' };
// A leading '-' and at most one '.' after the first character; unlike the port we also require a digit,
// so a lone '-' stays a string instead of becoming a number that is not one.
const NUMBER = /^[-\d]\d*(?:\.\d*)?$/;

const NAMES: Record<TokenType, string> = {
  string: 'string',
  num: 'numeric',
  emptyString: 'empty string',
  incompleteString: 'incomplete string',
  colon: "':'",
  operator: 'numeric operator',
  lt: '<',
  gt: '>',
  openParen: "'('",
  closeParen: "')'",
  comma: ',',
  and: "'AND'",
  or: "'OR'",
  not: "'NOT'",
  to: "'TO'",
  eof: 'end of filter',
};

/** How Algolia names a token in "Unexpected token ..." (strings and numbers carry their value). */
export function describeToken(token: Token): string {
  const name = NAMES[token.type];
  const withValue = (token.type === 'string' || token.type === 'num') && token.value !== '';
  return withValue ? `${name}(${token.value.replace(/\n/g, '\u21b5')})` : name;
}

/** Split a `filters` string into tokens, ending with an `eof` token at the string's length. */
export function tokenizeFilters(input: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  while (at < input.length) {
    if (input[at] === ' ') {
      at += 1;
      continue;
    }
    const [token, next] = readToken(input, at);
    tokens.push(token);
    at = next;
  }
  tokens.push({ type: 'eof', value: '', col: input.length });
  return tokens;
}

function readToken(input: string, at: number): [Token, number] {
  const char = input[at]!;
  const single = (type: TokenType, value = char): [Token, number] => [
    { type, value, col: at },
    at + value.length,
  ];
  const followedByEquals = input[at + 1] === '=';
  switch (char) {
    case '=':
      return single('operator');
    case '<':
      return followedByEquals ? single('operator', '<=') : single('lt');
    case '>':
      return followedByEquals ? single('operator', '>=') : single('gt');
    case '!':
      if (followedByEquals) return single('operator', '!=');
      // The port's lexer stops here with "Not allowed"; nothing else is a lexing error.
      throw new FilterError(`filters: Not allowed ! at col ${at}`, at);
    case '(':
      return single('openParen');
    case ')':
      return single('closeParen');
    case ':':
      return single('colon');
    case ',':
      return single('comma');
    case '"':
    case "'":
      return readQuoted(input, at);
    default:
      return readWord(input, at);
  }
}

function readWord(input: string, at: number): [Token, number] {
  let end = at;
  while (end < input.length && !SEPARATORS.has(input[end]!)) end += 1;
  const value = input.slice(at, end);
  const type = KEYWORDS[value] ?? (NUMBER.test(value) && /\d/.test(value) ? 'num' : 'string');
  return [{ type, value, col: at }, end];
}

// Inside quotes a backslash escapes the next character. `\\`, `\"` and `\'` unescape; any other pair is kept
// as written (the port's tests call `\n` "not a newline"); the engine's exact unescaping is not published.
function readQuoted(input: string, at: number): [Token, number] {
  const quote = input[at];
  let value = '';
  let escaped = false;
  for (let index = at + 1; index < input.length; index += 1) {
    const char = input[index]!;
    if (escaped) {
      value += char === '\\' || char === '"' || char === "'" ? char : `\\${char}`;
      escaped = false;
    } else if (char === '\\') {
      escaped = true;
    } else if (char === quote) {
      // Algolia reports an empty string at its closing quote.
      if (index === at + 1) return [{ type: 'emptyString', value: '', col: index }, index + 1];
      return [{ type: 'string', value, col: at }, index + 1];
    } else {
      value += char;
    }
  }
  return [{ type: 'incompleteString', value, col: at }, input.length];
}
