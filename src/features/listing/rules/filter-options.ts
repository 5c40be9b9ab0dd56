/** How a filter's options are listed: cut to a limit, filtered by text, grouped by category. */
import type { FilterDefinition, FilterOption } from '../../../../schemas/api/product.schema.ts';

/** What the shopper asked of a limited option list. */
export interface OptionLimit {
  /** Options shown before 'view all'; none (or 0) shows every option. */
  limit?: number;
  /** The filter box's text, matched case-insensitively against option labels. */
  filterText?: string;
  showAll?: boolean;
}

/** The options to draw and which controls go with them. */
export interface LimitedOptions<T> {
  options: T[];
  /** More matches than the limit and not yet expanded: offer 'view all'. */
  viewAll: boolean;
  /** The list is longer than its limit, so it gets a filter box. */
  limited: boolean;
}

/** First N of the options matching the filter box, so long lists (brands) stay short but reachable. */
export function limitOptions<T extends Pick<FilterOption, 'value'>>(
  options: readonly T[],
  { limit, filterText = '', showAll = false }: OptionLimit,
): LimitedOptions<T> {
  const needle = filterText.trim().toLowerCase();
  const matches = needle
    ? options.filter((option) => option.value.toLowerCase().includes(needle))
    : [...options];
  const max = limit !== undefined && limit > 0 ? limit : Infinity;
  const cut = !showAll && matches.length > max;
  return { options: cut ? matches.slice(0, max) : matches, viewAll: cut, limited: options.length > max };
}

/** Options under one sub-category heading ('' when the options carry none). */
export interface OptionSubGroup {
  subCategory: string;
  options: FilterOption[];
}

/** Options under one category heading ('' when the filter is not categorized or the option has none). */
export interface OptionGroup {
  category: string;
  subCategories: OptionSubGroup[];
}

/** Category, then sub-category columns for `categorize`/`subcategorize` filters, keeping the options' order. */
export function groupOptions(
  definition: Pick<FilterDefinition, 'categorize' | 'subcategorize'>,
  options: readonly FilterOption[],
): OptionGroup[] {
  const groups = new Map<string, Map<string, FilterOption[]>>();
  for (const option of options) {
    const category = definition.categorize ? (option.category ?? '') : '';
    const subCategory = definition.categorize && definition.subcategorize ? (option.subCategory ?? '') : '';
    const subGroups = groups.get(category) ?? new Map<string, FilterOption[]>();
    groups.set(category, subGroups);
    subGroups.set(subCategory, [...(subGroups.get(subCategory) ?? []), option]);
  }
  return [...groups].map(([category, subGroups]) => ({
    category,
    subCategories: [...subGroups].map(([subCategory, grouped]) => ({ subCategory, options: grouped })),
  }));
}
