import type { Bitset } from './bitset.ts';
import { EngineFacets } from './engine-facets.ts';
import { EngineFilters, type ColumnTest } from './engine-filters.ts';
import { EngineIndex } from './engine-index.ts';
import type { EngineDocument, EngineQuery, EngineResult, OrderSpec } from './engine-types.ts';
import { ScratchSets } from './scratch-sets.ts';
import { tokenize } from './text.ts';
import { textTier, type WordMatch } from './text-index.ts';

/**
 * An in-memory search index over records: facet values and words as slot sets, numbers as columns, orders cached.
 * Records change in place (a stock or price update touches only that record's sets), so the index follows the
 * database without rebuilds. See docs/adr/0005-search-endpoint.md for why this and not Orama.
 *
 * This class answers searches: it runs the filters and the words over the candidates, orders and pages them.
 * What is stored lives in `EngineIndex`, the filters in `EngineFilters`, the counting of facets, distinct keys and
 * stats in `EngineFacets`; all borrow their scratch sets from one `ScratchSets`.
 */
export class SearchEngine<T> {
  private readonly index = new EngineIndex<T>();
  private readonly sets = new ScratchSets(this.index.capacity);
  private readonly filters = new EngineFilters(this.index, this.sets);
  private readonly counting = new EngineFacets(this.index, this.sets);
  private packedKeys = new Float64Array(0);

  get size(): number {
    return this.index.size;
  }

  get(id: string): T | undefined {
    const slot = this.index.slotById.get(id);
    return slot === undefined ? undefined : this.index.records[slot];
  }

  facetNames(): string[] {
    return [...this.index.facets.keys()];
  }

  hasNumeric(attribute: string): boolean {
    return this.index.numbers.has(attribute);
  }

  hasFacet(attribute: string): boolean {
    return this.index.facets.has(attribute);
  }

  upsert(doc: EngineDocument<T>): void {
    this.index.upsert(doc);
    // A grown index makes the spare sets too small.
    this.sets.fit(this.index.capacity);
  }

  remove(id: string): void {
    this.index.remove(id);
  }

  ids(): IterableIterator<string> {
    return this.index.slotById.keys();
  }

  search(query: EngineQuery): EngineResult<T> {
    try {
      return this.run(query);
    } finally {
      this.sets.giveBackAll();
    }
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

  /** How many scratch sets the engine keeps between searches: as many as one search held at once. */
  get spareSetCount(): number {
    return this.sets.spareCount;
  }

  private run(query: EngineQuery): EngineResult<T> {
    const { filters, counting } = this;
    const candidates = this.sets.copyOf(this.index.live);
    // Sets first; groups that only compare numbers then test the few records left rather than every record.
    const numeric: ColumnTest[][] = [];
    for (const group of query.filters) {
      const tests = filters.columnTests(group);
      if (tests) numeric.push(tests);
      else filters.andGroup(candidates, group);
    }
    for (const id of query.hide ?? []) {
      const slot = this.index.slotById.get(id);
      if (slot !== undefined) candidates.delete(slot);
    }
    const words = tokenize(query.query);
    const matches = words.map((word, index) =>
      this.index.text.match(
        word,
        index === words.length - 1 && /[\p{L}\p{N}]$/u.test(query.query),
        this.index.capacity,
        () => this.sets.borrow(),
      ),
    );
    for (const match of matches) candidates.and(match.all);
    for (const tests of numeric) filters.keepPassing(candidates, tests);
    const count = candidates.count();
    const ordered = this.ordered(candidates, count, matches, query);
    const hits = this.page(ordered, query);
    // Faceting after distinct counts each key (product) once per value its matching records hold.
    const groups =
      query.distinct && query.facetingAfterDistinct && query.facets.length > 0
        ? counting.group(candidates)
        : undefined;
    return {
      hits,
      nbHits: !query.distinct
        ? count
        : groups
          ? groups.canonicalCount + groups.extraCount
          : counting.countDistinct(candidates),
      facets: counting.countFacets(candidates, count, query.facets, query.maxValuesPerFacet, groups),
      stats: counting.statsOf(candidates, query.stats),
      matchedWords: matches.map(({ word, tokens, prefix }) => ({ word, tokens, prefix })),
    };
  }

  /** Candidates in result order: by the replica's sort, else by text relevance, then the custom ranking. */
  private *ordered(candidates: Bitset, count: number, matches: WordMatch[], query: EngineQuery) {
    const order: OrderSpec = [...(query.sort ?? []), ...query.customRanking];
    const promoted = (query.promote ?? [])
      .map((id) => this.index.slotById.get(id))
      .filter((slot): slot is number => slot !== undefined && candidates.has(slot));
    yield* promoted;
    const skip = new Set(promoted);
    // As in Algolia's ranking, optional filters weigh after a replica's sort and after text relevance, where they
    // can only break ties; the engine leaves those orders as they are and lifts records only in a plain listing.
    const boosted = query.sort || matches.length > 0 ? [] : this.boosted(candidates, skip, query, order);
    yield* boosted;
    for (const slot of boosted) skip.add(slot);
    if (matches.length === 0) {
      const slots = this.index.orders.slots(order);
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i]!;
        if (candidates.has(slot) && !skip.has(slot)) yield slot;
      }
      return;
    }
    const rank = this.index.orders.ranks(order);
    const capacity = this.index.capacity;
    // Key and slot packed in one number, so a typed-array sort (native, numeric) orders the matches.
    if (this.packedKeys.length < count)
      this.packedKeys = new Float64Array(Math.max(count, this.packedKeys.length * 2));
    const packed = this.packedKeys.subarray(0, count);
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

  /**
   * The candidates optional filters lift, best score first, ties in `order`. Each filter visits only its value's
   * records, so the cost grows with what is boosted, not with the index.
   */
  private boosted(
    candidates: Bitset,
    skip: ReadonlySet<number>,
    query: EngineQuery,
    order: OrderSpec,
  ): number[] {
    const groups = query.boost ?? [];
    if (groups.length === 0) return [];
    const scores = new Map<number, number>();
    const scratch = this.sets.borrow();
    for (const group of groups) {
      const inGroup = new Map<number, number>();
      for (const { attribute, value, score } of group) {
        const entry = this.index.entry(attribute, value);
        if (!entry) continue;
        scratch.words.fill(0);
        entry.set.addTo(scratch);
        scratch.and(candidates);
        scratch.forEach((slot) => {
          if (skip.has(slot)) return;
          const before = inGroup.get(slot) ?? 0;
          inGroup.set(slot, query.sumOrFiltersScores ? before + score : Math.max(before, score));
        });
      }
      for (const [slot, score] of inGroup) scores.set(slot, (scores.get(slot) ?? 0) + score);
    }
    const rank = this.index.orders.ranks(order);
    return [...scores.keys()]
      .filter((slot) => scores.get(slot)! > 0)
      .sort((a, b) => scores.get(b)! - scores.get(a)! || rank[a]! - rank[b]!);
  }

  private page(ordered: Iterable<number>, query: EngineQuery) {
    const hits: EngineResult<T>['hits'] = [];
    const end = query.offset + query.length;
    if (query.length <= 0) return hits;
    const seen = new Set<number>();
    let position = 0;
    for (const slot of ordered) {
      if (query.distinct) {
        const key = this.index.distinctOf[slot]!;
        if (seen.has(key)) continue;
        seen.add(key);
      }
      if (position >= query.offset) {
        hits.push({ record: this.index.records[slot]!, id: this.index.idOf[slot]! });
      }
      if (++position >= end) break;
    }
    return hits;
  }
}
