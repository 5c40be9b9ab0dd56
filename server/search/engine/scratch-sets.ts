import { Bitset } from './bitset.ts';

/**
 * Sets of the index's current capacity lent to a search and taken back when it ends, so searches allocate none. The
 * filters, facet counting and ordering all borrow from the one pool, which is why it sits apart from each of them.
 */
export class ScratchSets {
  private spares: Bitset[] = [];
  private readonly lent: Bitset[] = [];

  constructor(private capacity: number) {}

  /** How many sets are kept between searches: as many as one search held at once. */
  get spareCount(): number {
    return this.spares.length;
  }

  /** The index grew: sets of the old size are no use any more. */
  fit(capacity: number): void {
    if (capacity === this.capacity) return;
    this.capacity = capacity;
    this.spares = [];
  }

  /** An empty set of the current capacity, for the running search only. */
  borrow(): Bitset {
    const set = this.spares.pop();
    if (set) set.words.fill(0);
    const lent = set ?? new Bitset(this.capacity);
    this.lent.push(lent);
    return lent;
  }

  /** A set holding the same records as `source`, for the running search only. */
  copyOf(source: Bitset): Bitset {
    const set = this.spares.pop() ?? new Bitset(this.capacity);
    set.words.set(source.words);
    this.lent.push(set);
    return set;
  }

  /** How many sets are out, to give back with `giveBackSince` those lent after this point. */
  lentCount(): number {
    return this.lent.length;
  }

  /** Take back the sets lent since `lentCount()` returned `mark`. */
  giveBackSince(mark: number): void {
    while (this.lent.length > mark) this.spares.push(this.lent.pop()!);
  }

  /** The search ended: every set lent is spare again. */
  giveBackAll(): void {
    for (const set of this.lent) this.spares.push(set);
    this.lent.length = 0;
  }
}
