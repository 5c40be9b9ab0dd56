import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../../schemas/api/cart.schema.ts';
import { SESSION_HEADER } from '../../../schemas/api/conventions.ts';
import {
  BASIC_AUTHORIZATION,
  SITE_TAG,
  startCommerce,
  type CommerceHarness,
  type TestShopper,
} from '../../test-support/commerce-harness.ts';
import { insertFixtureProducts, skuOf } from '../../test-support/catalogue-fixture.ts';
import { insertReferenceFixture } from '../../test-support/reference-fixture.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';

/** Every total must follow from the lines: the invariant the cart screen and checkout rely on. */
function expectConsistent(cart: CartResponse) {
  const charged = cart.items.filter(
    (item) => !cart.messages.some((m) => m.code === 'UNAVAILABLE_ITEMS' && m.itemIds?.includes(item.id)),
  );
  const s = cart.summary;
  expect(s.totalItemCost).toBe(charged.reduce((total, item) => total + item.price.sale.total, 0));
  expect(s.totalItemCount).toBe(charged.reduce((total, item) => total + item.quantity, 0));
  expect(s.totalDiscountProduct).toBe(
    cart.items.flatMap((item) => item.discounts).reduce((t, d) => t + d.amount, 0),
  );
  expect(s.totalDiscount).toBe(s.totalDiscountProduct + s.totalDiscountShipping);
  expect(s.deliveryNetCost).toBe(s.deliveryCost - s.totalDiscountShipping);
  const taxOnTop = cart.currency === 'USD' ? s.totalTax : 0;
  expect(s.totalCost).toBe(s.totalItemCost - s.totalDiscountProduct + s.deliveryNetCost + taxOnTop);
}

