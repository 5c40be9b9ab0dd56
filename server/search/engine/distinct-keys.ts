import { Bitset } from './bitset.ts';
import type { IdLists } from './id-lists.ts';

/*
 * What the index keeps about distinct keys (products) between searches, so that counting facets after distinct
 * costs little; the per-search grouping of candidates by key is `distinct-scratch.ts`.
 */

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
