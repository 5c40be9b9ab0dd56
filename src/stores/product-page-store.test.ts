import { describe, expect, it } from 'vitest';
import { productWith } from '../../tests/helpers/product-fixtures.ts';
import type { AddOutcome, AddToCartRequest } from './cart-rules.ts';
import { CatalogueStore } from './catalogue-store.ts';
import { ProductPageStore, type BagForProductPage } from './product-page-store.ts';
import { FakeProductService } from '../../tests/helpers/fake-services.ts';

const coat = productWith([
  ['black', 's', 'AVAILABLE'],
  ['black', 'm', 'LOWSTOCK', { stockQty: 2 }],
  ['camel', 's', 'OUTOFSTOCK'],
]);

class FakeBag implements BagForProductPage {
  readonly requests: AddToCartRequest[] = [];
  isUpdatePending = false;
  constructor(private readonly outcome: AddOutcome = { ok: true }) {}
  async add(request: AddToCartRequest): Promise<AddOutcome> {
    this.requests.push(request);
    return this.outcome;
  }
}

function storeWith(
  bag: FakeBag,
  query = {},
  features = { backInStock: true, lowStockMessage: true, outOfStockBadge: true },
) {
  const timers: { run: () => void; ms: number }[] = [];
  const store = new ProductPageStore({
    product: coat,
    query,
    bag: () => Promise.resolve(bag),
    features,
    timers: { setTimeout: (run, ms) => timers.push({ run, ms }), clearTimeout: () => undefined },
  });
  return { store, timers };
}

describe('ProductPageStore', () => {
  it('flags a missing size instead of adding, and again on every try', async () => {
    const bag = new FakeBag();
    const { store } = storeWith(bag);
    expect(store.button.label).toBe('pick-more');
    expect(await store.addToBag()).toMatchObject({ ok: false, missingLevels: ['size'] });
    await store.addToBag();
    expect(store.flagged).toEqual(['size']);
    expect(store.flagCount).toBe(2);
    expect(bag.requests).toEqual([]);
    store.select('size', 's');
    expect(store.flagged).toEqual([]);
  });

  it('adds the chosen sku with its stock, says added for three seconds, then add again', async () => {
    const bag = new FakeBag();
    const { store, timers } = storeWith(bag, { sku: 'MN1-black-m' });
    expect(store.stock).toEqual({ kind: 'low-stock', count: 2 });
    expect(await store.addToBag()).toEqual({ ok: true });
    expect(bag.requests[0]).toMatchObject({ productId: 'MN1', sku: 'MN1-black-m', quantity: 1, stockQty: 2 });
    expect(store.button.label).toBe('added');
    expect(timers.map((timer) => timer.ms)).toEqual([3000]);
    timers[0]!.run();
    expect(store.button.label).toBe('add');
  });

  it('keeps the failed add code and its limit for the message', async () => {
    const bag = new FakeBag({ ok: false, code: 'STOCK_QUANTITY_EXCEEDED', max: 2 });
    const { store } = storeWith(bag, { sku: 'MN1-black-m' });
    await store.addToBag();
    expect(store.addError).toEqual({ code: 'STOCK_QUANTITY_EXCEEDED', max: 2 });
    store.select('size', 's');
    expect(store.addError).toBeNull();
  });

  it('offers notify-me for a sold-out sku only with back-in-stock on', () => {
    expect(storeWith(new FakeBag(), { sku: 'MN1-camel-s' }).store.button.label).toBe('notify-me');
    const off = storeWith(
      new FakeBag(),
      { sku: 'MN1-camel-s' },
      {
        backInStock: false,
        lowStockMessage: true,
        outOfStockBadge: true,
      },
    );
    expect(off.store.button).toEqual({ label: 'out-of-stock', disabled: true });
  });
});

describe('CatalogueStore', () => {
  it('loads a product once per site and language, by id or by slug, and knows an unknown one', async () => {
    const service = new FakeProductService();
    service.products.set('MN1', coat);
    const catalogue = new CatalogueStore(() => Promise.resolve(service));
    const id = { productId: 'MN1' };
    const [first, second] = await Promise.all([catalogue.load('uk:en', id), catalogue.load('uk:en', id)]);
    expect(first).toEqual({ status: 'ready', product: coat });
    expect(second).toBe(first);
    expect(await catalogue.load('uk:en', { productId: 'NOPE' })).toEqual({ status: 'not-found' });
    await catalogue.load('us:en', id);
    expect(await catalogue.load('uk:en', { slug: 'wool-coat' })).toEqual({ status: 'ready', product: coat });
    expect(catalogue.state('uk:en', { slug: 'wool-coat' })?.status).toBe('ready');
    expect(service.requests).toEqual([id, { productId: 'NOPE' }, id, { slug: 'wool-coat' }]);
  });

  it('tries a failed load again', async () => {
    let fail = true;
    const catalogue = new CatalogueStore(async () => ({
      product: async () => {
        if (fail) throw new Error('network');
        return coat;
      },
    }));
    expect((await catalogue.load('uk:en', { productId: 'MN1' })).status).toBe('failed');
    fail = false;
    expect((await catalogue.load('uk:en', { productId: 'MN1' })).status).toBe('ready');
  });
});
