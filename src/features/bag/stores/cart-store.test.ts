import { describe, expect, it } from 'vitest';
import type { CartResponse } from '../../../../schemas/api/cart.schema.ts';
import {
  cartResponse,
  FakeCartService,
  RecordingAnalytics,
  RecordingReporter,
} from '../../../../tests/helpers/fake-services.ts';
import { cartWith, deferred, failure, line } from '../../../../tests/helpers/cart-store-fixtures.ts';
import { sessionStillRequired } from '../../../kernel/api/api-errors.ts';
import { maxQuantity } from '../rules/cart-rules.ts';
import { CartStore } from './cart-store.ts';

function setup(cart = cartResponse()) {
  const service = new FakeCartService(cart);
  const reporter = new RecordingReporter();
  const analytics = new RecordingAnalytics();
  let time = 1000;
  const store = new CartStore(service, reporter, analytics, () => time);
  return { store, service, reporter, analytics, tick: (ms: number) => (time += ms) };
}

describe('maxQuantity', () => {
  const only = (overrides: Parameters<typeof line>[0]) => {
    const item = line(overrides);
    return (limits: Parameters<typeof maxQuantity>[2]) => maxQuantity([item], item, limits);
  };

  it('is the smallest of max cart items, max per item and stock; non-numbers and negatives are unlimited', () => {
    expect(only({ stockQty: 3 })({ maxCartItems: 50, maxQuantityPerItem: 10 })).toBe(3);
    expect(only({ stockQty: 30 })({ maxCartItems: 5, maxQuantityPerItem: 10 })).toBe(5);
    expect(only({ stockQty: -1 })({ maxQuantityPerItem: 10 })).toBe(10);
    const loose = { maxCartItems: '7', maxQuantityPerItem: null } as unknown as Parameters<
      typeof maxQuantity
    >[2];
    expect(only({ stockQty: NaN })(loose)).toBe(Number.POSITIVE_INFINITY);
    expect(only({ stockQty: 0 })({ maxCartItems: 50, maxQuantityPerItem: 10 })).toBe(0);
  });

  // Changed to agree with the server: the rest of the bag counts, as the server counts it for the line's maximum.
  it('leaves room for the other lines: the cart maximum less their units, the stock less the same sku elsewhere', () => {
    const personalised = line({
      id: 'ab',
      quantity: 2,
      stockQty: 4,
      customisation: { inputs: [{ key: 'i', value: 'AB' }] },
    });
    const plain = line({ id: 'plain', quantity: 1, stockQty: 4 });
    const other = line({ id: 'other', sku: 'OTHER', quantity: 3, availability: 'OUTOFSTOCK' });
    const items = [personalised, plain, other];
    expect(maxQuantity(items, plain, { maxCartItems: 50, maxQuantityPerItem: 10 })).toBe(2);
    expect(maxQuantity(items, plain, { maxCartItems: 6, maxQuantityPerItem: 10 })).toBe(1);
  });
});

