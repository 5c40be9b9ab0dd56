export { brandsStore, createBrandsStore } from './catalogue-stores.ts';
export { BRAND_LETTERS, BrandIndexStore, brandLetter, groupBrands } from './stores/brand-index-store.ts';
export type { BrandEntry, BrandGroup } from './stores/brand-index-store.ts';
export { NavValidityStore } from './stores/nav-validity-store.ts';

// Parts loaded on first use: the app calls these, and each stays a chunk of its own.
/** Loads a listing's first page, prepared with its route. */
export const loadListingPrepare = () => import('./components/listing-prepare.ts');
