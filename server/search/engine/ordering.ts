import type { OrderSpec } from './engine-types.ts';

interface CachedOrder {
  slots: Int32Array;
  ranks: Int32Array;
  /** How many entries of the change log this order has taken in. */
  seen: number;
}

/** Past this many changed records since an order was built, sorting afresh is cheaper than merging them in. */
const MAX_CHANGES = 4096;

/**
 * Record orders (a sort replica plus the custom ranking), built once and reused: listing pages then walk a ready
 * order instead of sorting their matches on every query. A changed record (a stock or price update) is merged into
 * each order when it is next used, rather than sorting every record again on the next query.
 */
export class OrderCache {
  private readonly cache = new Map<string, CachedOrder>();
  /** Slots whose record was added, changed or removed since the orders were built, oldest first. */
  private changes: number[] = [];

  constructor(
    private readonly liveSlots: () => number[],
    private readonly column: (attribute: string) => Float64Array | undefined,
    private readonly isLive: (slot: number) => boolean,
  ) {}

  invalidate(): void {
    this.cache.clear();
    this.changes = [];
  }

  /** The record at `slot` changed (or left): every order takes it in when next used. */
  changed(slot: number): void {
    if (this.cache.size === 0) return;
    this.changes.push(slot);
    if (this.changes.length > MAX_CHANGES) this.invalidate();
  }

  slots(order: OrderSpec): Int32Array {
    return this.build(order).slots;
  }

  /** Position of every slot in the order (slots not live rank last). */
  ranks(order: OrderSpec): Int32Array {
    return this.build(order).ranks;
  }

  private build(order: OrderSpec): CachedOrder {
    const key = order.map(({ attribute, order: direction }) => `${attribute}:${direction}`).join('|');
    const cached = this.cache.get(key);
    if (cached && cached.seen === this.changes.length) return cached;
    const slots = cached
      ? this.merged(cached, order)
      : Int32Array.from(this.liveSlots().sort(this.comparator(order)));
    const built = { slots, ranks: ranksOf(slots), seen: this.changes.length };
    this.cache.set(key, built);
    // Once every order has taken the changes in, the log starts again.
    if ([...this.cache.values()].every((entry) => entry.seen === this.changes.length)) {
      for (const entry of this.cache.values()) entry.seen = 0;
      this.changes = [];
    }
    return built;
  }

  /** The cached order with its changed records taken out and put back where they now belong. */
  private merged(cached: CachedOrder, order: OrderSpec): Int32Array {
    const compare = this.comparator(order);
    const changed = [...new Set(this.changes.slice(cached.seen))];
    const moved = changed.filter(this.isLive).sort(compare);
    const { slots: before, ranks } = cached;
    const out = changed.filter((slot) => slot < ranks.length && ranks[slot]! < before.length);
    const skip = new Uint8Array(ranks.length);
    for (const slot of out) skip[slot] = 1;
    const slots = new Int32Array(before.length - out.length + moved.length);
    let at = 0;
    let next = 0;
    for (let i = 0; i < before.length; i++) {
      const slot = before[i]!;
      if (skip[slot] === 1) continue;
      while (next < moved.length && compare(moved[next]!, slot) < 0) slots[at++] = moved[next++]!;
      slots[at++] = slot;
    }
    while (next < moved.length) slots[at++] = moved[next++]!;
    return slots;
  }

  /** Attribute by attribute; a record without the attribute after every record with it; then by slot. */
  private comparator(order: OrderSpec): (a: number, b: number) => number {
    const columns = order.map(({ attribute, order: direction }) => ({
      values: this.column(attribute),
      sign: direction === 'asc' ? 1 : -1,
    }));
    return (a, b) => {
      for (const { values, sign } of columns) {
        if (!values) continue;
        const x = values[a]!;
        const y = values[b]!;
        // A record without the attribute sorts after every record with it, whatever the direction.
        if (x !== x || y !== y) {
          if (x !== x && y !== y) continue;
          return x !== x ? 1 : -1;
        }
        if (x !== y) return (x - y) * sign;
      }
      return a - b;
    };
  }
}

function ranksOf(slots: Int32Array): Int32Array {
  let max = 0;
  for (let i = 0; i < slots.length; i++) if (slots[i]! > max) max = slots[i]!;
  const ranks = new Int32Array(max + 1).fill(slots.length);
  for (let i = 0; i < slots.length; i++) ranks[slots[i]!] = i;
  return ranks;
}
