import type { FilterGroup, FilterPredicate } from '../filters/index.ts';
import { Bitset, popcount } from './bitset.ts';
import { DistinctKeys, DistinctScratch, type DistinctGroups } from './distinct-facets.ts';
import type { EngineDocument, EngineQuery, EngineResult, FacetStats, OrderSpec } from './engine-types.ts';
import { IdLists } from './id-lists.ts';
import { NumberBuckets } from './number-buckets.ts';
import { OrderCache } from './ordering.ts';
import { SlotSet } from './slot-set.ts';
import { tokenize } from './text.ts';
import { TextIndex, textTier, type WordMatch } from './text-index.ts';

interface FacetValue {
  /** Position in its attribute's `values`, in order of first indexing. */
  id: number;
  label: string;
  set: SlotSet;
  /** How many canonical records (one per distinct key) hold the value. */
  canonical: number;
}

/** One facet attribute: its values by key and by id, and each record's value ids. */
interface FacetAttribute {
  byKey: Map<string, FacetValue>;
  values: FacetValue[];
  ids: IdLists;
}

/**
 * A numeric condition tested record by record: the value must lie between `lower` and `upper` (each bound open or
 * closed), or with `exclude` differ from `lower`. Records without the attribute never match; `negated` inverts.
 */
interface ColumnTest {
  attribute: string;
  column: Float64Array | undefined;
  lower: number;
  upper: number;
  lowerOpen: boolean;
  upperOpen: boolean;
  exclude: boolean;
  negated: boolean;
}

/** Counts of one facet's values by id; `firstSeen` lists the ids counted when the set was small enough to visit. */
type FacetCounter = (facet: FacetAttribute) => { counts: Int32Array; firstSeen: number[] | undefined };

/** A facet's answer: its values with a count, most first (ties by label), at most `max`. */
function topValues(
  values: readonly FacetValue[],
  { counts, firstSeen }: { counts: Int32Array; firstSeen: number[] | undefined },
  max: number,
): Record<string, number> {
  const found: [string, number][] = [];
  if (firstSeen) for (const id of firstSeen) found.push([values[id]!.label, counts[id]!]);
  else for (const entry of values) if (counts[entry.id]! > 0) found.push([entry.label, counts[entry.id]!]);
  return Object.fromEntries(found.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, max));
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
 *
 * Of a document only the record and its id are kept: its facet values and words are held as id lists per slot and
 * its numbers in the columns, which is all a search or a later change needs.
 */
export class SearchEngine<T> {
  private capacity = 1024;
  private readonly records: (T | undefined)[] = [];
  private readonly idOf: (string | undefined)[] = [];
  private readonly slotById = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private live = new Bitset(this.capacity);
  private distinctOf = new Int32Array(this.capacity);
  private readonly distinctIds = new Map<string, number>();
  private readonly facets = new Map<string, FacetAttribute>();
  private readonly numbers = new Map<string, Float64Array>();
  /** Number columns cut into value ranges, built for the attributes range filters need them for. */
  private readonly buckets = new Map<string, NumberBuckets>();
  private readonly text = new TextIndex(this.capacity);
  /** Scratch marks for counting distinct keys: a key is seen in this search when its mark equals `stamp`. */
  private distinctMarks = new Uint32Array(0);
  private stamp = 0;
  /** Each key's records, its canonical one and the facets they disagree on, for counting facets after distinct. */
  private readonly keys = new DistinctKeys(this.capacity, (slot, canonical) =>
    this.countCanonical(slot, canonical ? 1 : -1),
  );
  private readonly grouping = new DistinctScratch();
  /** Sets of the current capacity lent to a search and taken back when it ends, so searches allocate none. */
  private spareSets: Bitset[] = [];
  private readonly lentSets: Bitset[] = [];
  private packedKeys = new Float64Array(0);
  private readonly orders = new OrderCache(
    () => this.slotsLive(),
    (attribute) => this.numbers.get(attribute),
    (slot) => this.live.has(slot),
  );

  get size(): number {
    return this.slotById.size;
  }