describe('CartStore load', () => {
  it('goes pending (submit disabled, updating) then fulfilled with the cart as the API ordered it', async () => {
    const items = [line({ id: 'b', sku: 'B' }), line({ id: 'a', sku: 'A' })];
    const { store, service } = setup(cartWith(items));
    const answer = deferred<CartResponse>();
    service.answer('load', answer.promise);
    const loading = store.load();
    expect(store.isUpdatePending).toBe(true);
    expect(store.disabledSubmit).toBe(true);
    answer.resolve(cartWith(items));
    await loading;
    expect(store.isUpdatePending).toBe(false);
    expect(store.disabledSubmit).toBe(false);
    expect(store.items.map((item) => item.id)).toEqual(['b', 'a']);
    expect(store.loaded).toBe(true);
    expect(store.lastAction).toEqual({ type: 'load', time: 1000 });
    expect(store.itemCount).toBe(2);
  });

  it('on rejection only warns and re-enables submit', async () => {
    const { store, service, reporter } = setup();
    service.answer('load', failure('INTERNAL_ERROR', 500));
    await store.load();
    expect(store.disabledSubmit).toBe(false);
    expect(store.isUpdatePending).toBe(false);
    expect(store.errorCode).toBeNull();
    expect(store.loaded).toBe(false);
    expect(reporter.reports).toEqual([
      expect.objectContaining({ kind: 'network', message: 'Cart load failed: INTERNAL_ERROR', severity: 3 }),
    ]);
  });

  it('loads once for every caller of ensureLoaded', async () => {
    const { store, service } = setup();
    await Promise.all([store.ensureLoaded(), store.ensureLoaded()]);
    await store.ensureLoaded();
    expect(service.calls.map((c) => c.method)).toEqual(['load']);
  });

  // Creating the session and retrying once is the API client's (services/api/cart-api.test.ts); the store reports.
  it('reports when the API still asks for a session after one was created', async () => {
    const { store, service, reporter } = setup();
    service.answer('load', sessionStillRequired());
    await store.load();
    expect(reporter.reports[0]!.message).toBe('Cart load failed: The API still asks for a session');
  });
});

describe('CartStore availability and messages', () => {
  it('copies unavailable lines and adds the unavailable and limited-stock messages, errors first', async () => {
    const items = [
      line({ id: 'low', availability: 'LOWSTOCK', stockQty: 2 }),
      line({ id: 'gone', availability: 'OUTOFSTOCK' }),
      line({ id: 'old', availability: 'DISCONTINUED' }),
      line({ id: 'na', availability: 'NOTAVAILABLE' }),
      line({ id: 'pre', availability: 'PREORDER' }),
      line({ id: 'back', availability: 'BACKORDER' }),
    ];
    const { store } = setup(cartWith(items));
    await store.load();
    expect(store.unavailableItems.map((item) => item.id)).toEqual(['gone', 'old', 'na']);
    expect(store.messages).toEqual([
      { id: 'UNAVAILABLE_ITEMS', type: 'error', code: 'UNAVAILABLE_ITEMS', itemIds: ['gone', 'old', 'na'] },
      { id: 'LIMITED_STOCK', type: 'warning', code: 'LIMITED_STOCK', itemIds: ['low'] },
    ]);
  });

  it('keeps the API’s other notices, sorted errors before warnings, and removes item messages when none apply', async () => {
    const { store, service } = setup(
      cartWith([line({ availability: 'OUTOFSTOCK' })], {
        messages: [{ type: 'warning', code: 'PREORDER_ITEMS', itemIds: ['x'] }],
      }),
    );
    await store.load();
    expect(store.messages.map((m) => `${m.type}:${m.code}`)).toEqual([
      'error:UNAVAILABLE_ITEMS',
      'warning:PREORDER_ITEMS',
    ]);
    service.cart = cartWith([line()]);
    await store.load();
    expect(store.messages).toEqual([]);
    expect(store.unavailableItems).toEqual([]);
  });

  it('lets the shopper dismiss a message', async () => {
    const { store } = setup(cartWith([line({ availability: 'OUTOFSTOCK' })]));
    await store.load();
    store.dismissMessage('UNAVAILABLE_ITEMS');
    expect(store.messages).toEqual([]);
  });
});

