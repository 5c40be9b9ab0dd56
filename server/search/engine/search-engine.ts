import type { FilterGroup, FilterPredicate } from '../filters/index.ts';
import { Bitset } from './bitset.ts';
import type { EngineDocument, EngineQuery, EngineResult, FacetStats, OrderSpec } from './engine-types.ts';
import { OrderCache } from './ordering.ts';
import { SlotSet } from './slot-set.ts';
import { tokenize } from './text.ts';
import { TextIndex, textTier, type WordMatch } from './text-index.ts';

interface FacetValue {
  label: string;
  set: SlotSet;
}

/** Facet values match ignoring case, except tags and object ids, which Algolia compares exactly. */
const CASE_SENSITIVE = new Set(['_tags', 'objectID']);
const facetKey = (attribute: string, value: string) =>
  CASE_SENSITIVE.has(attribute) ? value : value.toLowerCase();

/** Below this share of the index, facets are counted by visiting the candidates rather than every value's set. */
const SPARSE_SHARE = 1 / 16;

/**
 * An in-memory search index over records: facet values and words as slot sets, numbers as columns, orders cached.
 * Records change in place (a stock or price update touches only that record's sets), so the index follows the
 * database without rebuilds. See docs/adr/0005-search-endpoint.md for why this and not Orama.
 */
export class SearchEngine<T> {
  private capacity = 1024;
  private readonly docs: (EngineDocument<T> | undefined)[] = [];
  private readonly slotById = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private live = new Bitset(this.capacity);
  private distinctOf = new Int32Array(this.capacity);
  private readonly distinctIds = new Map<string, number>();
  private readonly facets = new Map<string, Map<string, FacetValue>>();
  private readonly numbers = new Map<string, Float64Array>();
  private readonly text = new TextIndex();
  private readonly orders = new OrderCache(
    () => this.slotsLive(),
    (attribute) => this.numbers.get(attribute),
  );

  get size(): number {
    return this.slotById.size;
  }