describe.each(testDatabaseKinds)('cart on $name', (kind) => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertReferenceFixture(harness.db);
    await insertFixtureProducts(harness.db, [
      {
        productId: 'DRESS1',
        stock: { 'black-s': 3, 'black-m': 40 },
        prices: { GBP: { list: 8000, sale: 6000 }, USD: { list: 9900 } },
      },
      {
        productId: 'KNIT2',
        colours: ['navy', 'red'],
        prices: { GBP: { list: 12000 }, USD: { list: 15000 } },
        customisable: true,
      },
      { productId: 'SOFA3', bulky: true, sizes: ['one'], prices: { GBP: { list: 30000 } } },
      { productId: 'SOLD4', stock: { 'black-s': 0, 'black-m': 0, 'black-l': 0 } },
      { productId: 'PRE5', stock: { 'black-m': 0 }, fulfilment: { 'black-m': 'PREORDER' } },
      { productId: 'RACE6', stock: { 'black-m': 7 } },
      { productId: 'RACE7', stock: { 'black-m': 500 } },
    ]);
  });
  afterAll(() => harness.close());

  const add = (shopper: TestShopper, body: Record<string, unknown>, status = 200) =>
    shopper.json<CartResponse>('POST', '/api/cart', body, status);

  it('creates an empty cart on first load with delivery options and inclusive tax for the UK', async () => {
    const cart = await harness.shopper().json<CartResponse>('GET', '/api/cart?lang=en');
    expect(cart.items).toEqual([]);
    expect(cart.currency).toBe('GBP');
    expect(cart.summary.totalCost).toBe(0);
    expect(cart.shipping.options.map((option) => option.id)).toEqual(['gb-standard', 'gb-express']);
    expect(cart.taxCalculated).toBe('CALCULATED');
    expect(cart.limits).toEqual({ maxCartItems: 50, maxQuantityPerItem: 10 });
  });

  it('adds lines newest first, merges the same sku and customisation, and prices in integer minor units', async () => {
    const shopper = harness.shopper();
    await add(shopper, { productId: 'DRESS1', sku: skuOf('DRESS1', 'black', 'm'), quantity: 1 });
    await add(shopper, { productId: 'DRESS1', sku: skuOf('DRESS1', 'black', 'm'), quantity: 2 });
    const cart = await add(shopper, {
      productId: 'KNIT2',
      skuOptions: { color: 'red', size: 's' },
      quantity: 1,
    });
    expect(cart.items.map((item) => [item.sku, item.quantity])).toEqual([
      [skuOf('KNIT2', 'red', 's'), 1],
      [skuOf('DRESS1', 'black', 'm'), 3],
    ]);
    const dress = cart.items[1]!;
    expect(dress).toMatchObject({
      sale: 'ONSALE',
      unitPrice: { list: 8000, sale: 6000 },
      price: { list: { total: 24000 }, sale: { total: 18000 } },
    });
    expect(dress.url).toBe('/product/dress1/DRESS1?color=black');
    expect(cart.summary).toMatchObject({
      totalItemCost: 30000,
      totalItemCount: 4,
      deliveryCost: 0,
      totalCost: 30000,
    });
    // 20% VAT included: 30000 * 2000 / 12000.
    expect(cart.summary.totalTax).toBe(5000);
    expectConsistent(cart);
  });

  it('keeps differently customised units of one sku on separate lines', async () => {
    const shopper = harness.shopper();
    const sku = skuOf('KNIT2', 'navy', 'm');
    const initials = (value: string) => ({ inputs: [{ key: 'initials', value }] });
    await add(shopper, { productId: 'KNIT2', sku, quantity: 1, customisation: initials('AB') });
    await add(shopper, { productId: 'KNIT2', sku, quantity: 1, customisation: initials('CD') });
    const cart = await add(shopper, { productId: 'KNIT2', sku, quantity: 1, customisation: initials('AB') });
    expect(cart.items.map((item) => [item.customisation?.inputs[0]?.value, item.quantity])).toEqual([
      ['CD', 1],
      ['AB', 2],
    ]);
    const refused = await shopper.call('POST', '/api/cart', {
      productId: 'DRESS1',
      sku: skuOf('DRESS1', 'black', 'm'),
      quantity: 1,
      customisation: initials('X'),
    });
    expect(refused.json()).toMatchObject({ status: 400, code: 'ADD_CART_FAILURE' });
  });

  it('enforces stock, the per-item maximum and the cart maximum on the server', async () => {
    const shopper = harness.shopper();
    const low = skuOf('DRESS1', 'black', 's');
    await add(shopper, { productId: 'DRESS1', sku: low, quantity: 2 });
    const overStock = await shopper.call('POST', '/api/cart', { productId: 'DRESS1', sku: low, quantity: 2 });
    expect(overStock.statusCode).toBe(422);
    expect(overStock.json()).toMatchObject({
      code: 'STOCK_QUANTITY_EXCEEDED',
      message: 'Only 3 left in stock',
    });

    const plenty = skuOf('DRESS1', 'black', 'm');
    const overItem = await shopper.call('POST', '/api/cart', {
      productId: 'DRESS1',
      sku: plenty,
      quantity: 11,
    });
    expect(overItem.json()).toMatchObject({ status: 422, code: 'MAX_QTY_PER_ITEM_EXCEEDED' });

    for (const colour of ['navy', 'red'])
      for (const size of ['s', 'm', 'l'])
        await add(shopper, { productId: 'KNIT2', sku: skuOf('KNIT2', colour, size), quantity: 8 });
    const cart = await shopper.json<CartResponse>('GET', '/api/cart');
    expect(cart.summary.totalItemCount).toBe(50);
    const overCart = await shopper.call('POST', '/api/cart', {
      productId: 'DRESS1',
      sku: plenty,
      quantity: 1,
    });
    expect(overCart.json()).toMatchObject({ status: 422, code: 'MAX_CART_QTY_EXCEEDED' });
    expect(cart.items.find((item) => item.sku === low)).toMatchObject({
      availability: 'LOWSTOCK',
      stockQty: 3,
      maxQuantity: 2,
    });
  });

  it('names the missing option levels and refuses out-of-stock, unknown and foreign variants', async () => {
    const shopper = harness.shopper();
    const missing = await shopper.call('POST', '/api/cart', {
      productId: 'KNIT2',
      skuOptions: { color: 'navy' },
      quantity: 1,
    });
    expect(missing.json()).toMatchObject({
      status: 400,
      code: 'ADD_CART_FAILURE',
      details: [{ pointer: '/skuOptions/size' }],
    });
    const soldOut = await shopper.call('POST', '/api/cart', {
      productId: 'SOLD4',
      sku: skuOf('SOLD4', 'black', 'm'),
      quantity: 1,
    });
    expect(soldOut.json()).toMatchObject({ status: 422, code: 'STOCK_QUANTITY_EXCEEDED' });
    const foreign = await shopper.call('POST', '/api/cart', {
      productId: 'DRESS1',
      sku: skuOf('KNIT2', 'navy', 'm'),
      quantity: 1,
    });
    expect(foreign.json()).toMatchObject({ status: 404, code: 'VARIANT_NOT_FOUND' });
    const unknown = await shopper.call('POST', '/api/cart', { productId: 'NOPE', quantity: 1 });
    expect(unknown.json()).toMatchObject({ status: 404, code: 'PRODUCT_NOT_FOUND', result: 'NOT_FOUND' });
  });

  it('sells preorder skus beyond stock with their ship dates and a warning', async () => {
    const shopper = harness.shopper();
    const cart = await add(shopper, { productId: 'PRE5', sku: skuOf('PRE5', 'black', 'm'), quantity: 2 });
    expect(cart.items[0]).toMatchObject({
      availability: 'PREORDER',
      shipDateStart: Date.parse('2027-02-01T00:00:00Z') / 1000,
    });
    expect(cart.messages).toEqual([
      { type: 'warning', code: 'PREORDER_ITEMS', itemIds: [cart.items[0]!.id] },
    ]);
  });

  it('updates and removes lines, and never touches another shopper’s line', async () => {
    const owner = harness.shopper();
    const stranger = harness.shopper();
    const cart = await add(owner, { productId: 'DRESS1', sku: skuOf('DRESS1', 'black', 'm'), quantity: 1 });
    const itemId = cart.items[0]!.id;
    expect(
      (await owner.json<CartResponse>('PUT', `/api/cart/${itemId}`, { quantity: 4 })).items[0]!.quantity,
    ).toBe(4);
    const hijack = await stranger.call('PUT', `/api/cart/${itemId}`, { quantity: 0 });
    expect(hijack.json()).toMatchObject({ status: 404, code: 'ITEM_NOT_FOUND' });
    const recreate = await stranger.call('POST', '/api/cart/recreateCart', {
      cartPublicId: cart.cartPublicId,
    });
    expect(recreate.json()).toMatchObject({ status: 404, code: 'CART_NOT_FOUND' });
    expect((await owner.json<CartResponse>('GET', '/api/cart')).items[0]!.quantity).toBe(4);
    expect((await owner.json<CartResponse>('PUT', `/api/cart/${itemId}`, { quantity: 0 })).items).toEqual([]);
  });

  it('applies, refuses and removes vouchers', async () => {
    const shopper = harness.shopper();
    await add(shopper, { productId: 'DRESS1', sku: skuOf('DRESS1', 'black', 'm'), quantity: 1 }); // 60.00
    const refuse = async (voucher: string, code: string) =>
      expect(
        (await shopper.call('PUT', '/api/cart/voucher', { action: 'apply', voucher })).json(),
      ).toMatchObject({ code });
    await refuse('NOSUCH', 'VOUCHER_INVALID');
    await refuse('EXPIRED5', 'VOUCHER_EXPIRED');
    await refuse('LIMITED1', 'VOUCHER_USAGE_EXCEEDED');
    await refuse('SAVE20', 'VOUCHER_NOT_APPLICABLE'); // needs a basket of 100.00
    const applied = await shopper.json<CartResponse>('PUT', '/api/cart/voucher', {
      action: 'apply',
      voucher: 'welcome10',
    });
    // 10% of 60.00; 54.00 still reaches free delivery (50.00).
    expect(applied.summary).toMatchObject({
      voucherCode: 'WELCOME10',
      totalDiscountProduct: 600,
      deliveryCost: 0,
      totalCost: 5400,
    });
    expect(applied.items[0]!.discounts).toEqual([
      { name: 'Welcome 10%', messageId: 'WELCOME10', amount: 600 },
    ]);
    expectConsistent(applied);
    const removed = await shopper.json<CartResponse>('PUT', '/api/cart/voucher', { action: 'delete' });
    expect(removed.summary.voucherCode).toBeUndefined();
    expect(removed.summary.totalDiscount).toBe(0);
  });

  it('discounts delivery, tiers and fixed amounts exactly', async () => {
    const shopper = harness.shopper();
    await add(shopper, { productId: 'DRESS1', sku: skuOf('DRESS1', 'black', 'm'), quantity: 1 }); // 60.00
    let cart = await shopper.json<CartResponse>('POST', '/api/shipping', { id: 'gb-express' });
    expect(cart.summary).toMatchObject({ deliveryCost: 795, totalCost: 6795 });
    cart = await shopper.json<CartResponse>('PUT', '/api/cart/voucher', {
      action: 'apply',
      voucher: 'FREESHIP',
    });
    expect(cart.summary).toMatchObject({
      deliveryCost: 795,
      totalDiscountShipping: 795,
      deliveryNetCost: 0,
      totalCost: 6000,
    });
    await add(shopper, { productId: 'KNIT2', sku: skuOf('KNIT2', 'red', 'l'), quantity: 1 }); // + 120.00 = 180.00
    cart = await shopper.json<CartResponse>('PUT', '/api/cart/voucher', {
      action: 'apply',
      voucher: 'TIERED',
    });
    expect(cart.summary.totalDiscountProduct).toBe(1800); // 10% tier (>= 100.00, < 200.00)
    expect(cart.items.map((item) => item.discounts[0]!.amount).sort()).toEqual([1200, 600]);
    cart = await shopper.json<CartResponse>('PUT', '/api/cart/voucher', {
      action: 'apply',
      voucher: 'SAVE20',
    });
    expect(cart.summary).toMatchObject({ totalDiscountProduct: 2000, deliveryCost: 795, totalCost: 16795 });
    expectConsistent(cart);
  });

  it('keeps a tier voucher on a bag that fell below its first tier, saying how much more to spend', async () => {
    const shopper = harness.shopper();
    await add(shopper, { productId: 'DRESS1', sku: skuOf('DRESS1', 'black', 'm'), quantity: 1 }); // 60.00
    let cart = await add(shopper, { productId: 'KNIT2', sku: skuOf('KNIT2', 'red', 'l'), quantity: 1 }); // 180.00
    cart = await shopper.json<CartResponse>('PUT', '/api/cart/voucher', {
      action: 'apply',
      voucher: 'TIERED',
    });
    expect(cart.summary).toMatchObject({ voucherName: 'Spend more', totalDiscountProduct: 1800 });
    expect(cart.summary.voucherShortfall).toBeUndefined();
    const knit = cart.items.find((item) => item.productId === 'KNIT2')!;
    cart = await shopper.json<CartResponse>('PUT', `/api/cart/${knit.id}`, { quantity: 0 });
    // 60.00 is 40.00 short of the first tier (100.00): still on the bag, giving nothing, and saying why.
    expect(cart.summary).toMatchObject({
      voucherCode: 'TIERED',
      voucherName: 'Spend more',
      voucherMessage: 'WEB.CART.VOUCHER_NOT_APPLICABLE',
      voucherShortfall: { amount: 4000 },
      totalDiscountProduct: 0,
    });
  });

  it('offers only methods that carry bulky items, and refuses the others', async () => {
    const shopper = harness.shopper();
    const cart = await add(shopper, { productId: 'SOFA3', sku: skuOf('SOFA3', 'black', 'one'), quantity: 1 });
    expect(cart.shipping.options.find((option) => option.id === 'gb-express')).toMatchObject({
      available: false,
    });
    expect(cart.shipping.selected).toBe('gb-standard');
    const refused = await shopper.call('POST', '/api/shipping', { id: 'gb-express' });
    expect(refused.json()).toMatchObject({ status: 422, code: 'SHIPPING_METHOD_INVALID' });
  });

  it('calculates US sales tax once the address gives the state, and records a rejection', async () => {
    const shopper = harness.shopper({ sitePublicId: 'maison-nord-us' });
    let cart = await add(shopper, { productId: 'DRESS1', sku: skuOf('DRESS1', 'black', 'm'), quantity: 2 });
    expect(cart).toMatchObject({ currency: 'USD', taxCalculated: 'NOT_CALCULATED' });
    // The US-only multibuy campaign applies by itself at two items: 5% of 198.00.
    expect(cart.summary).toMatchObject({
      totalItemCost: 19800,
      totalDiscountProduct: 990,
      totalTax: 0,
      totalCost: 18810 + 800,
    });
    const address = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      addressLine1: '1 Main St',
      city: 'New York',
      region: 'NY',
      postcode: '10001',
      countryCode: 'US',
      phoneNumber: '+1 212 555 0100',
    };
    cart = await shopper.json<CartResponse>('POST', '/api/cart/calculate-tax', { address });
    // 8.88% of (188.10 + 8.00) = 17.41 on top.
    expect(cart).toMatchObject({
      taxCalculated: 'CALCULATED',
      summary: { totalTax: 1741, totalCost: 18810 + 800 + 1741 },
    });
    expectConsistent(cart);
    const foreign = await shopper.call('POST', '/api/cart/calculate-tax', {
      address: { ...address, countryCode: 'GB' },
    });
    expect(foreign.json()).toMatchObject({ status: 422, code: 'TAX_CALCULATION_ERROR' });
    expect((await shopper.json<CartResponse>('GET', '/api/cart')).taxCalculated).toBe('TAX_REJECTION');
    const badPostcode = await shopper.call('POST', '/api/cart/address', {
      address: { ...address, postcode: 'SW1A 1AA' },
    });
    expect(badPostcode.json()).toMatchObject({
      status: 400,
      code: 'ADDRESS_INVALID',
      details: [{ pointer: '/address/postcode' }],
    });
    const unableToShip = await shopper.call('POST', '/api/cart/address', {
      address: { ...address, countryCode: 'GB' },
    });
    expect(unableToShip.json()).toMatchObject({ status: 422, code: 'UNABLE_TO_SHIP_ERROR' });
    cart = await shopper.json<CartResponse>('POST', '/api/cart/address', { address });
    expect(cart).toMatchObject({ taxCalculated: 'NOT_CALCULATED', shippingAddress: { city: 'New York' } });
  });

  it('lists running campaigns and recreates an earlier cart of the same shopper', async () => {
    const shopper = harness.shopper({ sitePublicId: 'maison-nord-us' });
    const first = await add(shopper, {
      productId: 'DRESS1',
      sku: skuOf('DRESS1', 'black', 'm'),
      quantity: 2,
    });
    const promotions = await shopper.json<{ promotions: unknown[] }>('GET', '/api/cart/promotions');
    expect(promotions.promotions).toEqual([{ id: 'us-multibuy', name: 'Multibuy 5%', applied: true }]);
    await harness.db.query(`UPDATE carts SET status = 'ORDERED' WHERE public_id = $1`, [first.cartPublicId]);
    expect((await shopper.json<CartResponse>('GET', '/api/cart')).items).toEqual([]);
    const recreated = await shopper.json<CartResponse>('POST', '/api/cart/recreateCart', {
      cartPublicId: first.cartPublicId,
    });
    expect(recreated.cartPublicId).not.toBe(first.cartPublicId);
    expect(recreated.items.map((item) => [item.sku, item.quantity])).toEqual([
      [skuOf('DRESS1', 'black', 'm'), 2],
    ]);
  });

  it('keeps the bag when the shopper signs in, and keeps it on the account after signing out and in again', async () => {
    const anonymous = harness.shopper();
    await add(anonymous, { productId: 'KNIT2', sku: skuOf('KNIT2', 'navy', 's'), quantity: 2 });
    const token = await harness.bearerFor({ accountId: 'acct-bag', email: 'bag@example.com' });
    const signIn = await harness.app.inject({
      method: 'POST',
      url: `/api/session?siteTag=${SITE_TAG}`,
      headers: { authorization: `Bearer ${token}`, [SESSION_HEADER]: anonymous.sessionId! },
      payload: { language: 'en', sitePublicId: 'maison-nord-uk' },
    });
    expect(signIn.statusCode).toBe(200);
    const signedIn = harness.shopper({ bearer: token });
    signedIn.sessionId = signIn.headers[SESSION_HEADER] as string;
    const cart = await signedIn.json<CartResponse>('GET', '/api/cart');
    expect(cart.items.map((item) => [item.sku, item.quantity])).toEqual([[skuOf('KNIT2', 'navy', 's'), 2]]);
    // The anonymous cart is now the account's: the old session starts an empty one.
    expect((await anonymous.json<CartResponse>('GET', '/api/cart')).items).toEqual([]);
    const later = harness.shopper({ bearer: token });
    expect((await later.json<CartResponse>('GET', '/api/cart')).items).toHaveLength(1);
    // An account session is refused without its bearer token.
    const stolen = await harness.app.inject({
      method: 'GET',
      url: `/api/cart?siteTag=${SITE_TAG}`,
      headers: { authorization: BASIC_AUTHORIZATION, [SESSION_HEADER]: signedIn.sessionId },
    });
    expect(stolen.json()).toMatchObject({ status: 401, code: 'SESSION_INVALID' });
  });

  it('answers 428 without a session and 4xx for malformed, mistyped, oversized and hostile input', async () => {
    const noSession = await harness.app.inject({
      method: 'GET',
      url: '/api/cart?siteTag=storefront-demo',
      headers: { authorization: `Basic ${Buffer.from('storefront:public').toString('base64')}` },
    });
    expect(noSession.json()).toMatchObject({ status: 428, code: 'SESSION_REQUIRED' });
    const shopper = harness.shopper();
    const bad: unknown[] = [
      { productId: 'DRESS1', quantity: '2' },
      { productId: 'DRESS1', quantity: 0 },
      { productId: 'DRESS1', quantity: 1.5 },
      { productId: "' OR 1=1 --", quantity: 1 },
      { productId: 'DRESS1', quantity: 1, price: 1 },
      { productId: 'DRESS1', quantity: 1, customisation: { inputs: [{ key: '<script>', value: 'x' }] } },
      [],
      'null',
      { productId: 'x'.repeat(100_000), quantity: 1 },
    ];
    for (const body of bad) {
      const response = await shopper.call('POST', '/api/cart', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json().code).toMatch(/^(BAD_REQUEST|PAYLOAD_TOO_LARGE|UNSUPPORTED_MEDIA_TYPE)$/);
    }
    const notJson = await shopper.call('POST', '/api/cart', '{"productId":', {
      'content-type': 'application/json',
    });
    expect(notJson.json()).toMatchObject({ status: 400, code: 'BAD_REQUEST' });
    expect((await shopper.call('PUT', '/api/cart/not-a-uuid', { quantity: 1 })).json()).toMatchObject({
      status: 400,
    });
  });

  it('never oversells stock or the per-item maximum under 20 concurrent adds', async () => {
    const shopper = harness.shopper();
    await shopper.session();
    const sku = skuOf('RACE6', 'black', 'm'); // 7 in stock
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        shopper.call('POST', '/api/cart', { productId: 'RACE6', sku, quantity: 1 }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(7);
    expect(
      responses.filter((r) => r.statusCode === 422).every((r) => r.json().code === 'STOCK_QUANTITY_EXCEEDED'),
    ).toBe(true);

    const plenty = skuOf('RACE7', 'black', 'm'); // 500 in stock: the per-item maximum (10) binds
    const more = await Promise.all(
      Array.from({ length: 20 }, () =>
        shopper.call('POST', '/api/cart', { productId: 'RACE7', sku: plenty, quantity: 1 }),
      ),
    );
    expect(more.filter((response) => response.statusCode === 200)).toHaveLength(10);
    const cart = await shopper.json<CartResponse>('GET', '/api/cart');
    expect(cart.items.map((item) => [item.sku, item.quantity])).toEqual([
      [plenty, 10],
      [sku, 7],
    ]);
    expectConsistent(cart);
  });
});
