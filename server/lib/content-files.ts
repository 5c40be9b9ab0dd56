import { isCheckedContentPath, lastGoodContent } from './last-good-content.ts';
import {
  contentLog,
  readRawContentFile,
  type ContentFileOptions,
  type ContentFileRead,
} from './content-file-reader.ts';

// Reading the content root: found, capped and kept inside the root by content-file-reader.ts; checked here.
export {
  DEFAULT_CONTENT_FILE_MAX_BYTES,
  findContentFile,
  readContentFileMaxBytes,
  readRawContentFile,
  setContentLog,
  type ContentFileOptions,
  type ContentFileRead,
  type FoundContentFile,
  type RawContentFileRead,
  type WarnLogger,
} from './content-file-reader.ts';

/**
 * A content file's text as the shop uses it: read as `readRawContentFile` reads it, and for a site content file, its
 * last good version (refused while it has none).
 */
export async function readContentFile(
  root: string,
  relativePath: string,
  options: ContentFileOptions = {},
): Promise<ContentFileRead> {
  const read = await readRawContentFile(root, relativePath, options);
  if (read.kind !== 'text') return read;
  if (!isCheckedContentPath(relativePath)) return { kind: 'text', text: read.text };
  const use = await lastGoodContent(root, relativePath, read.text, options.log ?? contentLog(), read.version);
  return use.kind === 'text' ? use : { kind: 'refused', reason: 'fails its checks (content:check)' };
}

/** A content file's text, or undefined when it is absent or refused. */
export async function readContentText(
  root: string,
  relativePath: string,
  options?: ContentFileOptions,
): Promise<string | undefined> {
  const read = await readContentFile(root, relativePath, options);
  return read.kind === 'text' ? read.text : undefined;
}

/** A content file parsed as JSON (a leading byte order mark allowed), or undefined when absent, refused or not JSON. */
export async function readContentJson<T = unknown>(
  root: string,
  relativePath: string,
  options?: ContentFileOptions,
): Promise<T | undefined> {
  const text = await readContentText(root, relativePath, options);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text.replace(/^\uFEFF/, '')) as T;
  } catch {
    return undefined;
  }
}
