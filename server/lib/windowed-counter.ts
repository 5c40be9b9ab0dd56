/**
 * Counts what each key (a client address, a session) did in the current fixed window, for limits kept in memory.
 * Bounded: at most `maxKeys` keys are remembered. When full, finished windows are dropped first, then the oldest
 * keys, so a flood of new keys costs memory up to the bound and no further.
 */
export class WindowedCounter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(private readonly options: { windowMs: number; maxKeys: number; now?: () => number }) {}

  private get now(): number {
    return (this.options.now ?? Date.now)();
  }

  /** How long `key` must wait (ms) before it is under `limit` again; 0 when it may act now. */
  retryAfterMs(key: string, limit: number): number {
    const window = this.live(key);
    if (!window || window.count < limit) return 0;
    return Math.max(1, window.startedAt + this.options.windowMs - this.now);
  }

  /** What `key` counted in its current window (0 when it has none). */
  count(key: string): number {
    return this.live(key)?.count ?? 0;
  }

  /** Time left (ms) in `key`'s current window, or undefined when it has none. */
  windowLeftMs(key: string): number | undefined {
    const window = this.live(key);
    return window ? window.startedAt + this.options.windowMs - this.now : undefined;
  }

  /** Count `amount` (an attempt, or bytes) for `key` in its current window. */
  add(key: string, amount = 1): void {
    const window = this.live(key);
    if (window) {
      window.count += amount;
      return;
    }
    if (this.windows.size >= this.options.maxKeys) this.makeRoom();
    this.windows.set(key, { startedAt: this.now, count: amount });
  }

  /** Keys whose window has not ended (tests check the bound). */
  get size(): number {
    for (const key of [...this.windows.keys()]) this.live(key);
    return this.windows.size;
  }

  private live(key: string) {
    const window = this.windows.get(key);
    if (window && this.now - window.startedAt >= this.options.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private makeRoom(): void {
    // A window is only ever added at the end, so the map runs from the oldest start to the newest: finished windows
    // sit at the front, and when none has finished the front is the oldest key. Each step is constant work.
    const now = this.now;
    for (const [key, window] of this.windows) {
      const finished = now - window.startedAt >= this.options.windowMs;
      if (!finished && this.windows.size < this.options.maxKeys) return;
      this.windows.delete(key);
      if (!finished) return;
    }
  }
}
