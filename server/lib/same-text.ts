import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compare two texts (keys, tokens) in time independent of where they differ or how long they are: both sides are
 * digested first, so the comparison always runs on 32 bytes.
 */
export function sameText(a: string, b: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(a), digest(b));
}