describe('CartStore add', () => {
  const request = { productId: 'KNIT2', sku: 'KNIT2-NAVY-S' };

  it('adds a new line with its options, records the action and emits add-to-cart', async () => {
    const { store, service, tick, analytics } = setup();
    await store.load();
    tick(500);
    service.answer('add', cartWith([line({ quantity: 2 })]));
    const outcome = await store.add({ ...request, quantity: 2, skuOptions: { color: 'navy', size: 's' } });
    expect(outcome).toEqual({ ok: true });
    expect(service.calls[1]).toEqual({
      method: 'add',
      args: [
        {
          productId: 'KNIT2',
          sku: 'KNIT2-NAVY-S',
          quantity: 2,
          skuOptions: { color: 'navy', size: 's' },
          customisation: null,
          setCode: null,
        },
      ],
    });
    expect(store.items[0]!.quantity).toBe(2);
    expect(analytics.events).toEqual([
      { event: 'addToCart', productId: 'KNIT2', sku: 'KNIT2-NAVY-S', quantity: 2 },
    ]);
    expect(store.lastAction).toEqual({ type: 'add', sku: 'KNIT2-NAVY-S', time: 1500 });
  });

  it('loads the cart first when it has not been read yet', async () => {
    const { store, service } = setup();
    await store.add(request);
    expect(service.calls.map((c) => c.method)).toEqual(['load', 'add']);
  });

  it('raises the same sku with the same customisation to existing plus pending quantity', async () => {
    const inputs = [{ key: 'initials', value: 'AB' }];
    const { store, service } = setup(cartWith([line({ id: 'l1', quantity: 2, customisation: { inputs } })]));
    await store.load();
    await store.add({
      ...request,
      quantity: 3,
      customisation: { inputs: [{ key: 'initials', value: 'AB' }] },
    });
    expect(service.calls[1]).toEqual({ method: 'update', args: ['l1', 5] });
  });

  it('adds a new line when the customisation inputs differ', async () => {
    const { store, service } = setup(
      cartWith([line({ customisation: { inputs: [{ key: 'initials', value: 'AB' }] } })]),
    );
    await store.load();
    await store.add({ ...request, customisation: { inputs: [{ key: 'initials', value: 'CD' }] } });
    expect(service.calls[1]!.method).toBe('add');
  });

  it.each([
    ['stock', { stockQty: 3 }, {}, 'STOCK_QUANTITY_EXCEEDED', 3],
    ['max per item', {}, { maxQuantityPerItem: 3, maxCartItems: 50 }, 'MAX_QTY_PER_ITEM_EXCEEDED', 3],
    ['cart max', {}, { maxQuantityPerItem: 10, maxCartItems: 3 }, 'MAX_CART_QTY_EXCEEDED', 3],
  ])(
    'fails without a call over %s, with the error, a message and the add-failed event',
    async (_name, extra, limits, code, max) => {
      const { store, service, analytics } = setup(
        cartWith([line({ quantity: 2 })], {
          limits: { maxCartItems: 50, maxQuantityPerItem: 10, ...limits },
        }),
      );
      await store.load();
      const outcome = await store.add({ ...request, quantity: 2, ...extra });
      // The outcome names the limit too, for the product page's message.
      expect(outcome).toEqual({ ok: false, code, max });
      expect(service.calls.map((c) => c.method)).toEqual(['load']);
      expect(store.errorCode).toBe(code);
      expect(store.messages).toEqual([
        { id: `add:${code}`, type: 'error', code, sku: 'KNIT2-NAVY-S', details: { productId: 'KNIT2', max } },
      ]);
      expect(analytics.events).toEqual([
        { event: 'addToCartFailed', code, productId: 'KNIT2', sku: 'KNIT2-NAVY-S', quantity: 2 },
      ]);
      expect(store.isUpdatePending).toBe(false);
    },
  );

  // Changed to agree with the server: stock is the sku's units across every line, other personalisations included.
  it('fails without a call when the same sku under another personalisation takes the stock', async () => {
    const { store, service } = setup(
      cartWith([
        line({ id: 'ab', quantity: 2, customisation: { inputs: [{ key: 'initials', value: 'AB' }] } }),
      ]),
    );
    await store.load();
    const outcome = await store.add({ ...request, quantity: 2, stockQty: 3 });
    expect(outcome).toEqual({ ok: false, code: 'STOCK_QUANTITY_EXCEEDED', max: 3 });
    expect(service.calls.map((c) => c.method)).toEqual(['load']);
  });

  // Changed to agree with the server: the cart maximum counts every line, unavailable ones too.
  it('fails without a call when unavailable lines fill the bag to its maximum', async () => {
    const items = [
      line({ id: 'gone', sku: 'GONE', quantity: 2, availability: 'OUTOFSTOCK' }),
      line({ quantity: 2 }),
    ];
    const base = cartWith(items, { limits: { maxCartItems: 5, maxQuantityPerItem: 10 } });
    const { store, service } = setup({ ...base, summary: { ...base.summary, totalItemCount: 2 } });
    await store.load();
    const outcome = await store.add({ ...request, quantity: 2 });
    expect(outcome).toEqual({ ok: false, code: 'MAX_CART_QTY_EXCEEDED', max: 5 });
    expect(service.calls.map((c) => c.method)).toEqual(['load']);
  });

  // Changed to agree with the server: a repeated input no longer passes for a different one.
  it('adds a new line when the inputs differ only by a repeated one', async () => {
    const { store, service } = setup(
      cartWith([
        line({
          customisation: {
            inputs: [
              { key: 'a', value: '1' },
              { key: 'a', value: '1' },
            ],
          },
        }),
      ]),
    );
    await store.load();
    await store.add({
      ...request,
      customisation: {
        inputs: [
          { key: 'a', value: '1' },
          { key: 'b', value: '2' },
        ],
      },
    });
    expect(service.calls[1]!.method).toBe('add');
  });

  it('allows exactly the limit', async () => {
    const { store, service } = setup(
      cartWith([line({ quantity: 2 })], { limits: { maxCartItems: 4, maxQuantityPerItem: 4 } }),
    );
    await store.load();
    expect(await store.add({ ...request, quantity: 2, stockQty: 4 })).toEqual({ ok: true });
    expect(service.calls[1]!.method).toBe('update');
  });

  it('treats a negative or missing stock as unlimited', async () => {
    const { store, service } = setup();
    await store.load();
    await store.add({ ...request, quantity: 5, stockQty: -1 });
    expect(service.calls[1]!.method).toBe('add');
  });

  it('flags the missing option levels without a sku, and calls nothing', async () => {
    const { store, service } = setup();
    const outcome = await store.add({
      productId: 'KNIT2',
      optionLevels: ['color', 'size'],
      skuOptions: { color: 'navy' },
    });
    expect(outcome).toEqual({ ok: false, code: 'MISSING_OPTION_LEVELS', missingLevels: ['size'] });
    expect(store.missingLevels).toEqual(['size']);
    expect(service.calls).toEqual([]);
  });

  it('sends the sku options when every level is chosen but the sku is unknown', async () => {
    const { store, service } = setup();
    await store.add({ productId: 'KNIT2', optionLevels: ['size'], skuOptions: { size: 's' } });
    expect(store.missingLevels).toEqual([]);
    expect(service.calls[1]).toMatchObject({ method: 'add', args: [{ skuOptions: { size: 's' } }] });
  });

  it('on rejection stores the error code, adds the details message and the event; unknown codes are generic', async () => {
    const { store, service, analytics } = setup();
    await store.load();
    service.answer('add', failure('MAX_CART_QTY_EXCEEDED'), failure('VARIANT_NOT_FOUND', 404));
    expect(await store.add(request)).toEqual({ ok: false, code: 'MAX_CART_QTY_EXCEEDED' });
    expect(store.errorCode).toBe('MAX_CART_QTY_EXCEEDED');
    expect(await store.add(request)).toEqual({ ok: false, code: 'ADD_CART_FAILURE' });
    expect(store.errorCode).toBe('ADD_CART_FAILURE');
    expect(store.messages.map((m) => m.id)).toEqual(['add:ADD_CART_FAILURE']);
    expect(analytics.events.map((e) => ('code' in e ? e.code : e.event))).toEqual([
      'MAX_CART_QTY_EXCEEDED',
      'ADD_CART_FAILURE',
    ]);
    expect(store.disabledSubmit).toBe(false);
  });

  it('clears the previous add error when an add goes pending', async () => {
    const { store, service } = setup();
    await store.load();
    service.answer('add', failure('ADD_CART_FAILURE', 500));
    await store.add(request);
    const answer = deferred<CartResponse>();
    service.answer('add', answer.promise);
    const adding = store.add(request);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.errorCode).toBeNull();
    expect(store.messages).toEqual([]);
    expect(store.isUpdatePending).toBe(true);
    answer.resolve(cartWith([line()]));
    await adding;
    expect(store.isUpdatePending).toBe(false);
  });
});

