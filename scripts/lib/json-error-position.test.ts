// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findJsonErrorOffset, lineAndColumn } from './json-error-position.ts';
import { parseJson } from './read-json.ts';

describe('findJsonErrorOffset', () => {
  it.each([
    ['{"a": 1, "b": [true, false, null, -1.5e3, "x\\n\\u00e9"]}', undefined],
    ['{"a": tru}', 9],
    ['[1,]', 3],
    ['{"a" 1}', 5],
    ['{"a": 1', 7],
    ['{"a": 1} x', 9],
    ['', 0],
  ])('%j -> %s', (text, offset) => {
    expect(findJsonErrorOffset(text)).toBe(offset);
  });

  it('turns an offset into a 1-based line and column', () => {
    expect(lineAndColumn('{\n  "a": x\n}', 9)).toEqual({ line: 2, column: 8 });
  });
});

describe('parseJson', () => {
  it('accepts a UTF-8 BOM like response.json() does', () => {
    expect(parseJson('\uFEFF{"a":1}')).toEqual({ ok: true, value: { a: 1 } });
  });

  it('gives a line and column when V8 does not', () => {
    expect(parseJson('{\n  "a": tru\n}')).toEqual({
      ok: false,
      message: "line 2 column 11: Unexpected token '\\n'",
    });
  });
});
