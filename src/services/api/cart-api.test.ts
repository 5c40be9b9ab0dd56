import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../tests/helpers/fake-services.ts';
import { anonymousTokens } from './anonymous-tokens.ts';
import { ApiClient } from './api-client.ts';
import { PRECONDITION_REQUIRED } from './api-errors.ts';
import { HttpCartService } from './cart-api.ts';
import { serverCartService } from './server-cart-service.ts';

function setup(status = 200, body: unknown = { cartPublicId: 'c1' }) {
  const sent: { call: string; body: unknown }[] = [];
  const client = new ApiClient({
    fetch: (async (url: RequestInfo | URL, init: RequestInit = {}) => {
      sent.push({
        call: `${init.method} ${String(url)}`,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response(JSON.stringify(body), { status });
    }) as typeof fetch,
    storage: new MemoryStorage(),
    site: () => ({ siteTag: 't', sitePublicId: 'maison-nord-uk', countryFolder: 'uk', language: 'en' }),
    tokens: anonymousTokens,
  });
  return { cart: new HttpCartService(client), sent };
}

const address = {
  firstName: 'Ana',
  lastName: 'Silva',
  addressLine1: '1 Road',
  city: 'London',
  countryCode: 'GB',
};

describe('HttpCartService', () => {
  it('makes every cart call with its method, path and payload', async () => {
    const { cart, sent } = setup();
    await cart.load();
    await cart.load({ preview: true });
    await cart.add({
      productId: 'KNIT2',
      sku: 'KNIT2-NAVY-S',
      quantity: 1,
      customisation: null,
      setCode: null,
    });
    await cart.update('a1', 3);
    await cart.remove('a1');
    await cart.recreate('c1');
    await cart.applyVoucher('WELCOME10');
    await cart.removeVoucher();
    await cart.saveAddress({ reference: 'home', address });
    await cart.calculateTax(address);
    await cart.selectShipping('express');
    expect(sent).toEqual([
      { call: 'GET /api/cart?lang=en&siteTag=t', body: undefined },
      { call: 'GET /api/cart?lang=en&preview=true&siteTag=t', body: undefined },
      {
        call: 'POST /api/cart?siteTag=t',
        body: { productId: 'KNIT2', sku: 'KNIT2-NAVY-S', quantity: 1, customisation: null, setCode: null },
      },
      { call: 'PUT /api/cart/a1?siteTag=t', body: { quantity: 3 } },
      { call: 'PUT /api/cart/a1?siteTag=t', body: { quantity: 0 } },
      { call: 'POST /api/cart/recreateCart?siteTag=t', body: { cartPublicId: 'c1' } },
      { call: 'PUT /api/cart/voucher?siteTag=t', body: { action: 'apply', voucher: 'WELCOME10' } },
      { call: 'PUT /api/cart/voucher?siteTag=t', body: { action: 'delete' } },
      { call: 'POST /api/cart/address?siteTag=t', body: { reference: 'home', address } },
      { call: 'POST /api/cart/calculate-tax?siteTag=t', body: { address } },
      { call: 'POST /api/shipping?siteTag=t', body: { id: 'express' } },
    ]);
  });

  it('reads promotions as a list or as { promotions }, and passes the 428 marker on', async () => {
    const promotions = [{ id: 'p1', name: 'Spend 100', applied: false }];
    expect(await setup(200, promotions).cart.promotions()).toEqual(promotions);
    expect(await setup(200, { promotions }).cart.promotions()).toEqual(promotions);
    expect(await setup(428, {}).cart.promotions()).toBe(PRECONDITION_REQUIRED);
    expect(await setup(428, {}).cart.load()).toBe(PRECONDITION_REQUIRED);
  });
});

describe('serverCartService', () => {
  it('refuses every call, so server rendering can never reach the API', async () => {
    await expect(serverCartService.load()).rejects.toThrow('not available while rendering on the server');
    await expect(serverCartService.createSession()).rejects.toThrow();
    expect(() => serverCartService.onSessionRestart(() => {})).not.toThrow();
  });
});
