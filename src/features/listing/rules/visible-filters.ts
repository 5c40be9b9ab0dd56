/** Which filters a listing shows: those that can narrow the results, or that are in use. */
import type { FilterDefinition } from '../../../../schemas/api/product.schema.ts';
import type { ListingState } from './listing-state.ts';

/** The brand filter's name, hidden on brand pages and where brands are not displayed. */
export const BRAND_FILTER = 'brand';

/** Search answer `facets`: index attribute to value to count. */
export type FacetCounts = Readonly<Record<string, Readonly<Record<string, number>>>>;

/** Search answer `facets_stats`: index attribute to its numeric spread. */
export type FacetStats = Readonly<Record<string, { min: number; max: number }>>;

/** What visibility depends on besides the definitions. */
export interface FilterVisibility {
  facets: FacetCounts;
  facetsStats?: FacetStats;
  selection: Pick<ListingState, 'filters' | 'numeric'>;
  /** The site displays brands. */
  showBrand: boolean;
  isBrandPage: boolean;
}

function hasNumericSelection(selection: FilterVisibility['selection'], name: string): boolean {
  const bounds = selection.numeric[name];
  return !!bounds && (!!bounds.min || !!bounds.max);
}

/**
 * The filters worth offering: a filter that cannot narrow the results is noise, but one the shopper has used stays
 * so it can be undone.
 */
export function visibleFilters(
  definitions: readonly FilterDefinition[],
  context: FilterVisibility,
): FilterDefinition[] {
  return definitions.filter((definition) => {
    const { name, metadata } = definition;
    if (name === BRAND_FILTER && (!context.showBrand || context.isBrandPage)) return false;
    if (metadata.filterType === 'numeric') {
      if (hasNumericSelection(context.selection, name)) return true;
      const stats = context.facetsStats?.[metadata.nameInAlgolia];
      return !!stats && stats.min !== stats.max;
    }
    if ((context.selection.filters[name] ?? []).length > 0) return true;
    const counts = context.facets[metadata.nameInAlgolia] ?? {};
    return definition.options.some((option) => (counts[option.tag] ?? 0) > 0);
  });
}
