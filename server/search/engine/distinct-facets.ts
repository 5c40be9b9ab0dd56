import { Bitset } from './bitset.ts';
import type { IdLists } from './id-lists.ts';

/** A flag per distinct key, and how many are set. */
interface KeyFlags {
  flags: Uint8Array<ArrayBuffer>;
  count: number;
}

/**
 * How a facet's values spread over the records of the keys that have several: keys whose records do not all hold
 * the same values (`differ`), and keys where two records share a value (`overlap`). Brand: none differs; colour:
 * none overlaps; sizes: most overlap and some differ (a colour sold out in one size).
 */
export interface FacetSpread {
  differ: KeyFlags | undefined;
  overlap: KeyFlags | undefined;
}

/**
 * The records of each distinct key (product), for counting facets after distinct:
 *
 * - one canonical record per key (its first record), kept as a set, so that a search's products are mostly its
 *   candidates that are canonical, found a word at a time, and counting them can start from the canonical records'
 *   own per-value totals (which the engine keeps through `onCanonical`) when most products match;
 * - how each facet's values spread over the records of each key (`FacetSpread`): a facet whose keys all agree
 *   counts through one record per key, one whose keys never share a value counts through every record, and only the
 *   keys that break the rule need each record looked at. Kept lazily: a change marks its key, and marked keys are
 *   looked at again before the next count that needs them.
 */
export class DistinctKeys {
  canonical: Bitset;
  /** The canonical slot of each key, -1 for a key with no record left. */
  canonicalOf = new Int32Array(1024).fill(-1);
  /** Keys with at least one record. */
  liveKeys = 0;
  private readonly slots: number[][] = [];
  private readonly dirty = new Set<number>();
  private readonly spread = new Map<string, { differ: KeyFlags; overlap: KeyFlags }>();
  /** Keys flagged for at least one attribute, so a key that holds one record again clears its flags cheaply. */
  private anyFlag: Uint8Array<ArrayBuffer> = new Uint8Array(1024);

  constructor(
    capacity: number,
    /** A slot became (or stopped being) its key's canonical record; its values are indexed at the time. */
    private readonly onCanonical: (slot: number, canonical: boolean) => void,
  ) {
    this.canonical = new Bitset(capacity);
  }

  /** A record joined the key, its values already indexed. */
  join(key: number, slot: number): void {
    const list = (this.slots[key] ??= []);
    list.push(slot);
    if (list.length === 1) {
      if (key >= this.canonicalOf.length) {
        const bigger = new Int32Array(Math.max(this.canonicalOf.length * 2, key + 1)).fill(-1);
        bigger.set(this.canonicalOf);
        this.canonicalOf = bigger;
      }
      this.liveKeys++;
      this.makeCanonical(key, slot);
    }
    this.dirty.add(key);
  }

  /** A record is leaving the key (removed, changed or moved to another key), its values still indexed. */
  leave(key: number, slot: number): void {
    const list = this.slots[key];
    const at = list ? list.indexOf(slot) : -1;
    if (at < 0) return;
    list!.splice(at, 1);
    if (this.canonicalOf[key] === slot) {
      this.canonical.delete(slot);
      this.onCanonical(slot, false);
      if (list!.length > 0) this.makeCanonical(key, list![0]!);
      else {
        this.canonicalOf[key] = -1;
        this.liveKeys--;
      }
    }
    this.dirty.add(key);
  }

  /** The engine's capacity grew. */
  grow(capacity: number): void {
    const canonical = new Bitset(capacity);
    canonical.words.set(this.canonical.words);
    this.canonical = canonical;
  }

  /** How `attribute` spreads over the keys, once the changed keys are looked at again. */
  spreadOf(attribute: string, facets: ReadonlyMap<string, { readonly ids: IdLists }>): FacetSpread {
    if (this.dirty.size > 0) this.refresh(facets);
    const spread = this.spread.get(attribute);
    const some = (flags: KeyFlags | undefined) => (flags && flags.count > 0 ? flags : undefined);
    return { differ: some(spread?.differ), overlap: some(spread?.overlap) };
  }

  private makeCanonical(key: number, slot: number): void {
    this.canonicalOf[key] = slot;
    this.canonical.add(slot);
    this.onCanonical(slot, true);
  }

  private refresh(facets: ReadonlyMap<string, { readonly ids: IdLists }>): void {
    const held: number[] = [];
    for (const key of this.dirty) {
      const slots = this.slots[key] ?? [];
      if (slots.length < 2 && !this.anyFlag[key]) continue;
      let any = 0;
      for (const [attribute, { ids }] of facets) {
        let differ = false;
        let overlap = false;
        if (slots.length > 1) {
          differ = slots.some((slot) => !ids.sameIds(slots[0]!, slot));
          held.length = 0;
          for (const slot of slots) ids.appendTo(slot, held);
          overlap = new Set(held).size < held.length;
        }
        const spread = this.spreadFor(attribute, differ || overlap);
        if (spread) {
          set(spread.differ, key, differ);
          set(spread.overlap, key, overlap);
        }
        if (differ || overlap) any = 1;
      }
      this.anyFlag = fit(this.anyFlag, key);
      this.anyFlag[key] = any;
    }
    this.dirty.clear();
  }

  /** The attribute's flags, made when first needed. */
  private spreadFor(attribute: string, needed: boolean) {
    let spread = this.spread.get(attribute);
    if (!spread && needed) {
      const empty = () => ({ flags: new Uint8Array(1024), count: 0 });
      this.spread.set(attribute, (spread = { differ: empty(), overlap: empty() }));
    }
    return spread;
  }
}

/** Set or clear one key's flag, keeping the count. */
function set(flags: KeyFlags, key: number, on: boolean): void {
  flags.flags = fit(flags.flags, key);
  if ((flags.flags[key] === 1) === on) return;
  flags.flags[key] = on ? 1 : 0;
  flags.count += on ? 1 : -1;
}

/** `flags`, or a copy with room for `index` (doubling). */
function fit(flags: Uint8Array<ArrayBuffer>, index: number): Uint8Array<ArrayBuffer> {
  if (index < flags.length) return flags;
  const bigger = new Uint8Array(Math.max(flags.length * 2, index + 1));
  bigger.set(flags);
  return bigger;
}

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
