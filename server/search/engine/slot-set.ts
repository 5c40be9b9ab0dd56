import { Bitset } from './bitset.ts';

/** Past this many slots a posting list becomes a bitset: sparse values stay small, common ones stay fast. */
const DENSE_AT = 256;

/**
 * The records holding one facet value or one word: a sorted list while rare, a bitset once common. Both change in
 * place, so a price or stock update touches a handful of sets instead of rebuilding the index.
 */
export class SlotSet {
  private sparse: number[] | null = [];
  private dense: Bitset | null = null;
  size = 0;

  add(slot: number, capacity: number): void {
    if (this.dense) {
      if (!this.dense.has(slot)) this.size++;
      this.dense.add(slot);
      return;
    }
    const list = this.sparse!;
    const at = lowerBound(list, slot);
    if (list[at] === slot) return;
    list.splice(at, 0, slot);
    this.size++;
    if (list.length > DENSE_AT) {
      this.dense = new Bitset(capacity);
      for (const each of list) this.dense.add(each);
      this.sparse = null;
    }
  }

  delete(slot: number): void {
    if (this.dense) {
      if (this.dense.has(slot)) this.size--;
      this.dense.delete(slot);
      return;
    }
    const list = this.sparse!;
    const at = lowerBound(list, slot);
    if (list[at] !== slot) return;
    list.splice(at, 1);
    this.size--;
  }

  /** The index grew: a dense set needs room for the new slots. */
  grow(capacity: number): void {
    if (!this.dense) return;
    const bigger = new Bitset(capacity);
    bigger.words.set(this.dense.words);
    this.dense = bigger;
  }

  has(slot: number): boolean {
    if (this.dense) return this.dense.has(slot);
    const list = this.sparse!;
    return list[lowerBound(list, slot)] === slot;
  }

  /** Add this set's slots into `target`. */
  addTo(target: Bitset): void {
    if (this.dense) target.or(this.dense);
    else for (const slot of this.sparse!) target.add(slot);
  }

  /** Keep in `candidates` only this set's slots. */
  intersect(candidates: Bitset): void {
    if (this.dense) candidates.and(this.dense);
    else candidates.retainOnly(this.sparse!);
  }

  /** How many of this set's slots are in `candidates`. */
  countIn(candidates: Bitset): number {
    if (this.dense) return this.dense.countAnd(candidates);
    let total = 0;
    for (const slot of this.sparse!) if (candidates.has(slot)) total++;
    return total;
  }
}

function lowerBound(list: number[], value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
