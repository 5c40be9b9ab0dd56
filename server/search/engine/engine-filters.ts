import type { FilterGroup, FilterPredicate } from '../filters/index.ts';
import { type Bitset, popcount } from './bitset.ts';
import type { EngineIndex } from './engine-index.ts';
import type { ScratchSets } from './scratch-sets.ts';

/**
 * A numeric condition tested record by record: the value must lie between `lower` and `upper` (each bound open or
 * closed), or with `exclude` differ from `lower`. Records without the attribute never match; `negated` inverts.
 */
export interface ColumnTest {
  attribute: string;
  column: Float64Array | undefined;
  lower: number;
  upper: number;
  lowerOpen: boolean;
  upperOpen: boolean;
  exclude: boolean;
  negated: boolean;
}

/**
 * A search's filters applied to its candidates: OR groups of facet values through the values' sets, and groups that
 * only compare numbers as tests of the number columns, run over the few candidates the sets leave.
 */
export class EngineFilters {
  constructor(
    private readonly index: EngineIndex<unknown>,
    private readonly sets: ScratchSets,
  ) {}

  /** Keep in `candidates` only the records one OR group lets through. */
  andGroup(candidates: Bitset, group: FilterGroup): void {
    const only = group.length === 1 ? group[0]! : undefined;
    const entry =
      only?.kind === 'facet' && !only.negated ? this.index.entry(only.attribute, only.value) : undefined;
    if (entry) {
      entry.set.intersect(candidates);
      return;
    }
    // The group's sets go back to the spares at once: however many groups, a search holds two at a time.
    const lentBefore = this.sets.lentCount();
    candidates.and(this.groupSet(group));
    this.sets.giveBackSince(lentBefore);
  }

  /** The group as numeric tests, when every predicate in it compares numbers (a facet value not indexed as one). */
  columnTests(group: FilterGroup): ColumnTest[] | undefined {
    const tests: ColumnTest[] = [];
    for (const predicate of group) {
      const test = this.columnTest(predicate);
      if (!test) return undefined;
      tests.push(test);
    }
    return tests;
  }

  /**
   * Keep the candidates that pass one of the tests (an OR group). One range over many candidates joins the value
   * ranges it covers; otherwise each candidate's numbers are tested.
   */
  keepPassing(candidates: Bitset, tests: readonly ColumnTest[]): void {
    const [only] = tests;
    if (tests.length !== 1 || !only!.column || only!.exclude || only!.negated)
      return keepPassingAny(candidates, tests);
    if (candidates.count() * 32 <= this.index.capacity) return keepInRange(candidates, only!);
    this.index
      .bucketsFor(only!.attribute)
      .keepBetween(
        candidates,
        this.sets.borrow(),
        only!.lower,
        only!.upper,
        only!.lowerOpen,
        only!.upperOpen,
      );
  }

  /**
   * One OR group of the filters as the set of records it lets through. Every predicate without a set of its own
   * (negated, numeric) is computed into the same scratch set, so a group's cost in memory is two sets whatever its
   * length.
   */
  private groupSet(group: FilterGroup): Bitset {
    const union = this.sets.borrow();
    let scratch: Bitset | undefined;
    for (const predicate of group) {
      const entry =
        predicate.kind === 'facet' && !predicate.negated
          ? this.index.entry(predicate.attribute, predicate.value)
          : undefined;
      if (entry) {
        entry.set.addTo(union);
        continue;
      }
      scratch = this.predicateInto(scratch ?? this.sets.borrow(), predicate);
      if (predicate.negated) union.orAndNot(this.index.live, scratch);
      else union.or(scratch);
    }
    return union;
  }

  /** `set` emptied, then holding the records `predicate` (taken as not negated) matches. */
  private predicateInto(set: Bitset, predicate: FilterPredicate): Bitset {
    set.words.fill(0);
    const test = this.columnTest(predicate);
    if (!test) {
      if (predicate.kind === 'facet') this.index.entry(predicate.attribute, predicate.value)?.set.addTo(set);
    } else if (test.column)
      for (let slot = 0; slot < test.column.length; slot++)
        if (holds(test, test.column[slot]!)) set.add(slot);
    return set;
  }

  /**
   * A predicate as a test of a number column, or undefined for a facet value the index holds. A facet filter on a
   * value no record has compares the attribute's number when it has one (`availability:1`), else matches nothing.
   */
  private columnTest(predicate: FilterPredicate): ColumnTest | undefined {
    const column = this.index.numbers.get(predicate.attribute);
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
      if (this.index.entry(predicate.attribute, predicate.value)) return undefined;
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
