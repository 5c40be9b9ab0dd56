export {
  ProductDetails,
  useProductTabLabels,
  type ProductDetailsProps,
  type ProductNote,
} from './product-details.tsx';
export { ImagePreview } from './image-preview.tsx';
export { BackInStockModal, type BackInStockSubject } from './back-in-stock-modal.tsx';
export { tabIndexOf, tabParameter, type ProductTab } from './product-tabs.tsx';
export { catalogueStore, createCatalogueStore } from './product-stores.ts';
export { HttpProductService } from './api/product-api.ts';
export { DELIVERY_PAGE } from './components/product-delivery.ts';
export { catalogueScope } from './product-match.ts';
export type { ProductMatch } from './product-match.ts';
export { QuickBuyHost } from './quick-buy-host.tsx';

// Parts loaded on first use: the app calls these, and each stays a chunk of its own.
/** Loads product reads (a chunk of their own, with the first product page or quick buy). */
export const loadProductReads = () => import('./product-reads.ts');
/** Loads the personalisation checks, with a first personalisation. */
export const loadCustomiseApi = () => import('./api/customise-api.ts');
/** Loads the product page's head extras, with its route. */
// Only the server builds structured data: its chunk is not announced to the browser.
export const loadProductHead = () => import(/* server-only */ './components/product-head.ts');
