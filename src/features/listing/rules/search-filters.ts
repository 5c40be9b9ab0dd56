/** The filter strings a listing sends to the search service. */
import type { FilterDefinition } from '../../../../schemas/api/product.schema.ts';
import { unique, type ListingState, type NumericSelection } from './listing-state.ts';
import { toMinorUnits } from './price-range.ts';
import { indexFilterValue } from './search-text.ts';

/** The main query's filters, plus one variant per selected facet for disjunctive facet counts. */
export interface SearchFilters {
  filters: string;
  /** `filters` without the facet's own group, so its other options keep their counts (OR within a facet). */
  disjunctive: { facet: string; filters: string }[];
}

/** What the search filters are built from. */
export interface SearchFilterInput {
  /** The navigation route's own filter string (`categoryPageIds:"women" AND collections:"new-in"`). */
  routeFilters?: string;
  state: Pick<ListingState, 'filters' | 'numeric'>;
  definitions: readonly FilterDefinition[];
  /** Minor-unit digits of the currency the index prices are in (see `currencyMinorDigits`). */
  fractionDigits: number;
}

/** A value as a quoted filter operand, so spaces, colons and words like OR stay part of the value. */
export function quoteFilterValue(value: string): string {
  return `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`;
}

const facetTerm = (attribute: string, value: string) =>
  `${attribute}:${quoteFilterValue(indexFilterValue(value))}`;

/** Route filters with an OR must be grouped, or `a OR b AND c` would bind the listing's filters to `b` only. */
function routeGroup(routeFilters: string | undefined): string | undefined {
  const route = routeFilters?.trim() ?? '';
  if (route === '') return undefined;
  const outsideQuotes = route.replace(/"(?:[^"\\]|\\.)*"/g, '""');
  return /\bOR\b/.test(outsideQuotes) ? `(${route})` : route;
}

function facetGroup(attribute: string, tags: readonly string[]): string | undefined {
  const values = unique(tags.map(indexFilterValue).filter((value) => value !== ''));
  if (values.length === 0) return undefined;
  return `(${values.map((value) => facetTerm(attribute, value)).join(' OR ')})`;
}

const positive = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? value : undefined;

function numericGroup(definition: FilterDefinition, bounds: NumericSelection, digits: number) {
  const attribute = definition.metadata.nameInAlgolia;
  // Money bounds are typed in major units; other numeric filters are indexed as typed.
  const scale = (value: number) =>
    definition.metadata.currency !== undefined ? toMinorUnits(value, digits) : value;
  const min = positive(bounds.min) ?? 0;
  const max = positive(bounds.max);
  if (max === undefined) return min > 0 ? `${attribute} >= ${scale(min)}` : undefined;
  if (min > max) return undefined;
  return `${attribute}:${scale(min)} TO ${scale(max)}`;
}

/** Builds the search `filters` for a listing: route AND each selected facet (OR within) AND each numeric range. */
export function buildSearchFilters({
  routeFilters,
  state,
  definitions,
  fractionDigits,
}: SearchFilterInput): SearchFilters {
  const groups: { facet?: string; text: string }[] = [];
  const route = routeGroup(routeFilters);
  if (route) groups.push({ text: route });
  for (const definition of definitions) {
    if (definition.metadata.filterType === 'numeric') {
      const bounds = state.numeric[definition.name];
      const text = bounds && numericGroup(definition, bounds, fractionDigits);
      if (text) groups.push({ text });
    } else {
      const text = facetGroup(definition.metadata.nameInAlgolia, state.filters[definition.name] ?? []);
      if (text) groups.push({ facet: definition.metadata.nameInAlgolia, text });
    }
  }
  const join = (kept: typeof groups) => kept.map((group) => group.text).join(' AND ');
  return {
    filters: join(groups),
    disjunctive: groups
      .filter((group) => group.facet !== undefined)
      .map((own) => ({ facet: own.facet!, filters: join(groups.filter((group) => group !== own)) })),
  };
}

/** Trays of known products (recently viewed, cart-based): `productId:"a" OR productId:"b"`. */
export function productIdFilter(ids: readonly string[]): string {
  const values = unique(ids.map(indexFilterValue).filter((id) => id !== ''));
  return values.map((id) => `productId:${quoteFilterValue(id)}`).join(' OR ');
}

/** The fallback lookup of a group product by its collection tag. */
export function groupTagFilter(productId: string): string {
  return `_tags:${quoteFilterValue(`_grp_${indexFilterValue(productId)}`)}`;
}

/** The index attribute of brand pages and of the brand index counts. */
export const BRAND_TAG_ATTRIBUTE = 'brand.tag';

/** A navigation link to check: its key and the filters its listing would search. */
export interface NavLinkFilters {
  key: string;
  filters: string;
}
