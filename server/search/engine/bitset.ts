/** A fixed-size set of record slots, 32 to a word: the engine's candidate sets, combined a word at a time. */
export class Bitset {
  readonly words: Uint32Array;

  constructor(readonly capacity: number) {
    this.words = new Uint32Array(Math.ceil(capacity / 32));
  }

  static full(capacity: number): Bitset {
    const set = new Bitset(capacity);
    set.words.fill(0xffffffff);
    const spare = set.words.length * 32 - capacity;
    if (spare > 0) set.words[set.words.length - 1] = 0xffffffff >>> spare;
    return set;
  }

  copy(): Bitset {
    const set = new Bitset(this.capacity);
    set.words.set(this.words);
    return set;
  }

  has(slot: number): boolean {
    return (this.words[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }

  add(slot: number): void {
    this.words[slot >>> 5]! |= 1 << (slot & 31);
  }

  delete(slot: number): void {
    this.words[slot >>> 5]! &= ~(1 << (slot & 31));
  }

  and(other: Bitset): this {
    const { words } = this;
    const theirs = other.words;
    for (let i = 0; i < words.length; i++) words[i]! &= theirs[i] ?? 0;
    return this;
  }

  or(other: Bitset): this {
    const { words } = this;
    const theirs = other.words;
    const length = Math.min(words.length, theirs.length);
    for (let i = 0; i < length; i++) words[i]! |= theirs[i]!;
    return this;
  }

  andNot(other: Bitset): this {
    const { words } = this;
    const theirs = other.words;
    for (let i = 0; i < theirs.length && i < words.length; i++) words[i]! &= ~theirs[i]!;
    return this;
  }

  /** Add the members of `base` that `excluded` lacks (a negated filter), without a set of its own. */
  orAndNot(base: Bitset, excluded: Bitset): this {
    const { words } = this;
    const length = Math.min(words.length, base.words.length, excluded.words.length);
    for (let i = 0; i < length; i++) words[i]! |= base.words[i]! & ~excluded.words[i]!;
    return this;
  }

  /** Keep only those of `slots` this set holds. */
  retainOnly(slots: readonly number[]): this {
    const kept = slots.filter((slot) => slot < this.capacity && this.has(slot));
    this.words.fill(0);
    for (const slot of kept) this.add(slot);
    return this;
  }

  count(): number {
    let total = 0;
    const { words } = this;
    // No test for empty words: in a set of one value in twenty, whether a word is empty is a coin toss, and a
    // mispredicted branch costs more than counting it.
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      total += BITS_IN[word & 0xffff]! + BITS_IN[word >>> 16]!;
    }
    return total;
  }

  /** How many slots both sets hold, without building the intersection. */
  countAnd(other: Bitset): number {
    let total = 0;
    const theirs = other.words;
    const { words } = this;
    const length = Math.min(words.length, theirs.length);
    for (let i = 0; i < length; i++) {
      const both = words[i]! & theirs[i]!;
      total += BITS_IN[both & 0xffff]! + BITS_IN[both >>> 16]!;
    }
    return total;
  }

  forEach(visit: (slot: number) => void): void {
    const { words } = this;
    for (let i = 0; i < words.length; i++) {
      let word = words[i]!;
      while (word !== 0) {
        const low = word & -word;
        visit((i << 5) + 31 - Math.clz32(low));
        word ^= low;
      }
    }
  }
}

/** Set bits of every 16-bit number: two lookups count a word, faster than arithmetic on typical sets. */
const BITS_IN = new Uint8Array(65536);
for (let i = 1; i < BITS_IN.length; i++) BITS_IN[i] = (i & 1) + BITS_IN[i >>> 1]!;

export function popcount(word: number): number {
  return BITS_IN[word & 0xffff]! + BITS_IN[word >>> 16]!;
}
