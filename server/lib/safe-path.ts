import type { Stats } from 'node:fs';
import { findContentFile, type WarnLogger } from './content-files.ts';

/** A regular file found inside a served root, with the stat taken while resolving it. */
export interface ResolvedFile {
  path: string;
  stats: Stats;
}

/**
 * The decoded segments of a URL's still-encoded path, or undefined when it is not one a browser may ask for. Each
 * segment is decoded on its own so `%2e%2e` or `%2f` cannot climb out; dot segments, hidden names, empty segments,
 * backslashes and NUL are refused.
 */
export function servedPathSegments(encodedPath: string): string[] | undefined {
  const segments: string[] = [];
  for (const raw of encodedPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return undefined;
    }
    if (segment === '' || segment.startsWith('.') || /[/\\\0]/.test(segment)) return undefined;
    segments.push(segment);
  }
  return segments.length === 0 ? undefined : segments;
}

/**
 * Turn the still-encoded path of a URL (relative to `root`) into a regular file inside `root`, or undefined: the
 * segments as `servedPathSegments` allows them; symlinks are followed and the target must stay inside the root (one
 * leading outside is logged). Files of any size: they are streamed, not read whole.
 */
export async function resolveInsideRoot(
  root: string,
  encodedPath: string,
  log?: WarnLogger,
): Promise<ResolvedFile | undefined> {
  const segments = servedPathSegments(encodedPath);
  if (!segments) return undefined;
  const found = await findContentFile(root, segments.join('/'), {
    maxBytes: Number.POSITIVE_INFINITY,
    ...(log ? { log } : {}),
  });
  return found.kind === 'file' ? { path: found.path, stats: found.stats } : undefined;
}
