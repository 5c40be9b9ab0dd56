import { Bitset } from './bitset.ts';
import { DistinctKeys } from './distinct-keys.ts';
import type { EngineDocument } from './engine-types.ts';
import { IdLists } from './id-lists.ts';
import { NumberBuckets } from './number-buckets.ts';
import { OrderCache } from './ordering.ts';
import { SlotSet } from './slot-set.ts';
import { TextIndex } from './text-index.ts';

export interface FacetValue {
  /** Position in its attribute's `values`, in order of first indexing. */
  id: number;
  label: string;
  set: SlotSet;
  /** How many canonical records (one per distinct key) hold the value. */
  canonical: number;
}

/** One facet attribute: its values by key and by id, and each record's value ids. */
export interface FacetAttribute {
  byKey: Map<string, FacetValue>;
  values: FacetValue[];
  ids: IdLists;
}

/** Facet values match ignoring case, except tags and object ids, which Algolia compares exactly. */
const CASE_SENSITIVE = new Set(['_tags', 'objectID']);
const facetKey = (attribute: string, value: string) =>
  CASE_SENSITIVE.has(attribute) ? value : value.toLowerCase();

/**
 * The stored side of the search engine: records in slots, facet values and words as slot sets, numbers as columns,
 * distinct keys and cached orders, all kept in step as records come, change and go. Searching only reads it (bar the
 * value ranges a range filter builds on first use), so its fields are open to the engine's search side; only this
 * class writes them.
 *
 * Of a document only the record and its id are kept: its facet values and words are held as id lists per slot and
 * its numbers in the columns, which is all a search or a later change needs.
 */
export class EngineIndex<T> {
  capacity = 1024;
  readonly records: (T | undefined)[] = [];
  readonly idOf: (string | undefined)[] = [];
  readonly slotById = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  live = new Bitset(this.capacity);
  distinctOf = new Int32Array(this.capacity);
  readonly distinctIds = new Map<string, number>();
  readonly facets = new Map<string, FacetAttribute>();
  readonly numbers = new Map<string, Float64Array>();
  /** Number columns cut into value ranges, built for the attributes range filters need them for. */
  private readonly buckets = new Map<string, NumberBuckets>();
  readonly text = new TextIndex(this.capacity);
  /** Each key's records, its canonical one and the facets they disagree on, for counting facets after distinct. */
  readonly keys = new DistinctKeys(this.capacity, (slot, canonical) =>
    this.countCanonical(slot, canonical ? 1 : -1),
  );
  readonly orders = new OrderCache(
    () => this.slotsLive(),
    (attribute) => this.numbers.get(attribute),
    (slot) => this.live.has(slot),
  );

  get size(): number {
    return this.slotById.size;
  }

  upsert(doc: EngineDocument<T>): void {
    const existing = this.slotById.get(doc.id);
    if (existing !== undefined) {
      this.keys.leave(this.distinctOf[existing]!, existing);
      this.unindex(existing);
    }
    const slot = existing ?? this.freeSlots.pop() ?? this.records.length;
    if (slot >= this.capacity) this.grow(Math.max(this.capacity * 2, slot + 1));
    this.records[slot] = doc.record;
    this.idOf[slot] = doc.id;
    this.slotById.set(doc.id, slot);
    this.live.add(slot);
    let distinct = this.distinctIds.get(doc.distinctKey);
    if (distinct === undefined) this.distinctIds.set(doc.distinctKey, (distinct = this.distinctIds.size));
    this.distinctOf[slot] = distinct;
    for (const attribute of Object.keys(doc.facets)) {
      const values = doc.facets[attribute]!;
      let facet = this.facets.get(attribute);
      if (!facet)
        this.facets.set(
          attribute,
          (facet = { byKey: new Map(), values: [], ids: new IdLists(this.capacity) }),
        );
      const ids: number[] = [];
      for (const value of values) {
        const entry = this.entryFor(facet, attribute, value);
        entry.set.add(slot, this.capacity);
        ids.push(entry.id);
      }
      facet.ids.set(slot, ids);
    }
    for (const attribute of Object.keys(doc.numbers)) {
      const value = doc.numbers[attribute]!;
      this.column(attribute)[slot] = value;
      this.buckets.get(attribute)?.set(slot, value);
    }
    this.text.add(slot, doc.searchable, this.capacity);
    this.orders.changed(slot);
    this.keys.join(distinct, slot);
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.keys.leave(this.distinctOf[slot]!, slot);
    this.unindex(slot);
    this.slotById.delete(id);
    this.records[slot] = undefined;
    this.idOf[slot] = undefined;
    this.freeSlots.push(slot);
    this.orders.changed(slot);
  }

  /** A facet value's entry, if any record was indexed with it. */
  entry(attribute: string, value: string): FacetValue | undefined {
    return this.facets.get(attribute)?.byKey.get(facetKey(attribute, value));
  }

  /** The attribute's number column cut into value ranges, built the first time a range filter needs it. */
  bucketsFor(attribute: string): NumberBuckets {
    let buckets = this.buckets.get(attribute);
    if (!buckets) {
      buckets = new NumberBuckets(() => this.numbers.get(attribute)!, this.live, this.capacity);
      this.buckets.set(attribute, buckets);
    }
    return buckets;
  }

  private unindex(slot: number): void {
    this.live.delete(slot);
    for (const { values, ids } of this.facets.values()) {
      ids.forEach(slot, (id) => values[id]!.set.delete(slot));
      ids.clear(slot);
    }
    for (const column of this.numbers.values()) column[slot] = NaN;
    for (const buckets of this.buckets.values()) buckets.set(slot, NaN);
    this.text.remove(slot);
  }

  private grow(capacity: number): void {
    const live = new Bitset(capacity);
    live.words.set(this.live.words);
    this.live = live;
    const distinct = new Int32Array(capacity);
    distinct.set(this.distinctOf);
    this.distinctOf = distinct;
    for (const [attribute, column] of this.numbers) {
      const bigger = new Float64Array(capacity).fill(NaN);
      bigger.set(column);
      this.numbers.set(attribute, bigger);
    }
    for (const facet of this.facets.values()) {
      for (const entry of facet.values) entry.set.grow(capacity);
      facet.ids.grow(capacity);
    }
    for (const buckets of this.buckets.values()) buckets.grow(capacity);
    this.text.grow(capacity);
    this.keys.grow(capacity);
    this.capacity = capacity;
  }

  /** A canonical record came or went: its values' canonical totals follow. */
  private countCanonical(slot: number, change: 1 | -1): void {
    for (const { values, ids } of this.facets.values())
      ids.forEachOnce(slot, (id) => (values[id]!.canonical += change));
  }

  private column(attribute: string): Float64Array {
    let column = this.numbers.get(attribute);
    if (!column) this.numbers.set(attribute, (column = new Float64Array(this.capacity).fill(NaN)));
    return column;
  }

  private slotsLive(): number[] {
    const slots: number[] = [];
    this.live.forEach((slot) => slots.push(slot));
    return slots;
  }

  /** A facet value's entry, created on first sight. */
  private entryFor(facet: FacetAttribute, attribute: string, value: string): FacetValue {
    const key = facetKey(attribute, value);
    let entry = facet.byKey.get(key);
    if (!entry) {
      entry = { id: facet.values.length, label: value, set: new SlotSet(), canonical: 0 };
      facet.byKey.set(key, entry);
      facet.values.push(entry);
    }
    return entry;
  }
}
