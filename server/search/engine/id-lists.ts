import type { Bitset } from './bitset.ts';

/**
 * A short list of ids per record slot, in the record's own order (a repeated id kept): the values a record has for
 * one facet attribute, or the words of its texts. Facets of a candidate set are counted by visiting its records
 * instead of intersecting every value's set with it, and a record leaving the index is taken out of exactly the sets
 * that hold it. Several ids of one record sit together in a shared pool (their count, then the ids), so the lists
 * cost two typed arrays, not an object per record.
 */
export class IdLists {
  /** Per slot: -1 for no value, the id of its one value, or `-2 - offset` of its values in `pool`. */
  private codes: Int32Array;
  private pool: Int32Array = new Int32Array(1024);
  private used = 0;
  /** Pool entries left behind by records that changed, reclaimed by compacting. */
  private garbage = 0;
  /** Records whose values repeat an id (one value twice, or two spellings of one value). */
  repeats = 0;
  /** Ids held over all slots: with the number of records, how many values a record has on average. */
  entries = 0;

  constructor(capacity: number) {
    this.codes = new Int32Array(capacity).fill(-1);
  }

  set(slot: number, ids: readonly number[]): void {
    this.clear(slot);
    if (ids.length === 0) return;
    this.entries += ids.length;
    if (ids.length === 1) {
      this.codes[slot] = ids[0]!;
      return;
    }
    this.reserve(ids.length + 1);
    const offset = this.used;
    this.pool[offset] = ids.length;
    for (let i = 0; i < ids.length; i++) this.pool[offset + 1 + i] = ids[i]!;
    this.used += ids.length + 1;
    this.codes[slot] = -2 - offset;
    if (hasRepeat(this.pool, offset)) this.repeats++;
  }

  clear(slot: number): void {
    const code = this.codes[slot]!;
    if (code >= 0) this.entries--;
    else if (code <= -2) {
      const offset = -2 - code;
      if (hasRepeat(this.pool, offset)) this.repeats--;
      this.entries -= this.pool[offset]!;
      this.garbage += this.pool[offset]! + 1;
    }
    this.codes[slot] = -1;
  }

  /** Call `visit` with each id of the slot, in order. */
  forEach(slot: number, visit: (id: number) => void): void {
    const code = this.codes[slot]!;
    if (code >= 0) visit(code);
    else if (code <= -2) {
      const offset = -2 - code;
      const end = offset + 1 + this.pool[offset]!;
      for (let at = offset + 1; at < end; at++) visit(this.pool[at]!);
    }
  }

  /** Call `visit` once with each different id of the slot (a repeated id only the first time). */
  forEachOnce(slot: number, visit: (id: number) => void): void {
    const code = this.codes[slot]!;
    if (code >= 0) visit(code);
    else if (code <= -2) {
      const { pool } = this;
      const offset = -2 - code;
      const end = offset + 1 + pool[offset]!;
      for (let at = offset + 1; at < end; at++) {
        let repeated = false;
        for (let before = offset + 1; before < at && !repeated; before++)
          repeated = pool[before] === pool[at];
        if (!repeated) visit(pool[at]!);
      }
    }
  }

  grow(capacity: number): void {
    const codes = new Int32Array(capacity).fill(-1);
    codes.set(this.codes);
    this.codes = codes;
  }

