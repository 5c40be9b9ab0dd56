import { createHash, randomBytes } from 'node:crypto';

/**
 * Which clients searched which queries lately, so a query counts once per client within a window however often that
 * client repeats it. Bounded: at most `max` entries, the oldest dropped first when full. Only a salted digest of the
 * address and query is kept (the salt lives and dies with the process), never the address itself.
 */
export class OncePerClient {
  /** Digest of client and query -> when that entry expires; in insertion order, so the oldest come first. */
  private readonly seen = new Map<string, number>();
  private readonly salt = randomBytes(16);

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Whether this is the first time within the window that `client` sends `query` (and remember that it did). */
  first(client: string, query: string): boolean {
    const now = this.now();
    this.dropExpired(now);
    const key = createHash('sha256')
      .update(this.salt)
      .update(client)
      .update('\n')
      .update(query)
      .digest('base64url');
    if (this.seen.has(key)) return false;
    if (this.seen.size >= this.max) this.seen.delete(this.seen.keys().next().value!);
    this.seen.set(key, now + this.windowMs);
    return true;
  }

  get size(): number {
    return this.seen.size;
  }

  private dropExpired(now: number): void {
    for (const [key, expires] of this.seen) {
      if (expires > now) return;
      this.seen.delete(key);
    }
  }
}
