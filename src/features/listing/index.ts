/** Category, brand and search listings: the URL-driven listing view, its store and rules. */
export { ListingView, LISTING_HITS_PER_PAGE, type ListingViewProps } from './view/listing-view.tsx';
export type { ListingCategoriesButton } from './components/index.ts';
export {
  BRAND_LETTERS,
  BRAND_TAG_ATTRIBUTE,
  BrandIndexStore,
  brandLetter,
  groupBrands,
  type BrandEntry,
  type BrandGroup,
} from '../../stores/brand-index-store.ts';
export { quoteFilterValue } from '../../domain/listing/index.ts';
export { NavValidityStore, type NavLinkFilters } from '../../stores/nav-validity-store.ts';
