import type { Bitset } from './bitset.ts';
import type { DistinctKeys } from './distinct-keys.ts';
import type { IdLists } from './id-lists.ts';

/*
 * One search's candidates grouped by distinct key (product), and the corrections that turn facet counts over records
 * or over one representative per key into counts per key. Built on what `DistinctKeys` keeps between searches.
 */

/**
 * A search's candidates grouped by distinct key. Each key has one representative: its canonical record when that is
 * a candidate (those are `canonical`), else its first other candidate in slot order (those are `extra`). For each key
 * with more candidates, the others are chained from `head[key]` through `next[slot]`.
 */
export interface DistinctGroups {
  canonical: Bitset;
  canonicalCount: number;
  extra: Bitset;
  extraCount: number;
  /** Keys with more than one candidate, in order of first sight. */
  keys: number[];
  representativeOf: Int32Array;
  head: Int32Array;
  next: Int32Array;
}

/** Typed arrays reused from one search to the next, so grouping allocates only when the index grows. */
export class DistinctScratch {
  private marks = new Uint32Array(0);
  private stamp = 0;
  private representativeOf = new Int32Array(0);
  private head = new Int32Array(0);
  private next = new Int32Array(0);
  private valueMarks = new Int32Array(0);

  /**
   * Group `candidates` by their keys in `distinctOf`, given empty sets for the two kinds of representative. Only
   * the candidates that are not canonical are visited one by one.
   */
  group(
    candidates: Bitset,
    keys: DistinctKeys,
    distinctOf: Int32Array,
    sets: { canonical: Bitset; extra: Bitset },
  ): DistinctGroups {
    const keyCount = keys.canonicalOf.length;
    if (this.marks.length < keyCount) {
      this.marks = new Uint32Array(keyCount);
      this.representativeOf = new Int32Array(keyCount);
      this.head = new Int32Array(keyCount);
      this.stamp = 0;
    }
    if (this.next.length < candidates.capacity) this.next = new Int32Array(candidates.capacity);
    if (++this.stamp > 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 1;
    }
    const { marks, stamp, representativeOf, head, next } = this;
    const { canonicalOf } = keys;
    const canonical = sets.canonical;
    canonical.words.set(candidates.words);
    canonical.and(keys.canonical);
    const chained: number[] = [];
    let extraCount = 0;
    const words = candidates.words;
    const canonicalWords = keys.canonical.words;
    for (let i = 0; i < words.length; i++) {
      let word = words[i]! & ~canonicalWords[i]!;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const slot = (i << 5) + 31 - Math.clz32(low);
        const key = distinctOf[slot]!;
        if (marks[key] !== stamp) {
          marks[key] = stamp;
          const first = canonicalOf[key]!;
          if (candidates.has(first)) {
            representativeOf[key] = first;
            next[slot] = -1;
            head[key] = slot;
            chained.push(key);
          } else {
            representativeOf[key] = slot;
            head[key] = -1;
            sets.extra.add(slot);
            extraCount++;
          }
        } else {
          if (head[key] === -1) chained.push(key);
          next[slot] = head[key]!;
          head[key] = slot;
        }
      }
    }
    return {
      canonical,
      canonicalCount: canonical.count(),
      extra: sets.extra,
      extraCount,
      keys: chained,
      representativeOf,
      head,
      next,
    };
  }

  /**
   * Add to `counts` what the representatives' counts missed: for each key that disagrees on the facet, the values
   * its other candidates hold and none of its records counted before. Ids counted for the first time go to
   * `firstSeen`.
   */
  addOthers(
    groups: DistinctGroups,
    ids: IdLists,
    differ: Uint8Array,
    counts: Int32Array,
    firstSeen: number[],
  ): void {
    const marks = this.marksFor(counts.length);
    const { keys, representativeOf, head, next } = groups;
    for (let g = 0; g < keys.length; g++) {
      const key = keys[g]!;
      if (differ[key] !== 1) continue;
      ids.countUnmarked(representativeOf[key]!, marks, g, null, firstSeen);
      for (let slot = head[key]!; slot !== -1; slot = next[slot]!)
        ids.countUnmarked(slot, marks, g, counts, firstSeen);
    }
  }

  /**
   * Take from counts made over every candidate what keys whose records share values counted twice: for each such
   * key, each value once more than once.
   */
  takeRepeats(groups: DistinctGroups, ids: IdLists, overlap: Uint8Array, counts: Int32Array): void {
    const marks = this.marksFor(counts.length);
    const { keys, representativeOf, head, next } = groups;
    for (let g = 0; g < keys.length; g++) {
      const key = keys[g]!;
      if (overlap[key] !== 1) continue;
      ids.uncountMarked(representativeOf[key]!, marks, g, counts);
      for (let slot = head[key]!; slot !== -1; slot = next[slot]!) ids.uncountMarked(slot, marks, g, counts);
    }
  }

  /** Marks for `length` values, all clear. */
  private marksFor(length: number): Int32Array {
    if (this.valueMarks.length < length) this.valueMarks = new Int32Array(length * 2);
    this.valueMarks.fill(-1, 0, length);
    return this.valueMarks;
  }
}
