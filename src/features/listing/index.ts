/** Category, brand and search listings: the URL-driven listing view, its store and rules. */
export { ListingView, type ListingViewProps } from './view/listing-view.tsx';
export { LISTING_HITS_PER_PAGE, prepareListing, type ListingDefinition } from './view/listing-context.ts';
export type { ListingCategoriesButton } from './components/index.ts';
export {
  BRAND_LETTERS,
  BRAND_TAG_ATTRIBUTE,
  BrandIndexStore,
  brandLetter,
  groupBrands,
  type BrandEntry,
  type BrandGroup,
} from '../catalogue/stores/brand-index-store.ts';
export { quoteFilterValue } from './rules/index.ts';
export { NavValidityStore, type NavLinkFilters } from '../catalogue/stores/nav-validity-store.ts';