describe('CartStore update', () => {
  it('updates a line, and quantity 0 removes it', async () => {
    const { store, service } = setup(cartWith([line({ id: 'l1', sku: 'S1', quantity: 1 })]));
    await store.load();
    service.answer('update', cartWith([line({ id: 'l1', sku: 'S1', quantity: 3 })]));
    expect(await store.update('l1', 3)).toBe(true);
    expect(store.items[0]!.quantity).toBe(3);
    expect(store.lastAction).toMatchObject({ type: 'update', sku: 'S1' });
    service.answer('remove', cartWith([]));
    expect(await store.remove('l1')).toBe(true);
    expect(service.calls.slice(1)).toEqual([
      { method: 'update', args: ['l1', 3] },
      { method: 'remove', args: ['l1'] },
    ]);
    expect(store.items).toEqual([]);
  });

  it('on rejection stores the error code and re-enables submit', async () => {
    const { store, service } = setup(cartWith([line({ id: 'l1' })]));
    await store.load();
    service.answer('update', failure('STOCK_QUANTITY_EXCEEDED'));
    expect(await store.update('l1', 9)).toBe(false);
    expect(store.errorCode).toBe('STOCK_QUANTITY_EXCEEDED');
    expect(store.disabledSubmit).toBe(false);
    expect(store.isUpdatePending).toBe(false);
  });

  it('stays pending until every overlapping action has settled', async () => {
    const { store, service } = setup(cartWith([line({ id: 'l1' })]));
    await store.load();
    const first = deferred<CartResponse>();
    service.answer('update', first.promise);
    const a = store.update('l1', 2);
    const b = store.update('l1', 3);
    await b;
    expect(store.isUpdatePending).toBe(true);
    first.resolve(cartWith([line({ id: 'l1', quantity: 2 })]));
    await a;
    expect(store.isUpdatePending).toBe(false);
    expect(store.disabledSubmit).toBe(false);
  });
});

