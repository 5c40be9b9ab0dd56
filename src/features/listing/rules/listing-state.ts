/** The listing's state as plain data, shared by the URL, the store and the search call. */

/** Default sort of every listing. */
export const DEFAULT_SORT = 'bestMatch';

/** Bounds of a numeric filter: major currency units for money, as the shopper typed/saw them. */
export interface NumericSelection {
  min?: number;
  max?: number;
}

/** Facet filter name to its selected tags. */
export type TagSelections = Readonly<Record<string, readonly string[]>>;

/** Numeric filter name to its bounds (priceRange). */
export type NumericSelections = Readonly<Record<string, NumericSelection>>;

/** What a listing shows, as carried by its URL query parameters. */
export interface ListingState {
  query: string;
  /** A sort option value; default 'bestMatch'. */
  sortBy: string;
  /** 1-based. */
  page: number;
  filters: TagSelections;
  numeric: NumericSelections;
  featuredProductIds: readonly string[];
  featuredCollections: readonly string[];
}

/** A listing with nothing chosen, the start of every parse and the target of clear-all. */
export function emptyListingState(defaultSort: string = DEFAULT_SORT): ListingState {
  return {
    query: '',
    sortBy: defaultSort,
    page: 1,
    filters: {},
    numeric: {},
    featuredProductIds: [],
    featuredCollections: [],
  };
}

/** Drops repeats keeping first positions, so a tag chosen twice (hand-edited URL) counts once. */
export function unique<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}
