import { describe, expect, it } from 'vitest';
import { cartResponse } from '../../../../tests/helpers/fake-services.ts';
import { cartLine } from '../../../../tests/helpers/cart-lines.ts';
import { reshapeCart, reshapeCartLine } from './reshape-cart.ts';

describe('reshapeCart', () => {
  it('renames the cart’s wire fields and copies the rest', () => {
    const promotions = [{ id: 'p1', name: 'Spend 100', applied: true }];
    const wire = cartResponse({
      cartPublicId: 'c1',
      items: [cartLine('KNIT2', { stockQty: 2 })],
      taxCalculated: 'CALCULATED',
      messages: [{ type: 'warning', code: 'PREORDER_ITEMS', itemIds: ['a'] }],
      promotions,
      consumer: { email: 'ana@example.com' },
    });
    const cart = reshapeCart(wire);
    expect(cart).toEqual({
      publicId: 'c1',
      currency: 'GBP',
      lines: [cartLine('KNIT2', { stockQty: 2 })],
      totals: wire.summary,
      shipping: { options: [] },
      taxState: 'CALCULATED',
      notices: [{ type: 'warning', code: 'PREORDER_ITEMS', itemIds: ['a'] }],
      limits: { maxCartItems: 50, maxQuantityPerItem: 10 },
      promotions,
    });
    expect(cart.lines[0]).not.toBe(wire.items[0]);
  });

  it('takes the delivery address and the consumer the cart holds, when complete', () => {
    const shippingAddress = {
      firstName: 'Ana',
      lastName: 'Silva',
      addressLine1: '350 Fifth Avenue',
      addressLine2: '',
      city: 'New York',
      region: 'NY',
      countryCode: 'US',
      internalId: 7,
    };
    const consumer = { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', phoneNumber: '' };
    const cart = reshapeCart(cartResponse({ shippingAddress, consumer }));
    expect(cart.deliveryAddress).toEqual({
      firstName: 'Ana',
      lastName: 'Silva',
      addressLine1: '350 Fifth Avenue',
      city: 'New York',
      region: 'NY',
      countryCode: 'US',
    });
    expect(cart.consumer).toEqual({ firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com' });
    const partial = reshapeCart(
      cartResponse({ shippingAddress: { city: 'Leeds' }, consumer: { email: 'a@b.co' } }),
    );
    expect(Object.keys(partial)).not.toContain('deliveryAddress');
    expect(Object.keys(partial)).not.toContain('consumer');
  });

  it('leaves out what the answer left out', () => {
    const cart = reshapeCart(cartResponse());
    expect(Object.keys(cart)).not.toContain('promotions');
    expect(Object.keys(reshapeCartLine(cartLine('A')))).not.toContain('stockQty');
  });
});
