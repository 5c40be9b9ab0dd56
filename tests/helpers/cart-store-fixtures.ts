import type { CartLineItem, CartResponse } from '../../schemas/api/cart.schema.ts';
import { cartLine } from './cart-lines.ts';
import { cartResponse } from './fake-services.ts';

// Builders the cart and checkout store tests share.

/** The test's usual line: one knit, navy, size S. */
export const line = (overrides: Partial<CartLineItem> = {}): CartLineItem =>
  cartLine('KNIT2', {
    id: 'line-1',
    slug: 'knit',
    name: 'Knit',
    sku: 'KNIT2-NAVY-S',
    url: '/p/knit',
    ...overrides,
  });

export function cartWith(items: CartLineItem[], overrides: Partial<CartResponse> = {}): CartResponse {
  const base = cartResponse();
  return cartResponse({
    items,
    summary: { ...base.summary, totalItemCount: items.reduce((n, item) => n + item.quantity, 0) },
    ...overrides,
  });
}

/** An error shaped as the API client raises it. */
export const failure = (code: string, status = 409) =>
  Object.assign(new Error(code), { kind: 'http', status, code });

export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
