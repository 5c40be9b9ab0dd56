/**
 * A small time-bounded cache: hot reads (a product's skus while shoppers add it) skip the database for a moment.
 * Bounded in entries; the oldest entry goes first.
 */
export class ShortCache<Value> {
  private readonly entries = new Map<string, { at: number; value: Promise<Value> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number,
  ) {}

  get(key: string, load: () => Promise<Value>): Promise<Value> {
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const value = load();
    this.entries.set(key, { at: this.now(), value });
    // A failed read is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }
}
