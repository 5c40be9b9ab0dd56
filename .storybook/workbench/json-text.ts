/** Where a value sits in the JSON text: `start` inclusive, `end` exclusive (character offsets). */
export interface TextSpan {
  start: number;
  end: number;
}

/** A draft that is not JSON: what is wrong and where, as an editor's text editor counts (1-based). */
export interface JsonSyntaxError {
  message: string;
  offset: number;
  line: number;
  column: number;
}

export type ParsedJson =
  { ok: true; value: unknown; spans: ReadonlyMap<string, TextSpan> } | { ok: false; error: JsonSyntaxError };

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const WHITESPACE = /[ \t\n\r]*/y;
const LITERALS = ['true', 'false', 'null'];

class SyntaxProblem extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const pointerStep = (key: string | number) => `/${String(key).replaceAll('~', '~0').replaceAll('/', '~1')}`;

/** Line and column (1-based) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}

/**
 * Parses a draft the way the shop does (JSON.parse gives the value) and also records where every value sits by its
 * JSON pointer, so an error can be shown in the text. A syntax error comes with its line and column, which the
 * browser's own message does not always carry.
 */
export function parseJson(text: string): ParsedJson {
  const spans = new Map<string, TextSpan>();
  let at = 0;
  const skipWhitespace = () => {
    WHITESPACE.lastIndex = at;
    WHITESPACE.test(text);
    at = WHITESPACE.lastIndex;
  };
  const describe = (offset: number) => (offset >= text.length ? 'the end of the text' : `"${text[offset]}"`);
  const expect = (char: string, what: string) => {
    skipWhitespace();
    if (text[at] !== char) throw new SyntaxProblem(`Expected ${what} but found ${describe(at)}`, at);
    at += 1;
  };
  const string = (): string => {
    const start = at;
    at += 1;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    if (at >= text.length) throw new SyntaxProblem('A string is not closed with "', start);
    at += 1;
    try {
      return JSON.parse(text.slice(start, at)) as string;
    } catch {
      throw new SyntaxProblem('A string holds a line break or a bad escape (\\)', start);
    }
  };
  const value = (pointer: string): void => {
    skipWhitespace();
    const start = at;
    const char = text[at];
    if (char === '{') {
      at += 1;
      skipWhitespace();
      if (text[at] === '}') at += 1;
      else
        for (;;) {
          skipWhitespace();
          if (text[at] !== '"')
            throw new SyntaxProblem(`Expected a "quoted" name but found ${describe(at)}`, at);
          const key = string();
          expect(':', '":"');
          value(pointer + pointerStep(key));
          skipWhitespace();
          if (text[at] === ',') at += 1;
          else if (text[at] === '}') {
            at += 1;
            break;
          } else throw new SyntaxProblem(`Expected "," or "}" but found ${describe(at)}`, at);
        }
    } else if (char === '[') {
      at += 1;
      skipWhitespace();
      if (text[at] === ']') at += 1;
      else
        for (let index = 0; ; index += 1) {
          value(pointer + pointerStep(index));
          skipWhitespace();
          if (text[at] === ',') at += 1;
          else if (text[at] === ']') {
            at += 1;
            break;
          } else throw new SyntaxProblem(`Expected "," or "]" but found ${describe(at)}`, at);
        }
    } else if (char === '"') {
      string();
    } else {
      NUMBER.lastIndex = at;
      const literal = LITERALS.find((word) => text.startsWith(word, at));
      if (literal) at += literal.length;
      else if (NUMBER.test(text)) at = NUMBER.lastIndex;
      else throw new SyntaxProblem(`Expected a value but found ${describe(at)}`, at);
    }
    spans.set(pointer, { start, end: at });
  };
  try {
    value('');
    skipWhitespace();
    if (at < text.length) throw new SyntaxProblem(`Unexpected ${describe(at)} after the end of the JSON`, at);
    return { ok: true, value: JSON.parse(text), spans };
  } catch (problem) {
    const offset = problem instanceof SyntaxProblem ? problem.offset : 0;
    const message = problem instanceof Error ? problem.message : String(problem);
    return { ok: false, error: { message, offset, ...lineAndColumn(text, offset) } };
  }
}

/**
 * The text an error's pointer names: the value itself, else its nearest parent that exists (a missing required field
 * points inside the object that should hold it).
 */
export function spanOf(spans: ReadonlyMap<string, TextSpan>, pointer: string): TextSpan | undefined {
  for (let path = pointer; ; path = path.slice(0, path.lastIndexOf('/'))) {
    const span = spans.get(path);
    if (span || path === '') return span;
  }
}
