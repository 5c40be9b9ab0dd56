import { realpath, stat } from 'node:fs/promises';
import type { Stats } from 'node:fs';
import { join, sep } from 'node:path';

/** A regular file found inside a served root, with the stat taken while resolving it. */
export interface ResolvedFile {
  path: string;
  stats: Stats;
}

/**
 * Turn the still-encoded path of a URL (relative to `root`) into a regular file inside `root`, or undefined.
 * Each segment is decoded on its own so `%2e%2e` or `%2f` cannot climb out; dot segments, hidden names, empty segments,
 * backslashes and NUL are refused; symlinks are followed and the target must stay inside the root.
 */
export async function resolveInsideRoot(
  root: string,
  encodedPath: string,
): Promise<ResolvedFile | undefined> {
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
  if (segments.length === 0) return undefined;
  try {
    const realRoot = await realpath(root);
    const real = await realpath(join(realRoot, ...segments));
    if (!real.startsWith(realRoot + sep)) return undefined;
    const stats = await stat(real);
    return stats.isFile() ? { path: real, stats } : undefined;
  } catch {
    return undefined;
  }
}