  /**
   * Add to `counts[id]` one per occurrence of each id among the candidates' values, visiting them in slot order; an
   * id counted for the first time is appended to `firstSeen`.
   */
  count(candidates: Bitset, counts: Int32Array, firstSeen: number[]): void {
    const { codes, pool } = this;
    const words = candidates.words;
    for (let i = 0; i < words.length; i++) {
      let word = words[i]!;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const code = codes[(i << 5) + 31 - Math.clz32(low)]!;
        if (code >= 0) {
          if (counts[code]!++ === 0) firstSeen.push(code);
        } else if (code <= -2) {
          const offset = -2 - code;
          const end = offset + 1 + pool[offset]!;
          for (let at = offset + 1; at < end; at++) {
            const id = pool[at]!;
            if (counts[id]!++ === 0) firstSeen.push(id);
          }
        }
      }
    }
  }

  /**
   * Count the slot's ids not marked with `stamp` yet, marking them: one record of a product adds only the values the
   * product's records counted before it lacked. Without `counts` the ids are only marked. An id counted for the first
   * time is appended to `firstSeen`.
   */
  countUnmarked(
    slot: number,
    marks: Int32Array,
    stamp: number,
    counts: Int32Array | null,
    firstSeen: number[],
  ): void {
    const code = this.codes[slot]!;
    if (code >= 0) {
      if (marks[code] === stamp) return;
      marks[code] = stamp;
      if (counts && counts[code]!++ === 0) firstSeen.push(code);
    } else if (code <= -2) {
      const { pool } = this;
      const offset = -2 - code;
      const end = offset + 1 + pool[offset]!;
      for (let at = offset + 1; at < end; at++) {
        const id = pool[at]!;
        if (marks[id] === stamp) continue;
        marks[id] = stamp;
        if (counts && counts[id]!++ === 0) firstSeen.push(id);
      }
    }
  }

  /**
   * Take one off `counts` for each of the slot's ids already marked with `stamp`, marking the others: a record that
   * repeats values the product's records counted before it takes those repeats back.
   */
  uncountMarked(slot: number, marks: Int32Array, stamp: number, counts: Int32Array): void {
    const code = this.codes[slot]!;
    if (code >= 0) {
      if (marks[code] === stamp) counts[code]!--;
      else marks[code] = stamp;
    } else if (code <= -2) {
      const { pool } = this;
      const offset = -2 - code;
      const end = offset + 1 + pool[offset]!;
      for (let at = offset + 1; at < end; at++) {
        const id = pool[at]!;
        if (marks[id] === stamp) counts[id]!--;
        else marks[id] = stamp;
      }
    }
  }

  /** The slot's ids, appended to `into` (a repeated id as often as it is held). */
  appendTo(slot: number, into: number[]): void {
    this.forEach(slot, (id) => into.push(id));
  }

  /**
   * Whether two slots hold the same ids, whatever their order. Lists of different lengths count as different even
   * when one repeats an id: a false "different" only costs a closer look, a false "same" would miscount.
   */
  sameIds(a: number, b: number): boolean {
    const first = this.codes[a]!;
    const second = this.codes[b]!;
    if (first > -2 || second > -2) return first === second;
    const left = -2 - first;
    const right = -2 - second;
    return this.pool[left] === this.pool[right] && this.holdsAll(left, right) && this.holdsAll(right, left);
  }

  /** Whether every id of the list at `offset` is in the list at `other` (both in the pool, length first). */
  private holdsAll(offset: number, other: number): boolean {
    const { pool } = this;
    const end = offset + 1 + pool[offset]!;
    const otherEnd = other + 1 + pool[other]!;
    for (let at = offset + 1; at < end; at++) {
      let found = false;
      for (let j = other + 1; j < otherEnd && !found; j++) found = pool[j] === pool[at];
      if (!found) return false;
    }
    return true;
  }

  /** Room for `size` more pool entries: the live entries move to a new pool with as much room again to spare. */
  private reserve(size: number): void {
    if (this.used + size <= this.pool.length) return;
    const live = this.used - this.garbage;
    this.compactInto(new Int32Array(Math.max(this.pool.length, (live + size) * 2)));
  }

  private compactInto(pool: Int32Array): void {
    const { codes } = this;
    let used = 0;
    for (let slot = 0; slot < codes.length; slot++) {
      const code = codes[slot]!;
      if (code > -2) continue;
      const offset = -2 - code;
      const length = this.pool[offset]! + 1;
      pool.set(this.pool.subarray(offset, offset + length), used);
      codes[slot] = -2 - used;
      used += length;
    }
    this.pool = pool;
    this.used = used;
    this.garbage = 0;
  }
}

/** Whether the ids stored at `offset` (length first) repeat one. */
function hasRepeat(pool: Int32Array, offset: number): boolean {
  const end = offset + 1 + pool[offset]!;
  for (let i = offset + 2; i < end; i++)
    for (let j = offset + 1; j < i; j++) if (pool[i] === pool[j]) return true;
  return false;
}
