import type { OrderSpec } from './engine-types.ts';

/**
 * Record orders (a sort replica plus the custom ranking), built once and reused until a record changes: listing
 * pages then walk a ready order instead of sorting their matches on every query.
 */
export class OrderCache {
  private readonly cache = new Map<string, { slots: Int32Array; ranks: Int32Array }>();

  constructor(
    private readonly liveSlots: () => number[],
    private readonly column: (attribute: string) => Float64Array | undefined,
  ) {}

  invalidate(): void {
    this.cache.clear();
  }

  slots(order: OrderSpec): Int32Array {
    return this.build(order).slots;
  }

  /** Position of every slot in the order (slots not live rank last). */
  ranks(order: OrderSpec): Int32Array {
    return this.build(order).ranks;
  }

  private build(order: OrderSpec) {
    const key = order.map(({ attribute, order: direction }) => `${attribute}:${direction}`).join('|');
    const cached = this.cache.get(key);
    if (cached) return cached;
    const slots = this.liveSlots();
    const columns = order.map(({ attribute, order: direction }) => ({
      values: this.column(attribute),
      sign: direction === 'asc' ? 1 : -1,
    }));
    slots.sort((a, b) => {
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
    });
    const ranks = new Int32Array(slots.reduce((max, slot) => Math.max(max, slot), 0) + 1).fill(slots.length);
    slots.forEach((slot, position) => (ranks[slot] = position));
    const built = { slots: Int32Array.from(slots), ranks };
    this.cache.set(key, built);
    return built;
  }
}