  get(id: string): T | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.docs[slot]?.record;
  }

  facetNames(): string[] {
    return [...this.facets.keys()];
  }

  hasNumeric(attribute: string): boolean {
    return this.numbers.has(attribute);
  }

  hasFacet(attribute: string): boolean {
    return this.facets.has(attribute);
  }

  upsert(doc: EngineDocument<T>): void {
    const existing = this.slotById.get(doc.id);
    if (existing !== undefined) this.unindex(existing);
    const slot = existing ?? this.freeSlots.pop() ?? this.docs.length;
    if (slot >= this.capacity) this.grow(Math.max(this.capacity * 2, slot + 1));
    this.docs[slot] = doc;
    this.slotById.set(doc.id, slot);
    this.live.add(slot);
    let distinct = this.distinctIds.get(doc.distinctKey);
    if (distinct === undefined) this.distinctIds.set(doc.distinctKey, (distinct = this.distinctIds.size));
    this.distinctOf[slot] = distinct;
    for (const [attribute, values] of Object.entries(doc.facets)) {
      let byValue = this.facets.get(attribute);
      if (!byValue) this.facets.set(attribute, (byValue = new Map()));
      for (const value of values) {
        const key = facetKey(attribute, value);
        let entry = byValue.get(key);
        if (!entry) byValue.set(key, (entry = { label: value, set: new SlotSet() }));
        entry.set.add(slot, this.capacity);
      }
    }
    for (const [attribute, value] of Object.entries(doc.numbers)) this.column(attribute)[slot] = value;
    this.text.add(slot, doc.searchable, this.capacity);
    this.orders.invalidate();
  }

  remove(id: string): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.unindex(slot);
    this.slotById.delete(id);
    this.docs[slot] = undefined;
    this.freeSlots.push(slot);
    this.orders.invalidate();
  }

  ids(): IterableIterator<string> {
    return this.slotById.keys();
  }

  search(query: EngineQuery): EngineResult<T> {
    const candidates = this.live.copy();
    for (const group of query.filters) candidates.and(this.groupSet(group));
    for (const id of query.hide ?? []) {
      const slot = this.slotById.get(id);
      if (slot !== undefined) candidates.delete(slot);
    }
    const words = tokenize(query.query);
    const matches = words.map((word, index) =>
      this.text.match(word, index === words.length - 1 && /[\p{L}\p{N}]$/u.test(query.query), this.capacity),
    );
    for (const match of matches) candidates.and(match.all);
    const count = candidates.count();
    const ordered = this.ordered(candidates, count, matches, query);
    const hits = this.page(ordered, query);
    return {
      hits,
      nbHits: query.distinct ? this.countDistinct(candidates) : count,
      facets: this.countFacets(candidates, count, query.facets, query.maxValuesPerFacet),
      stats: Object.fromEntries(
        query.stats.flatMap((attribute) => {
          const stats = this.statsOf(candidates, attribute);
          return stats ? [[attribute, stats]] : [];
        }),
      ),
      matchedWords: matches.map(({ word, tokens, prefix }) => ({ word, tokens, prefix })),
    };
  }

  /** Count a facet's values among the records a query matches (facet value search). */
  facetCounts(query: EngineQuery, attribute: string): { label: string; count: number }[] {
    const result = this.search({
      ...query,
      offset: 0,
      length: 0,
      facets: [attribute],
      maxValuesPerFacet: 1e9,
    });
    return Object.entries(result.facets[attribute] ?? {}).map(([label, count]) => ({ label, count }));
  }

  private unindex(slot: number): void {
    const doc = this.docs[slot]!;
    this.live.delete(slot);
    for (const [attribute, values] of Object.entries(doc.facets))
      for (const value of values)
        this.facets.get(attribute)?.get(facetKey(attribute, value))?.set.delete(slot);
    for (const attribute of Object.keys(doc.numbers)) this.column(attribute)[slot] = NaN;
    this.text.remove(slot, doc.searchable);
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
    for (const byValue of this.facets.values())
      for (const entry of byValue.values()) entry.set.grow(capacity);
    this.text.grow(capacity);
    this.capacity = capacity;
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

  /** One OR group of the filters as the set of records it lets through. */
  private groupSet(group: FilterGroup): Bitset {
    const union = new Bitset(this.capacity);
    for (const predicate of group) {
      const positive = this.predicateSet(predicate);
      union.or(predicate.negated ? this.live.copy().andNot(positive) : positive);
    }
    return union;
  }

  private predicateSet(predicate: FilterPredicate): Bitset {
    const set = new Bitset(this.capacity);
    if (predicate.kind === 'facet') {
      const entry = this.facets.get(predicate.attribute)?.get(facetKey(predicate.attribute, predicate.value));
      if (entry) entry.set.addTo(set);
      else if (this.numbers.has(predicate.attribute) && predicate.value.trim() !== '') {
        const value = Number(predicate.value);
        if (Number.isFinite(value)) this.scan(set, predicate.attribute, (x) => x === value);
      }
      return set;
    }
    if (predicate.kind === 'range') {
      const { lower, upper } = predicate;
      this.scan(set, predicate.attribute, (x) => x >= lower && x <= upper);
      return set;
    }
    const { value } = predicate;
    const test: Record<typeof predicate.operator, (x: number) => boolean> = {
      '<': (x) => x < value,
      '<=': (x) => x <= value,
      '=': (x) => x === value,
      '!=': (x) => x !== value,
      '>=': (x) => x >= value,
      '>': (x) => x > value,
    };
    this.scan(set, predicate.attribute, test[predicate.operator]);
    return set;
  }

  private scan(set: Bitset, attribute: string, test: (value: number) => boolean): void {
    const column = this.numbers.get(attribute);
    if (!column) return;
    for (let slot = 0; slot < column.length; slot++) {
      const value = column[slot]!;
      if (value === value && test(value)) set.add(slot);
    }
  }

  /** Candidates in result order: by the replica's sort, else by text relevance, then the custom ranking. */
  private *ordered(candidates: Bitset, count: number, matches: WordMatch[], query: EngineQuery) {
    const order: OrderSpec = [...(query.sort ?? []), ...query.customRanking];
    const promoted = (query.promote ?? [])
      .map((id) => this.slotById.get(id))
      .filter((slot): slot is number => slot !== undefined && candidates.has(slot));
    yield* promoted;
    const skip = new Set(promoted);
    if (matches.length === 0) {
      for (const slot of this.orders.slots(order)) if (candidates.has(slot) && !skip.has(slot)) yield slot;
      return;
    }
    const rank = this.orders.ranks(order);
    const capacity = this.capacity;
    // Key and slot packed in one number, so a typed-array sort (native, numeric) orders the matches.
    const packed = new Float64Array(count);
    let n = 0;
    candidates.forEach((slot) => {
      const tier = textTier(slot, matches);
      const key = query.sort ? rank[slot]! * 256 + tier : tier * (rank.length + 1) + rank[slot]!;
      packed[n++] = key * capacity + slot;
    });
    packed.sort();
    for (const value of packed) {
      const slot = value % capacity;
      if (!skip.has(slot)) yield slot;
    }
  }

  private page(ordered: Iterable<number>, query: EngineQuery) {
    const hits: EngineResult<T>['hits'] = [];
    const end = query.offset + query.length;
    if (query.length <= 0) return hits;
    const seen = new Set<number>();
    let position = 0;
    for (const slot of ordered) {
      if (query.distinct) {
        const key = this.distinctOf[slot]!;
        if (seen.has(key)) continue;
        seen.add(key);
      }
      if (position >= query.offset) {
        const doc = this.docs[slot]!;
        hits.push({ record: doc.record, id: doc.id });
      }
      if (++position >= end) break;
    }
    return hits;
  }

  private countDistinct(candidates: Bitset): number {
    const seen = new Set<number>();
    candidates.forEach((slot) => seen.add(this.distinctOf[slot]!));
    return seen.size;
  }

  private countFacets(candidates: Bitset, count: number, names: readonly string[], max: number) {
    const facets: Record<string, Record<string, number>> = {};
    const sparse = count < this.capacity * SPARSE_SHARE;
    for (const attribute of names) {
      const byValue = this.facets.get(attribute);
      if (!byValue) continue;
      const counts = new Map<string, number>();
      if (sparse)
        candidates.forEach((slot) => {
          for (const value of this.docs[slot]!.facets[attribute] ?? []) {
            const label = byValue.get(facetKey(attribute, value))!.label;
            counts.set(label, (counts.get(label) ?? 0) + 1);
          }
        });
      else
        for (const entry of byValue.values()) {
          const found = entry.set.countIn(candidates);
          if (found > 0) counts.set(entry.label, found);
        }
      facets[attribute] = Object.fromEntries(
        [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, max),
      );
    }
    return facets;
  }

  private statsOf(candidates: Bitset, attribute: string): FacetStats | undefined {
    const column = this.numbers.get(attribute);
    if (!column) return undefined;
    let min = Infinity;
    let max = -Infinity;
    let sum = 0;
    let n = 0;
    candidates.forEach((slot) => {
      const value = column[slot]!;
      if (value !== value) return;
      if (value < min) min = value;
      if (value > max) max = value;
      sum += value;
      n++;
    });
    return n === 0 ? undefined : { min, max, avg: sum / n, sum };
  }
}
