import { Bitset } from './bitset.ts';

const BUCKETS = 32;
const NONE = 255;

/**
 * One number column cut into value ranges of about equal size, each with the set of its records: a range filter over
 * many candidates joins the sets of the ranges it covers and tests the numbers of only the (at most two) ranges it
 * cuts, instead of testing every candidate. Built the first time a filter needs it, then kept in step with the
 * column; the cuts stay where they were set, so a changed catalogue only makes ranges uneven, never answers wrong.
 */
export class NumberBuckets {
  /** Bucket `b` holds values in `[cuts[b - 1], cuts[b])`; the first starts at -Infinity, the last ends at +Infinity. */
  private readonly cuts: Float64Array;
  private readonly sets: Bitset[];
  private bucketOf: Uint8Array;

  constructor(
    private readonly column: () => Float64Array,
    live: Bitset,
    private capacity: number,
  ) {
    const values = this.column();
    const present: number[] = [];
    live.forEach((slot) => {
      const value = values[slot]!;
      if (value === value) present.push(value);
    });
    const sorted = Float64Array.from(present).sort();
    const cuts: number[] = [];
    for (let b = 1; b < BUCKETS; b++) {
      const cut = sorted[Math.floor((b * sorted.length) / BUCKETS)];
      if (cut !== undefined && cut > (cuts[cuts.length - 1] ?? -Infinity) && cut > sorted[0]!) cuts.push(cut);
    }
    this.cuts = Float64Array.from(cuts);
    this.sets = Array.from({ length: cuts.length + 1 }, () => new Bitset(capacity));
    this.bucketOf = new Uint8Array(capacity).fill(NONE);
    live.forEach((slot) => this.set(slot, values[slot]!));
  }

  /** The record at `slot` now has `value` (NaN: none). */
  set(slot: number, value: number): void {
    const old = this.bucketOf[slot]!;
    if (old !== NONE) this.sets[old]!.delete(slot);
    if (value !== value) {
      this.bucketOf[slot] = NONE;
      return;
    }
    const bucket = this.bucket(value);
    this.sets[bucket]!.add(slot);
    this.bucketOf[slot] = bucket;
  }

  grow(capacity: number): void {
    for (let b = 0; b < this.sets.length; b++) {
      const bigger = new Bitset(capacity);
      bigger.words.set(this.sets[b]!.words);
      this.sets[b] = bigger;
    }
    const bucketOf = new Uint8Array(capacity).fill(NONE);
    bucketOf.set(this.bucketOf);
    this.bucketOf = bucketOf;
    this.capacity = capacity;
  }

  /**
   * Keep in `candidates` the records whose value lies between `lower` and `upper` (each bound open or closed), using
   * `into` (an empty set) for the ones that do.
   */
  keepBetween(
    candidates: Bitset,
    into: Bitset,
    lower: number,
    upper: number,
    lowerOpen: boolean,
    upperOpen: boolean,
  ): void {
    const values = this.column();
    const { cuts } = this;
    for (let b = 0; b < this.sets.length; b++) {
      const from = b === 0 ? -Infinity : cuts[b - 1]!;
      const to = b === cuts.length ? Infinity : cuts[b]!;
      // Values here lie in [from, to), or [from, +Infinity] for the last bucket.
      const last = b === cuts.length;
      if (from > upper || (from === upper && upperOpen) || to < lower || (!last && to === lower)) continue;
      const above = lowerOpen ? from > lower : from >= lower;
      const below = last ? upper === Infinity && !upperOpen : to <= upper;
      if (above && below) {
        into.or(this.sets[b]!);
        continue;
      }
      const words = this.sets[b]!.words;
      const theirs = candidates.words;
      for (let i = 0; i < words.length; i++) {
        let word = words[i]! & theirs[i]!;
        while (word !== 0) {
          const low = word & -word;
          word ^= low;
          const slot = (i << 5) + 31 - Math.clz32(low);
          const value = values[slot]!;
          if ((lowerOpen ? value > lower : value >= lower) && (upperOpen ? value < upper : value <= upper))
            into.add(slot);
        }
      }
    }
    candidates.and(into);
  }

  private bucket(value: number): number {
    const { cuts } = this;
    let low = 0;
    let high = cuts.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (cuts[mid]! <= value) low = mid + 1;
      else high = mid;
    }
    return low;
  }
}
