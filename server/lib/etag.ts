import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';

/** A strong ETag from the bytes themselves, so two edits within one mtime tick still get different tags. */
export function etagOfBytes(bytes: Buffer | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/** A strong ETag for files too big to hash on every request: size, mtime and inode change on any rewrite. */
export function etagOfStats(stats: Stats): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}-${stats.ino.toString(16)}"`;
}

/** RFC 9110 If-None-Match (weak comparison): true when the client's copy is current. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
