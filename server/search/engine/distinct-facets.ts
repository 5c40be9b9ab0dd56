import type { Bitset } from './bitset.ts';
import type { IdLists } from './id-lists.ts';

/** Per facet attribute, a flag per distinct key: its records do not all hold the same values of the attribute. */
interface MixedKeys {
  flags: Uint8Array<ArrayBuffer>;
  count: number;
}

/**
 * Which distinct keys (products) have records that disagree on a facet (colours: always; sizes: when one colour
 * sells sizes another does not; brand: never). Counting facets after distinct, a key that agrees counts through
 * any one of its records; only keys that disagree need each record looked at. Kept up to date lazily: a change
 * marks its key, and the marked keys are looked at again before the next count that needs them.
 */
export class DistinctKeys {
  private readonly slots: number[][] = [];
  private readonly dirty = new Set<number>();
  private readonly mixed = new Map<string, MixedKeys>();
  /** Keys flagged for at least one attribute, so a key that holds one record again clears its flags cheaply. */
  private anyMixed: Uint8Array<ArrayBuffer> = new Uint8Array(1024);

  /** A record joined the key (new, or moved from another key). */
  add(key: number, slot: number): void {
    (this.slots[key] ??= []).push(slot);
    this.dirty.add(key);
  }

  /** A record left the key (removed, or moved to another key). */
  delete(key: number, slot: number): void {
    const list = this.slots[key];
    const at = list ? list.indexOf(slot) : -1;
    if (at >= 0) list!.splice(at, 1);
    this.dirty.add(key);
  }

  /** A record of the key changed its values. */
  changed(key: number): void {
    this.dirty.add(key);
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
 * The candidates of a search grouped by distinct key: one representative per key (its first candidate in slot
 * order), and for each key with more candidates the others, chained from `head[key]` through `next[slot]`.
 */
export interface DistinctGroups {
  representatives: Bitset;
  count: number;
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

  /** Group `candidates` (a set of `capacity` slots) by their keys in `distinctOf`; `keyCount` keys exist. */
  group(
    candidates: Bitset,
    representatives: Bitset,
    distinctOf: Int32Array,
    keyCount: number,
    capacity: number,
  ): DistinctGroups {
    if (this.marks.length < keyCount) {
      const size = Math.max(1024, keyCount * 2);
      this.marks = new Uint32Array(size);
      this.representativeOf = new Int32Array(size);
      this.head = new Int32Array(size);
      this.stamp = 0;
    }
    if (this.next.length < capacity) this.next = new Int32Array(capacity);
    if (++this.stamp > 0xffffffff) {
      this.marks.fill(0);
      this.stamp = 1;
    }
    const { marks, stamp, representativeOf, head, next } = this;
    const keys: number[] = [];
    let count = 0;
    const words = candidates.words;
    for (let i = 0; i < words.length; i++) {
      let word = words[i]!;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const slot = (i << 5) + 31 - Math.clz32(low);
        const key = distinctOf[slot]!;
        if (marks[key] !== stamp) {
          marks[key] = stamp;
          representativeOf[key] = slot;
          head[key] = -1;
          representatives.add(slot);
          count++;
        } else {
          if (head[key] === -1) keys.push(key);
          next[slot] = head[key]!;
          head[key] = slot;
        }
      }
    }
    return { representatives, count, keys, representativeOf, head, next };
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
