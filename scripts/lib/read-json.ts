import { readFile } from 'node:fs/promises';
import { findJsonErrorOffset, lineAndColumn } from './json-error-position.ts';

/** A JSON file's value, or why it could not be parsed (with line and column for the editor). */
export type JsonResult = { ok: true; value: unknown } | { ok: false; message: string };

/** Parse JSON text the way the browser's `response.json()` does (a UTF-8 BOM is allowed). */
export function parseJson(text: string): JsonResult {
  const body = text.replace(/^\uFEFF/, '');
  try {
    return { ok: true, value: JSON.parse(body) };
  } catch (error) {
    // V8 quotes the whole (possibly multi-line) text after "Unexpected token"; keep the message on one line.
    const reason = (error as Error).message
      .replace(/, ".*" is not valid JSON$/s, '')
      .replace(/\r/g, '\\r')
      .replace(/\n/g, '\\n');
    const given = /at position (\d+)/.exec(reason);
    const offset = given ? Number(given[1]) : (findJsonErrorOffset(body) ?? body.length);
    const { line, column } = lineAndColumn(body, offset);
    return { ok: false, message: `line ${line} column ${column}: ${reason}` };
  }
}

/** Read and parse a JSON file. */
export async function readJsonFile(path: string): Promise<JsonResult> {
  return parseJson(await readFile(path, 'utf8'));
}