describe('CartStore recreate', () => {
  it('recreates the current cart and records the action', async () => {
    const { store, service } = setup(cartWith([line()]));
    await store.load();
    expect(await store.recreate()).toBe(true);
    expect(service.calls[1]).toEqual({ method: 'recreate', args: ['00000000-0000-4000-8000-000000000001'] });
    expect(store.lastAction?.type).toBe('recreate');
  });
});

describe('CartStore vouchers', () => {
  const withVoucher = () =>
    cartWith([line()], {
      summary: {
        ...cartResponse().summary,
        voucherCode: 'WELCOME10',
        voucherName: 'Welcome',
        totalDiscount: 500,
      },
    });

  it('apply pending marks a voucher as provided; fulfilled applies the cart', async () => {
    const { store, service } = setup();
    await store.load();
    const answer = deferred<CartResponse>();
    service.answer('applyVoucher', answer.promise);
    const applying = store.applyVoucher('WELCOME10');
    expect(store.hasProvidedVoucher).toBe(true);
    expect(store.isUpdatingVoucher).toBe(true);
    expect(store.disabledSubmit).toBe(true);
    answer.resolve(withVoucher());
    expect(await applying).toBe(true);
    expect(store.isUpdatingVoucher).toBe(false);
    expect(store.summary.voucherCode).toBe('WELCOME10');
    expect(service.calls[1]).toEqual({ method: 'applyVoucher', args: ['WELCOME10'] });
  });

  it('apply rejected clears the voucher and keeps why', async () => {
    const { store, service } = setup(withVoucher());
    await store.load();
    service.answer('applyVoucher', failure('VOUCHER_EXPIRED', 400));
    expect(await store.applyVoucher('OLD')).toBe(false);
    expect(store.summary.voucherCode).toBeUndefined();
    expect(store.summary.voucherName).toBeUndefined();
    expect(store.voucherError).toBe('VOUCHER_EXPIRED');
    expect(store.isUpdatingVoucher).toBe(false);
    expect(store.disabledSubmit).toBe(false);
  });

  it('remove fulfilled resets the provided mark; remove rejected keeps it', async () => {
    const { store, service } = setup(withVoucher());
    await store.load();
    await store.applyVoucher('WELCOME10');
    service.answer('removeVoucher', failure('INTERNAL_ERROR', 500));
    expect(await store.removeVoucher()).toBe(false);
    expect(store.hasProvidedVoucher).toBe(true);
    service.answer('removeVoucher', cartWith([line()]));
    expect(await store.removeVoucher()).toBe(true);
    expect(store.hasProvidedVoucher).toBe(false);
    expect(store.summary.voucherCode).toBeUndefined();
  });
});

