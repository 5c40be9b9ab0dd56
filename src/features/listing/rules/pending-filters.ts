/** Filter selection changes, instant or pending (applied by Apply). */
import {
  unique,
  type ListingState,
  type NumericSelection,
  type NumericSelections,
  type TagSelections,
} from './listing-state.ts';

/** Selects a tag, or unselects it when already selected; a filter left with no tags is dropped. */
export function toggleTag(filters: TagSelections, name: string, tag: string): TagSelections {
  const current = filters[name] ?? [];
  if (!current.includes(tag)) return { ...filters, [name]: [...current, tag] };
  const rest = current.filter((selected) => selected !== tag);
  if (rest.length > 0) return { ...filters, [name]: rest };
  const { [name]: _dropped, ...others } = filters;
  return others;
}

/** Clear-all: every selection gone and back to page 1; query, sort and featured products stay. */
export function clearAll(state: ListingState): ListingState {
  return { ...state, filters: {}, numeric: {}, page: 1 };
}

const sortedSet = (tags: readonly string[] | undefined) => unique(tags ?? []).sort();

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Apply is enabled only when the pending tags differ from the applied ones as sets (order and repeats ignored). */
export function pendingDiffers(selected: TagSelections, pending: TagSelections): boolean {
  const names = new Set([...Object.keys(selected), ...Object.keys(pending)]);
  return [...names].some((name) => !sameList(sortedSet(selected[name]), sortedSet(pending[name])));
}

// Zero and absent are the same bound: none.
const low = (bounds: NumericSelection | undefined) => bounds?.min || 0;
const high = (bounds: NumericSelection | undefined) => bounds?.max || 0;

/** The numeric counterpart of `pendingDiffers`: a filter without bounds equals an absent one. */
export function numericDiffers(selected: NumericSelections, pending: NumericSelections): boolean {
  const names = new Set([...Object.keys(selected), ...Object.keys(pending)]);
  return [...names].some(
    (name) => low(selected[name]) !== low(pending[name]) || high(selected[name]) !== high(pending[name]),
  );
}

function sameValue<K extends keyof ListingState>(key: K, a: ListingState, b: ListingState): boolean {
  switch (key) {
    case 'filters':
      return !pendingDiffers(a.filters, b.filters);
    case 'numeric':
      return !numericDiffers(a.numeric, b.numeric);
    case 'featuredProductIds':
      return sameList(a.featuredProductIds, b.featuredProductIds);
    case 'featuredCollections':
      return sameList(a.featuredCollections, b.featuredCollections);
    default:
      return a[key] === b[key];
  }
}

/** Applies a change; anything that changes the results (filters, sort, query) starts again at page 1. */
export function withChange(state: ListingState, change: Partial<ListingState>): ListingState {
  const defined = Object.fromEntries(
    Object.entries(change).filter(([, value]) => value !== undefined),
  ) as Partial<ListingState>;
  const next: ListingState = { ...state, ...defined };
  const keys = Object.keys(defined) as (keyof ListingState)[];
  const resultsChange = keys.some((key) => key !== 'page' && !sameValue(key, state, next));
  return resultsChange ? { ...next, page: 1 } : next;
}
