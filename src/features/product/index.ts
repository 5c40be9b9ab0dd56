export {
  ProductDetails,
  useProductTabLabels,
  type ProductDetailsProps,
  type ProductNote,
} from './product-details.tsx';
export { ImagePreview } from './image-preview.tsx';
export { BackInStockModal, type BackInStockSubject } from './back-in-stock-modal.tsx';
export { tabIndexOf, tabParameter, type ProductTab } from './product-tabs.tsx';
