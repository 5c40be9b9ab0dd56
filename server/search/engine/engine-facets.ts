import type { Bitset } from './bitset.ts';
import { DistinctScratch, type DistinctGroups } from './distinct-scratch.ts';
import type { EngineIndex, FacetAttribute, FacetValue } from './engine-index.ts';
import type { FacetStats } from './engine-types.ts';
import type { ScratchSets } from './scratch-sets.ts';

/** Counts of one facet's values by id; `firstSeen` lists the ids counted when the set was small enough to visit. */
type FacetCounter = (facet: FacetAttribute) => { counts: Int32Array; firstSeen: number[] | undefined };

/** Below this share of the index, facets are counted by visiting the candidates rather than every value's set. */
const SPARSE_SHARE = 1 / 16;

/**
 * What a search counts over its candidates: distinct keys (products), facet values (per record, or per product after
 * distinct) and number columns' stats. Holds the scratch arrays counting reuses from one search to the next.
 */
export class EngineFacets {
  /** Scratch marks for counting distinct keys: a key is seen in this search when its mark equals `stamp`. */
  private distinctMarks = new Uint32Array(0);
  private stamp = 0;
  private readonly grouping = new DistinctScratch();

  constructor(
    private readonly index: EngineIndex<unknown>,
    private readonly sets: ScratchSets,
  ) {}

  /** The candidates grouped by distinct key, for counting facets after distinct. */
  group(candidates: Bitset): DistinctGroups {
    return this.grouping.group(candidates, this.index.keys, this.index.distinctOf, {
      canonical: this.sets.borrow(),
      extra: this.sets.borrow(),
    });
  }

  countDistinct(candidates: Bitset): number {
    if (this.distinctMarks.length < this.index.distinctIds.size)
      this.distinctMarks = new Uint32Array(Math.max(1024, this.index.distinctIds.size * 2));
    if (++this.stamp > 0xffffffff) {
      this.distinctMarks.fill(0);
      this.stamp = 1;
    }
    const { distinctMarks: marks, stamp } = this;
    const { distinctOf } = this.index;
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
  countFacets(
    candidates: Bitset,
    count: number,
    names: readonly string[],
    max: number,
    groups?: DistinctGroups,
  ) {
    const { index } = this;
    const wanted = [...new Set(names)].flatMap((name) => {
      const facet = index.facets.get(name);
      return facet ? [{ name, facet }] : [];
    });
    let byRecord: FacetCounter | undefined;
    let byKey: FacetCounter | undefined;
    const facets: Record<string, Record<string, number>> = {};
    for (const { name, facet } of wanted) {
      const spread = groups && index.keys.spreadOf(name, index.facets);
      let counted: { counts: Int32Array; firstSeen: number[] | undefined };
      if (!groups || !spread!.overlap || (spread!.differ && spread!.differ.count > spread!.overlap.count)) {
        byRecord ??= this.facetCounter(candidates, count, index.live, index.size, (entry) => entry.set.size);
        counted = byRecord(facet);
        if (spread?.overlap)
          this.grouping.takeRepeats(groups!, facet.ids, spread.overlap.flags, counted.counts);
      } else {
        const { canonical, canonicalCount } = groups;
        byKey ??= this.facetCounter(
          canonical,
          canonicalCount,
          index.keys.canonical,
          index.keys.liveKeys,
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

  /** Minimum, maximum, average and sum of each number column among the candidates. */
  statsOf(candidates: Bitset, attributes: readonly string[]): Record<string, FacetStats> {
    const stats: Record<string, FacetStats> = {};
    for (const attribute of new Set(attributes)) {
      const column = this.index.numbers.get(attribute);
      const found = column && columnStats(candidates, column);
      if (found) stats[attribute] = found;
    }
    return stats;
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
    const sparse = count < this.index.capacity * SPARSE_SHARE;
    // When most records match, the few that do not are counted instead and taken from each value's total: a request
    // matching everything then costs next to nothing to count, and the costliest is one matching half.
    const rest = !sparse && count * 2 > allCount ? this.sets.borrow().orAndNot(all, set) : undefined;
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
    const { size, capacity } = this.index;
    const perRecord = size > 0 ? facet.ids.entries / size : 0;
    return records * (2 + perRecord) < facet.values.length * (capacity >>> 5);
  }
}

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