  get(id: string): T | undefined {
    const slot = this.slotById.get(id);
    return slot === undefined ? undefined : this.records[slot];
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

  ids(): IterableIterator<string> {
    return this.slotById.keys();
  }

  search(query: EngineQuery): EngineResult<T> {
    try {
      return this.run(query);
    } finally {
      for (const set of this.lentSets) this.spareSets.push(set);
      this.lentSets.length = 0;
    }
  }

  private run(query: EngineQuery): EngineResult<T> {
    const candidates = this.copyOfLive();
    // Sets first; groups that only compare numbers then test the few records left rather than every record.
    const numeric: ColumnTest[][] = [];
    for (const group of query.filters) {
      const tests = this.columnTests(group);
      if (tests) numeric.push(tests);
      else this.andGroup(candidates, group);
    }
    for (const id of query.hide ?? []) {
      const slot = this.slotById.get(id);
      if (slot !== undefined) candidates.delete(slot);
    }
    const words = tokenize(query.query);
    const matches = words.map((word, index) =>
      this.text.match(
        word,
        index === words.length - 1 && /[\p{L}\p{N}]$/u.test(query.query),
        this.capacity,
        () => this.borrowSet(),
      ),
    );
    for (const match of matches) candidates.and(match.all);
    for (const tests of numeric) this.keepPassing(candidates, tests);
    const count = candidates.count();
    const ordered = this.ordered(candidates, count, matches, query);
    const hits = this.page(ordered, query);
    // Faceting after distinct counts each key (product) once per value its matching records hold.
    const groups =
      query.distinct && query.facetingAfterDistinct && query.facets.length > 0
        ? this.grouping.group(candidates, this.keys, this.distinctOf, {
            canonical: this.borrowSet(),
            extra: this.borrowSet(),
          })
        : undefined;
    return {
      hits,
      nbHits: !query.distinct
        ? count
        : groups
          ? groups.canonicalCount + groups.extraCount
          : this.countDistinct(candidates),
      facets: this.countFacets(candidates, count, query.facets, query.maxValuesPerFacet, groups),
      stats: this.statsOf(candidates, query.stats),
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
    this.spareSets = [];
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

  /** An empty set of the current capacity, for the running search only. */
  private borrowSet(): Bitset {
    const set = this.spareSets.pop();
    if (set) set.words.fill(0);
    const lent = set ?? new Bitset(this.capacity);
    this.lentSets.push(lent);
    return lent;
  }

  private copyOfLive(): Bitset {
    const set = this.spareSets.pop() ?? new Bitset(this.capacity);
    set.words.set(this.live.words);
    this.lentSets.push(set);
    return set;
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

  private entry(attribute: string, value: string): FacetValue | undefined {
    return this.facets.get(attribute)?.byKey.get(facetKey(attribute, value));
  }

  /** Keep in `candidates` only the records one OR group lets through. */
  private andGroup(candidates: Bitset, group: FilterGroup): void {
    const only = group.length === 1 ? group[0]! : undefined;
    const entry =
      only?.kind === 'facet' && !only.negated ? this.entry(only.attribute, only.value) : undefined;
    if (entry) {
      entry.set.intersect(candidates);
      return;
    }
    // The group's sets go back to the spares at once: however many groups, a search holds two at a time.
    const lentBefore = this.lentSets.length;
    candidates.and(this.groupSet(group));
    while (this.lentSets.length > lentBefore) this.spareSets.push(this.lentSets.pop()!);
  }

  /**
   * One OR group of the filters as the set of records it lets through. Every predicate without a set of its own
   * (negated, numeric) is computed into the same scratch set, so a group's cost in memory is two sets whatever its
   * length.
   */
  private groupSet(group: FilterGroup): Bitset {
    const union = this.borrowSet();
    let scratch: Bitset | undefined;
    for (const predicate of group) {
      const entry =
        predicate.kind === 'facet' && !predicate.negated
          ? this.entry(predicate.attribute, predicate.value)
          : undefined;
      if (entry) {
        entry.set.addTo(union);
        continue;
      }
      scratch = this.predicateInto(scratch ?? this.borrowSet(), predicate);
      if (predicate.negated) union.orAndNot(this.live, scratch);
      else union.or(scratch);
    }
    return union;
  }

  /** `set` emptied, then holding the records `predicate` (taken as not negated) matches. */
  private predicateInto(set: Bitset, predicate: FilterPredicate): Bitset {
    set.words.fill(0);
    const test = this.columnTest(predicate);
    if (!test) {
      if (predicate.kind === 'facet') this.entry(predicate.attribute, predicate.value)?.set.addTo(set);
    } else if (test.column)
      for (let slot = 0; slot < test.column.length; slot++)
        if (holds(test, test.column[slot]!)) set.add(slot);
    return set;
  }

  /** How many scratch sets the engine keeps between searches: as many as one search held at once. */
  get spareSetCount(): number {
    return this.spareSets.length;
  }

  /** The group as numeric tests, when every predicate in it compares numbers (a facet value not indexed as one). */
  private columnTests(group: FilterGroup): ColumnTest[] | undefined {
    const tests: ColumnTest[] = [];
    for (const predicate of group) {
      const test = this.columnTest(predicate);
      if (!test) return undefined;
      tests.push(test);
    }
    return tests;
  }

  /**
   * A predicate as a test of a number column, or undefined for a facet value the index holds. A facet filter on a
   * value no record has compares the attribute's number when it has one (`availability:1`), else matches nothing.
   */
  private columnTest(predicate: FilterPredicate): ColumnTest | undefined {
    const column = this.numbers.get(predicate.attribute);
    const test = (lower: number, upper: number, lowerOpen = false, upperOpen = false, exclude = false) => ({
      attribute: predicate.attribute,
      column,
      lower,
      upper,
      lowerOpen,
      upperOpen,
      exclude,
      negated: predicate.negated,
    });
    if (predicate.kind === 'range') return test(predicate.lower, predicate.upper);
    if (predicate.kind === 'facet') {
      if (this.entry(predicate.attribute, predicate.value)) return undefined;
      const value = predicate.value.trim() === '' ? NaN : Number(predicate.value);
      return Number.isFinite(value) ? test(value, value) : { ...test(NaN, NaN), column: undefined };
    }
    const { value } = predicate;
    switch (predicate.operator) {
      case '<':
        return test(-Infinity, value, false, true);
      case '<=':
        return test(-Infinity, value);
      case '=':
        return test(value, value);
      case '!=':
        return test(value, value, false, false, true);
      case '>=':
        return test(value, Infinity);
      case '>':
        return test(value, Infinity, true, false);
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
    // As in Algolia's ranking, optional filters weigh after a replica's sort and after text relevance, where they
    // can only break ties; the engine leaves those orders as they are and lifts records only in a plain listing.
    const boosted = query.sort || matches.length > 0 ? [] : this.boosted(candidates, skip, query, order);
    yield* boosted;
    for (const slot of boosted) skip.add(slot);
    if (matches.length === 0) {
      const slots = this.orders.slots(order);
      for (let i = 0; i < slots.length; i++) {
        const slot = slots[i]!;
        if (candidates.has(slot) && !skip.has(slot)) yield slot;
      }
      return;
    }
    const rank = this.orders.ranks(order);
    const capacity = this.capacity;
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
    const scratch = this.borrowSet();
    for (const group of groups) {
      const inGroup = new Map<number, number>();
      for (const { attribute, value, score } of group) {
        const entry = this.entry(attribute, value);
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
    const rank = this.orders.ranks(order);
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
        const key = this.distinctOf[slot]!;
        if (seen.has(key)) continue;
        seen.add(key);
      }
      if (position >= query.offset) {
        hits.push({ record: this.records[slot]!, id: this.idOf[slot]! });
      }
      if (++position >= end) break;
    }
    return hits;
  }

  /**
   * Keep the candidates that pass one of the tests (an OR group). One range over many candidates joins the value
   * ranges it covers; otherwise each candidate's numbers are tested.
   */
  private keepPassing(candidates: Bitset, tests: readonly ColumnTest[]): void {
    const [only] = tests;
    if (tests.length !== 1 || !only!.column || only!.exclude || only!.negated)
      return keepPassingAny(candidates, tests);
    if (candidates.count() * 32 <= this.capacity) return keepInRange(candidates, only!);
    let buckets = this.buckets.get(only!.attribute);
    if (!buckets) {
      const { attribute } = only!;
      buckets = new NumberBuckets(() => this.numbers.get(attribute)!, this.live, this.capacity);
      this.buckets.set(attribute, buckets);
    }
    buckets.keepBetween(
      candidates,
      this.borrowSet(),
      only!.lower,
      only!.upper,
      only!.lowerOpen,
      only!.upperOpen,
    );
  }

  private countDistinct(candidates: Bitset): number {
    if (this.distinctMarks.length < this.distinctIds.size)
      this.distinctMarks = new Uint32Array(Math.max(1024, this.distinctIds.size * 2));
    if (++this.stamp > 0xffffffff) {
      this.distinctMarks.fill(0);
      this.stamp = 1;
    }
    const { distinctMarks: marks, distinctOf, stamp } = this;
    const words = candidates.words;
    let seen = 0;
    for (let i = 0; i < words.length; i++) {
      let word = words[i]!;
      while (word !== 0) {
        const low = word & -word;
        word ^= low;
        const key = distinctOf[(i << 5) + 31 - Math.clz32(low)]!;
        if (marks[key] !== stamp) {
          marks[key] = stamp;
          seen++;
        }
      }
    }
    return seen;
  }

  /**
   * Facet counts among the candidates, or with `groups` among their distinct keys. After distinct, each facet is
   * counted the cheaper of two ways: over every candidate, taking back what keys whose records share a value count
   * twice (none for colours), or over one representative per key, adding what the other records of keys whose records
   * differ hold (none for brands).
   */
  private countFacets(
    candidates: Bitset,
    count: number,
    names: readonly string[],
    max: number,
    groups?: DistinctGroups,
  ) {
    const wanted = [...new Set(names)].flatMap((name) => {
      const facet = this.facets.get(name);
      return facet ? [{ name, facet }] : [];
    });
    let byRecord: FacetCounter | undefined;
    let byKey: FacetCounter | undefined;
    const facets: Record<string, Record<string, number>> = {};
    for (const { name, facet } of wanted) {
      const spread = groups && this.keys.spreadOf(name, this.facets);
      let counted: { counts: Int32Array; firstSeen: number[] | undefined };
      if (!groups || !spread!.overlap || (spread!.differ && spread!.differ.count > spread!.overlap.count)) {
        byRecord ??= this.facetCounter(candidates, count, this.live, this.size, (entry) => entry.set.size);
        counted = byRecord(facet);
        if (spread?.overlap)
          this.grouping.takeRepeats(groups!, facet.ids, spread.overlap.flags, counted.counts);
      } else {
        const { canonical, canonicalCount } = groups;
        byKey ??= this.facetCounter(
          canonical,
          canonicalCount,
          this.keys.canonical,
          this.keys.liveKeys,
          (entry) => entry.canonical,
        );
        counted = byKey(facet);
        const firstSeen = counted.firstSeen ?? [];
        if (groups.extraCount > 0) facet.ids.count(groups.extra, counted.counts, firstSeen);
        if (spread!.differ)
          this.grouping.addOthers(groups, facet.ids, spread!.differ.flags, counted.counts, firstSeen);
      }
      facets[name] = topValues(facet.values, counted, max);
    }
    return facets;
  }

  /**
   * Counting facet values over `set` (`count` records of `all`, whose records hold `total(value)` of each value). A
   * small set counts each value of each record (in order of first sight, `firstSeen`); a large one counts records per
   * value, by visiting the records (once for all the facets counted that way) when that is less work than
   * intersecting every value's set with them.
   */
  private facetCounter(
    set: Bitset,
    count: number,
    all: Bitset,
    allCount: number,
    total: (entry: FacetValue) => number,
  ): FacetCounter {
    const sparse = count < this.capacity * SPARSE_SHARE;
    // When most records match, the few that do not are counted instead and taken from each value's total: a request
    // matching everything then costs next to nothing to count, and the costliest is one matching half.
    const rest = !sparse && count * 2 > allCount ? this.borrowSet().orAndNot(all, set) : undefined;
    const counted = rest ?? set;
    const records = rest ? rest.count() : count;
    return (facet) => {
      const { values } = facet;
      const counts = new Int32Array(values.length);
      if (sparse) {
        const firstSeen: number[] = [];
        facet.ids.count(set, counts, firstSeen);
        return { counts, firstSeen };
      }
      if (records > 0 && facet.ids.repeats === 0 && this.visitingIsCheaper(records, facet)) {
        facet.ids.count(counted, counts, []);
        if (rest) for (const entry of values) counts[entry.id] = total(entry) - counts[entry.id]!;
      } else
        for (const entry of values) {
          const inCounted = records > 0 ? entry.set.countIn(counted) : 0;
          counts[entry.id] = rest ? total(entry) - inCounted : inCounted;
        }
      return { counts, firstSeen: undefined };
    };
  }

  /**
   * Whether counting a facet by visiting each of `records` beats intersecting each of its values' sets with them a
   * word at a time. Measured: a visit costs about two words of intersection, and each value a record holds about one
   * more.
   */
  private visitingIsCheaper(records: number, facet: FacetAttribute): boolean {
    const perRecord = this.size > 0 ? facet.ids.entries / this.size : 0;
    return records * (2 + perRecord) < facet.values.length * (this.capacity >>> 5);
  }

  /** Minimum, maximum, average and sum of each number column among the candidates. */
  private statsOf(candidates: Bitset, attributes: readonly string[]): Record<string, FacetStats> {
    const stats: Record<string, FacetStats> = {};
    for (const attribute of new Set(attributes)) {
      const column = this.numbers.get(attribute);
      const found = column && columnStats(candidates, column);
      if (found) stats[attribute] = found;
    }
    return stats;
  }
}

/**
 * One column's stats. The words are walked here rather than through a callback per slot, and one column at a time
 * (its figures in registers): with every record a candidate this runs for each numeric facet of a request.
 */
function columnStats(candidates: Bitset, column: Float64Array): FacetStats | undefined {
  let min = Infinity;
  let max = -Infinity;
  let sum = 0;
  let n = 0;
  const { words } = candidates;
  for (let i = 0; i < words.length; i++) {
    let word = words[i]!;
    while (word !== 0) {
      const low = word & -word;
      word ^= low;
      const value = column[(i << 5) + 31 - Math.clz32(low)]!;
      if (value !== value) continue;
      if (value < min) min = value;
      if (value > max) max = value;
      sum += value;
      n++;
    }
  }
  return n === 0 ? undefined : { min, max, avg: sum / n, sum };
}

const holds = (test: ColumnTest, value: number) =>
  value === value &&
  (test.exclude
    ? value !== test.lower
    : (test.lowerOpen ? value > test.lower : value >= test.lower) &&
      (test.upperOpen ? value < test.upper : value <= test.upper));

/**
 * Keep the candidates that pass one of the tests (an OR group), testing each candidate's numbers. Test by test, each
 * over only the candidates no earlier test let through: when one test passes most records, the others cost little.
 */
function keepPassingAny(candidates: Bitset, tests: readonly ColumnTest[]): void {
  const words = candidates.words;
  const passed = new Uint32Array(words.length);
  for (const test of tests) markPassing(words, passed, test);
  for (let i = 0; i < words.length; i++) words[i] = words[i]! & passed[i]!;
}

/** Add to `passed` the candidates not in it yet that `test` lets through. */
function markPassing(words: Uint32Array, passed: Uint32Array, test: ColumnTest): void {
  const { column, lower, upper, lowerOpen, upperOpen, exclude, negated } = test;
  for (let i = 0; i < words.length; i++) {
    let pending = words[i]! & ~passed[i]!;
    if (pending === 0) continue;
    if (!column) {
      if (negated) passed[i] = passed[i]! | pending;
      continue;
    }
    let passing = 0;
    while (pending !== 0) {
      const low = pending & -pending;
      pending ^= low;
      const value = column[(i << 5) + 31 - Math.clz32(low)]!;
      const inside =
        value === value &&
        (exclude
          ? value !== lower
          : (lowerOpen ? value > lower : value >= lower) && (upperOpen ? value < upper : value <= upper));
      if (inside !== negated) passing |= low;
    }
    passed[i] = passed[i]! | passing;
  }
}

/** The common case, one range or comparison: a word full of candidates tests its 32 numbers in a row. */
function keepInRange(candidates: Bitset, test: ColumnTest): void {
  const column = test.column!;
  const { lower, upper, lowerOpen, upperOpen } = test;
  const words = candidates.words;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    if (word === 0) continue;
    const first = i << 5;
    let passing = 0;
    if (popcount(word) > 8) {
      const end = Math.min(32, column.length - first);
      for (let bit = 0; bit < end; bit++) {
        const value = column[first + bit]!;
        if ((lowerOpen ? value > lower : value >= lower) && (upperOpen ? value < upper : value <= upper))
          passing |= 1 << bit;
      }
    } else
      for (let rest = word; rest !== 0;) {
        const low = rest & -rest;
        rest ^= low;
        const value = column[first + 31 - Math.clz32(low)]!;
        if ((lowerOpen ? value > lower : value >= lower) && (upperOpen ? value < upper : value <= upper))
          passing |= low;
      }
    words[i] = word & passing;
  }
}
