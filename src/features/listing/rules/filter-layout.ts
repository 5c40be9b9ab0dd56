/** How a filter is drawn: its layout from the definition's `type`, its columns, its dropdown width and swatches. */
import type { FilterDefinition, FilterOption } from '../../../../schemas/api/product.schema.ts';

/** A filter's layout: options in columns, category groups as columns, a grid, a single list, or a price range. */
export type FilterLayoutType = FilterDefinition['type'];

/** Columns of a layout that has them when the definition names none. */
export const DEFAULT_FILTER_COLUMNS = 3;

/** Colour swatches' diameter in pixels when the definition names none. */
export const DEFAULT_SWATCH_SIZE = 28;

/**
 * Narrowest a dropdown panel opens, by layout: a grid or a range needs room across, a list does not. Option and
 * category columns take the grid's width so three columns stay readable.
 */
export const FILTER_DROPDOWN_MIN_WIDTH: Readonly<Record<FilterLayoutType, number>> = {
  grid: 500,
  list: 300,
  rangeSelector: 500,
  columns: 500,
  categoryColumns: 500,
};

/** How the desktop listing offers its filters: a sidebar of accordions, or a bar of dropdowns over the results. */
export type FilterDisplay = 'sidebar' | 'dropdown';

/** A site's listing settings (config.json `listing`), with their defaults. */
export interface ListingSettings {
  filterDisplay: FilterDisplay;
  /** Whether listings offer the brand filter. */
  brandDisplay: boolean;
}

/** The listing settings a site's configuration gives, defaults filling what it leaves out. */
export function listingSettings(config?: {
  filterDisplay?: string;
  brandDisplay?: boolean;
}): ListingSettings {
  return {
    filterDisplay: config?.filterDisplay === 'dropdown' ? 'dropdown' : 'sidebar',
    brandDisplay: config?.brandDisplay !== false,
  };
}

/** The layouts that set their options (or option groups) in columns. */
const WITH_COLUMNS: ReadonlySet<FilterLayoutType> = new Set(['columns', 'categoryColumns', 'grid']);

/** The number of columns a filter's layout uses, or undefined for a single list or a range. */
export function filterColumns(definition: Pick<FilterDefinition, 'type' | 'columns'>): number | undefined {
  if (!WITH_COLUMNS.has(definition.type)) return undefined;
  return definition.columns !== undefined && definition.columns > 0
    ? definition.columns
    : DEFAULT_FILTER_COLUMNS;
}

/** How one swatch is painted: nothing (labels only), a picture, or a colour. */
export type SwatchFill = { kind: 'none' } | { kind: 'image'; url: string } | { kind: 'color'; color: string };

/**
 * The fill of a colour option's swatch. `showSwatch: false` leaves only its name. An `image` swatch shows its
 * picture (its colour while it has none). An `rgb` swatch shows its colour, or the picture the catalogue drew from
 * several colours (an inline `data:` image), since one colour cannot show stripes.
 */
export function swatchFill(
  definition: Pick<FilterDefinition, 'showSwatch' | 'swatchType'>,
  option: Pick<FilterOption, 'rgb' | 'swatchURL'>,
): SwatchFill {
  if (definition.showSwatch === false) return { kind: 'none' };
  const url = option.swatchURL;
  if (url && (definition.swatchType === 'image' || url.startsWith('data:'))) return { kind: 'image', url };
  return { kind: 'color', color: option.rgb || '#cccccc' };
}