describe('CartStore summary', () => {
  it('derives shipping cost, price, free and discounted from the summary', async () => {
    const summary = {
      ...cartResponse().summary,
      deliveryCost: 900,
      deliveryNetCost: 0,
      totalDiscountShipping: 900,
    };
    const { store, service } = setup(cartWith([line()], { summary }));
    await store.load();
    expect(store.summary).toMatchObject({
      shippingCost: 900,
      shippingPrice: 0,
      isFree: true,
      isDiscounted: true,
    });
    service.cart = cartWith([line()], {
      summary: { ...summary, deliveryNetCost: 900, totalDiscountShipping: 0 },
    });
    await store.load();
    expect(store.summary).toMatchObject({
      shippingCost: 900,
      shippingPrice: 900,
      isFree: false,
      isDiscounted: false,
    });
  });

  it('gives the most a line may hold from the cart limits and the line’s stock', async () => {
    const { store } = setup(
      cartWith([line({ stockQty: 3 })], { limits: { maxCartItems: 50, maxQuantityPerItem: 10 } }),
    );
    await store.load();
    expect(store.maxQuantityFor(store.items[0]!)).toBe(3);
  });
});

describe('CartStore promotions', () => {
  // The 428 marker's session creation and retry is the API client's now (services/api/cart-api.test.ts).
  it('loads the cart promotions', async () => {
    const promotions = [{ id: 'p1', name: 'Spend 100', applied: false }];
    const { store } = setup(cartResponse({ promotions }));
    await store.loadPromotions();
    expect(store.promotions).toEqual(promotions);
  });
});

describe('CartStore session restart', () => {
  it('resets the cart, and the next use loads the new session’s cart', async () => {
    const { store, service } = setup(cartWith([line({ availability: 'OUTOFSTOCK' })]));
    await store.load();
    await store.applyVoucher('WELCOME10');
    service.restartSession();
    expect(store.items).toEqual([]);
    expect(store.unavailableItems).toEqual([]);
    expect(store.messages).toEqual([]);
    expect(store.hasProvidedVoucher).toBe(false);
    expect(store.itemCount).toBe(0);
    expect(store.loaded).toBe(false);
    expect(store.cartPublicId).toBeNull();
    service.cart = cartWith([]);
    await store.ensureLoaded();
    expect(service.calls.at(-1)!.method).toBe('load');
  });
});
