/** The product card and its parts, shared by listings, trays and search suggestions. */
export { ProductCard, type ProductBadge, type ProductCardProps } from './product-card.tsx';
export { ProductCardSkeleton } from './product-card-skeleton.tsx';
export { ProductPrice } from './product-price.tsx';
export { QuickBuyContext, quickBuyRequest, useQuickBuy, type QuickBuyRequest } from './quick-buy-context.ts';
export { cardPrice, discountPercent } from './discount.ts';
