import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';

/** A strong ETag from the bytes themselves, so two edits within one mtime tick still get different tags. */
export function etagOfBytes(bytes: Buffer | string): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/**
 * A strong ETag for files too big to hash on every request, from their size and modification time in whole seconds.
 * Not their inode, nor the time's fraction: nodes that each keep a copy of the content root (rsync, tar, scp -p keep
 * modification times, some only to the second) must tag the same file alike, so a CDN or browser holding one node's
 * copy gets 304 from every other. Two rewrites of a multi-megabyte file (a video) within one second to the same size
 * would share a tag; a release is pushed as a new file, which is worth that.
 */
export function etagOfStats(stats: Pick<Stats, 'size' | 'mtimeMs'>): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs / 1000).toString(16)}"`;
}

/** RFC 9110 If-None-Match (weak comparison): true when the client's copy is current. */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
