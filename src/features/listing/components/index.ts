/** The listing's presentational components (category, brand and search pages): props in, callbacks out. */
export { EmptyListing, type EmptyListingProps } from './empty-listing.tsx';
export type { FilterChange } from '../rules/filter-change.ts';
export { FilterOptions, type FilterOptionsProps } from './filter-options.tsx';
export { FilterPanel, type FilterPanelProps } from './filter-panel.tsx';
export {
  FILTER_SIDEBAR_MIN_WIDTH,
  ListingHeader,
  type ListingCategoriesButton,
  type ListingHeaderProps,
} from './listing-header.tsx';
export { Pagination, type PaginationProps } from './pagination.tsx';
export { PriceRangeForm, type PriceRangeFormProps } from './price-range-form.tsx';
export { ProductGrid, type ProductGridProps } from './product-grid.tsx';
export { SortSelect, type SortChoice, type SortSelectProps } from './sort-select.tsx';
