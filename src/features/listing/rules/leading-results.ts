/** The products and collections a listing leads with, as the search's optional filters. */
import { unique } from './listing-state.ts';
import { indexFilterValue } from './search-text.ts';

/** What a listing may lead with: a link's featured products and collections, its category's prioritised products. */
export interface LeadingResults {
  featuredProductIds: readonly string[];
  featuredCollections: readonly string[];
  prioritizedProductIds?: readonly string[];
}

/**
 * How many of each reach the search: a page of featured products, a few collections and the prioritised products,
 * 48 in all (the search endpoint takes 50 optional filters a request).
 */
export const LEADING_LIMITS = {
  featuredProductIds: 24,
  featuredCollections: 4,
  prioritizedProductIds: 20,
} as const;

/** A value in facet-filter syntax, where a leading '-' would negate it and '>' could close a score. */
const operand = (value: string) => {
  const clean = indexFilterValue(value).replace(/>/g, '');
  return clean.startsWith('-') ? `\\${clean}` : clean;
};

const cleaned = (values: readonly string[] | undefined, limit: number) =>
  unique((values ?? []).map(operand).filter((value) => value !== '')).slice(0, limit);

/**
 * One OR group of optional filters (a record counts its best match): featured products in the link's order, then
 * the featured collections, then the category's prioritised products, each worth less than the one before. They
 * reorder the listing and never narrow it; an empty list when there is nothing to lead with.
 */
export function leadingOptionalFilters(input: LeadingResults): string[][] {
  const featured = cleaned(input.featuredProductIds, LEADING_LIMITS.featuredProductIds);
  const collections = cleaned(input.featuredCollections, LEADING_LIMITS.featuredCollections);
  const prioritized = cleaned(input.prioritizedProductIds, LEADING_LIMITS.prioritizedProductIds).filter(
    (id) => !featured.includes(id),
  );
  const terms = [
    ...featured.map((id) => `productId:${id}`),
    ...collections.map((tag) => `collections:${tag}`),
    ...prioritized.map((id) => `productId:${id}`),
  ];
  if (terms.length === 0) return [];
  return [terms.map((term, index) => `${term}<score=${terms.length - index}>`)];
}
