import { Bitset } from './bitset.ts';
import type { IdLists } from './id-lists.ts';

/** Per facet attribute, a flag per distinct key: its records do not all hold the same values of the attribute. */
interface MixedKeys {
  flags: Uint8Array<ArrayBuffer>;
  count: number;
}

/**
 * The records of each distinct key (product), for counting facets after distinct:
 *
 * - one canonical record per key (its first record), kept as a set, so that a search's products are mostly its
 *   candidates that are canonical, found a word at a time, and counting them can start from the canonical records'
 *   own per-value totals (which the engine keeps through `onCanonical`) when most products match;
 * - which keys have records that disagree on a facet (colours: always; sizes: when one colour sells sizes another
 *   does not; brand: never). A key that agrees counts through any one of its records; only keys that disagree need
 *   each record looked at. Kept lazily: a change marks its key, and marked keys are looked at again before the next
 *   count that needs them.
 */
export class DistinctKeys {
  canonical: Bitset;
  /** The canonical slot of each key, -1 for a key with no record left. */
  canonicalOf = new Int32Array(1024).fill(-1);
  /** Keys with at least one record. */
  liveKeys = 0;
  private readonly slots: number[][] = [];
  private readonly dirty = new Set<number>();
  private readonly mixed = new Map<string, MixedKeys>();
  /** Keys flagged for at least one attribute, so a key that holds one record again clears its flags cheaply. */
  private anyMixed: Uint8Array<ArrayBuffer> = new Uint8Array(1024);

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

  /** The keys that disagree on `attribute`, once the changed keys are looked at again; undefined when none does. */
  mixedFor(
    attribute: string,
    facets: ReadonlyMap<string, { readonly ids: IdLists }>,
  ): Uint8Array | undefined {
    if (this.dirty.size > 0) this.refresh(facets);
    const mixed = this.mixed.get(attribute);
    return mixed && mixed.count > 0 ? mixed.flags : undefined;
  }

  private makeCanonical(key: number, slot: number): void {
    this.canonicalOf[key] = slot;
    this.canonical.add(slot);
    this.onCanonical(slot, true);
  }

  private refresh(facets: ReadonlyMap<string, { readonly ids: IdLists }>): void {
    for (const key of this.dirty) {
      const slots = this.slots[key] ?? [];
      if (slots.length < 2 && !this.anyMixed[key]) continue;
      let any = 0;
      for (const [attribute, { ids }] of facets) {
        const disagree = slots.length > 1 && slots.some((slot) => !ids.sameIds(slots[0]!, slot));
        this.flag(attribute, key, disagree);
        if (disagree) any = 1;
      }
      this.anyMixed = fit(this.anyMixed, key);
      this.anyMixed[key] = any;
    }
    this.dirty.clear();
  }

  private flag(attribute: string, key: number, disagree: boolean): void {
    let mixed = this.mixed.get(attribute);
    if (!mixed) {
      if (!disagree) return;
      this.mixed.set(attribute, (mixed = { flags: new Uint8Array(1024), count: 0 }));
    }
    mixed.flags = fit(mixed.flags, key);
    const was = mixed.flags[key] === 1;
    if (was === disagree) return;
    mixed.flags[key] = disagree ? 1 : 0;
    mixed.count += disagree ? 1 : -1;
  }
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
    mixed: Uint8Array,
    counts: Int32Array,
    firstSeen: number[],
  ): void {
    if (this.valueMarks.length < counts.length) this.valueMarks = new Int32Array(counts.length * 2);
    const marks = this.valueMarks;
    marks.fill(-1, 0, counts.length);
    const { keys, representativeOf, head, next } = groups;
    for (let g = 0; g < keys.length; g++) {
      const key = keys[g]!;
      if (mixed[key] !== 1) continue;
      ids.countUnmarked(representativeOf[key]!, marks, g, null, firstSeen);
      for (let slot = head[key]!; slot !== -1; slot = next[slot]!)
        ids.countUnmarked(slot, marks, g, counts, firstSeen);
    }
  }
}
