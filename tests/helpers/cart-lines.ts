import type { CartLineItem } from '../../schemas/api/cart.schema.ts';

/** A bag line of one product, as the cart API answers it, with whatever fields a test or story sets. */
export function cartLine(productId: string, overrides: Partial<CartLineItem> = {}): CartLineItem {
  return {
    id: `line-${productId}`,
    productId,
    slug: productId.toLowerCase(),
    name: productId,
    brand: 'Maison Nord',
    sku: `${productId}-S`,
    quantity: 1,
    price: { list: { total: 5000 }, sale: { total: 5000 } },
    unitPrice: { list: 5000, sale: 5000 },
    thumbnailUrl: '/t.jpg',
    url: `/product/${productId.toLowerCase()}/${productId}`,
    categories: [],
    availability: 'AVAILABLE',
    sale: 'NOSALE',
    options: {},
    discounts: [],
    maxQuantity: 10,
    ...overrides,
  };
}
