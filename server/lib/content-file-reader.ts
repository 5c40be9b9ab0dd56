import type { Stats } from 'node:fs';
import { open, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { positiveSetting } from './setting-values.ts';
import { noteContentFile } from './content-reads.ts';

/** The part of a logger content reading needs: a refused file or a skipped folder is worth a warning. */
export interface WarnLogger {
  warn(details: object, message: string): void;
}

/**
 * The largest content file the server reads into memory. The content root's biggest files are a few tens of KiB
 * (navigation trees, translations); a price list that sets every product of a 100,000-product catalogue by hand is
 * about 8 MiB. Media are streamed to browsers, never read whole, so they are not bound by it.
 */
export const DEFAULT_CONTENT_FILE_MAX_BYTES = 16 * 1024 * 1024;

/** CONTENT_FILE_MAX_BYTES: a positive whole number of bytes. */
export function readContentFileMaxBytes(env: NodeJS.ProcessEnv = process.env): number {
  return Math.floor(
    positiveSetting('CONTENT_FILE_MAX_BYTES', env.CONTENT_FILE_MAX_BYTES, DEFAULT_CONTENT_FILE_MAX_BYTES),
  );
}

/** The cap of this process, read once: every reader of the content root keeps to the same one. */
const PROCESS_MAX_BYTES = readContentFileMaxBytes();

/**
 * A file changed this recently (ms) may change again within the same tick of the file system's clock without its
 * modification time moving, so it is not told apart by its stat yet (2 s covers the coarsest clocks, FAT's and an NFS
 * server's whole seconds).
 */
const SETTLING_MS = 2000;

/**
 * Per real path, the stat this process last saw and when it first saw it, by its own clock. A shared mount stamps
 * files with the file server's clock, which may lag this node's: a file written a moment ago can then look settled by
 * its modification time alone, and a second write of the same size within the same tick would keep its stat, so
 * the first text would be served for ever. A stat is trusted only once this process has seen it for SETTLING_MS: a
 * write after that lands in a later tick of any clock, whatever its offset, and changes the stat.
 */
const statsSeen = new Map<string, { stat: string; since: number }>();
const MAX_STATS_REMEMBERED = 50_000;

/** The file's version (same version, same bytes), or undefined while it may still change under the same stat. */
function settledVersion(path: string, stats: Stats): string | undefined {
  const stat = `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}`;
  const now = Date.now();
  let seen = statsSeen.get(path);
  if (seen?.stat !== stat) {
    if (!seen && statsSeen.size >= MAX_STATS_REMEMBERED) statsSeen.clear();
    seen = { stat, since: now };
    statsSeen.set(path, seen);
  }
  return now - stats.mtimeMs >= SETTLING_MS && now - seen.since >= SETTLING_MS ? stat : undefined;
}

/** How a path below the content root was found. */
export type FoundContentFile =
  | {
      kind: 'file';
      /** The real path, inside the real content root. */
      path: string;
      stats: Stats;
      /** Same version, same bytes; undefined while the file changed too recently to tell by its stat. */
      version: string | undefined;
    }
  | { kind: 'absent' }
  | { kind: 'refused'; reason: string };

/** What a reader may be told: where refusals are logged, and a cap of its own (tests). */
export interface ContentFileOptions {
  log?: WarnLogger;
  maxBytes?: number;
}

/** Without a logger of their own, refusals still reach the server's output (the app's log once it is set). */
let fallbackLog: WarnLogger = { warn: (details, message) => console.warn(message, details) };

/**
 * Where readers that have no logger of their own (the site gate, the catalogue, the site directory) report refused
 * and failing content files: `buildApp` hands its own logger, so these lines are in the server's log like any other.
 */
export function setContentLog(log: WarnLogger): void {
  fallbackLog = log;
}

/** Each path and reason refused so far, so a watcher scanning every 2 s (or every page) says it once, not each time. */
const refusalsLogged = new Set<string>();
const MAX_REFUSALS_REMEMBERED = 10_000;

function noteRefusal(root: string, relativePath: string, reason: string, log: WarnLogger): void {
  const key = `${join(root, relativePath)}\u0000${reason}`;
  if (refusalsLogged.has(key)) return;
  if (refusalsLogged.size >= MAX_REFUSALS_REMEMBERED) refusalsLogged.clear();
  refusalsLogged.add(key);
  log.warn(
    { contentDir: root, contentFile: relativePath },
    `content file refused: ${relativePath} ${reason}`,
  );
}

const segmentsOf = (relativePath: string): string[] | undefined => {
  const segments = relativePath.split('/');
  return segments.every(
    (segment) => segment !== '' && segment !== '.' && segment !== '..' && !/[\\\0]/.test(segment),
  )
    ? segments
    : undefined;
};

/**
 * Find a file by its path below the content root, without reading it: symbolic links are followed, and one leading
 * outside the root (a site folder or a config.json linked to elsewhere on the machine) is refused, as is a file over
 * the cap; each refusal is logged once. A path that is not a regular file inside the root is absent.
 */
export async function findContentFile(
  root: string,
  relativePath: string,
  options: ContentFileOptions = {},
): Promise<FoundContentFile> {
  const segments = segmentsOf(relativePath);
  if (!segments) return { kind: 'absent' };
  const found = await locate(root, segments, options.maxBytes ?? PROCESS_MAX_BYTES);
  if (found.kind === 'refused') noteRefusal(root, relativePath, found.reason, options.log ?? fallbackLog);
  noteContentFile(
    root,
    relativePath,
    found.kind === 'file'
      ? { version: found.version }
      : found.kind === 'absent'
        ? { absent: true }
        : { refused: true },
  );
  return found;
}

async function locate(root: string, segments: string[], maxBytes: number): Promise<FoundContentFile> {
  const refuse = (reason: string): FoundContentFile => ({ kind: 'refused', reason });
  let realRoot: string;
  let real: string;
  try {
    realRoot = await realpath(root);
    real = await realpath(join(realRoot, ...segments));
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ELOOP'
      ? refuse('is a loop of symbolic links')
      : { kind: 'absent' };
  }
  if (!real.startsWith(realRoot + sep)) return refuse(`leads outside the content root (to ${real})`);
  let stats: Stats;
  try {
    stats = await stat(real);
  } catch {
    return { kind: 'absent' };
  }
  if (!stats.isFile()) return { kind: 'absent' };
  if (stats.size > maxBytes)
    return refuse(`is ${stats.size} bytes, over the ${maxBytes}-byte cap (CONTENT_FILE_MAX_BYTES)`);
  return { kind: 'file', path: real, stats, version: settledVersion(real, stats) };
}

/** Texts of settled files by real path: what every page and every scan asks for again costs no read. */
const texts = new Map<string, { version: string; text: string }>();
/** Files up to this size are remembered, and this many bytes of them at most (the oldest are forgotten first). */
const REMEMBER_FILE_BYTES = 512 * 1024;
const REMEMBER_TOTAL_BYTES = 16 * 1024 * 1024;
let rememberedBytes = 0;

function remember(path: string, version: string, text: string): void {
  const size = Buffer.byteLength(text);
  if (size > REMEMBER_FILE_BYTES) return;
  forget(path);
  for (const [oldest] of texts) {
    if (rememberedBytes + size <= REMEMBER_TOTAL_BYTES) break;
    forget(oldest);
  }
  texts.set(path, { version, text });
  rememberedBytes += size;
}

function forget(path: string): void {
  const known = texts.get(path);
  if (!known) return;
  rememberedBytes -= Buffer.byteLength(known.text);
  texts.delete(path);
}

/** At most `size` bytes of an open file: a file that grew since it was measured is not read past the cap. */
async function readBytes(path: string, size: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(size);
    let filled = 0;
    while (filled < size) {
      const { bytesRead } = await handle.read(buffer, filled, size - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return buffer.subarray(0, filled);
  } finally {
    await handle.close();
  }
}

/** What reading a content file found: its text, nothing, or a refusal (logged). */
export type ContentFileRead =
  { kind: 'text'; text: string } | { kind: 'absent' } | { kind: 'refused'; reason: string };

/** A raw read also says the file's version (its stat; undefined while it changed too recently to tell). */
export type RawContentFileRead =
  { kind: 'text'; text: string; version: string | undefined } | Exclude<ContentFileRead, { kind: 'text' }>;

/**
 * A content file's text as it is on disk (found by `findContentFile`, read only when it changed since it was last
 * read), before its checks: what the checks themselves look at.
 */
export async function readRawContentFile(
  root: string,
  relativePath: string,
  options: ContentFileOptions = {},
): Promise<RawContentFileRead> {
  const found = await findContentFile(root, relativePath, options);
  if (found.kind !== 'file') return found;
  const known = texts.get(found.path);
  if (found.version !== undefined && known?.version === found.version)
    return { kind: 'text', text: known.text, version: found.version };
  let text: string;
  try {
    text = (await readBytes(found.path, found.stats.size)).toString('utf8');
  } catch {
    return { kind: 'absent' }; // gone since it was found: a folder being replaced
  }
  if (found.version === undefined) forget(found.path);
  else remember(found.path, found.version, text);
  return { kind: 'text', text, version: found.version };
}

/** The logger of readers that were given none. */
export const contentLog = (): WarnLogger => fallbackLog;
