import { describe, expect, it } from 'vitest';
import { productWith } from '../../../../tests/helpers/product-fixtures.ts';
import type { AddOutcome, AddToCartRequest } from '../../bag/rules/cart-rules.ts';
import { CatalogueStore } from './catalogue-store.ts';
import {
  productPageFeatures,
  ProductPageStore,
  type BagForProductPage,
  type ProductPageFeatures,
} from './product-page-store.ts';
import { FakeProductService } from '../../../../tests/helpers/fake-services.ts';

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
  features: ProductPageFeatures = {
    backInStock: true,
    lowStockMessage: true,
    outOfStockBadge: true,
    maxSizeButtons: 10,
  },
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
        maxSizeButtons: 10,
      },
    );
    expect(off.store.button).toEqual({ label: 'out-of-stock', disabled: true });
  });

  it('has back-in-stock on only where the site turns it on and the marketing integration is on', () => {
    const on = { features: { backInStock: true } };
    expect(productPageFeatures(on, { marketing: true }).backInStock).toBe(true);
    expect(productPageFeatures(on, { marketing: false }).backInStock).toBe(false);
    expect(productPageFeatures(on, {}).backInStock).toBe(false);
    expect(productPageFeatures({ features: { backInStock: false } }, { marketing: true }).backInStock).toBe(
      false,
    );
    expect(productPageFeatures({}, { marketing: true }).backInStock).toBe(false);
  });

  it('shows sizes as buttons up to the site’s number, ten where it sets none', () => {
    expect(productPageFeatures({ product: { maxSizeButtons: 5 } }, {}).maxSizeButtons).toBe(5);
    expect(productPageFeatures({ features: {} }, {}).maxSizeButtons).toBe(10);
    expect(productPageFeatures(undefined, {}).maxSizeButtons).toBe(10);
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

  it('reads the shop’s integrations once, with the first product, and takes a failed read for none', async () => {
    const service = new FakeProductService();
    service.products.set('MN1', coat);
    let reads = 0;
    const catalogue = new CatalogueStore(
      () => Promise.resolve(service),
      () => {
        reads += 1;
        return Promise.resolve({ marketing: true });
      },
    );
    expect(catalogue.integrations).toEqual({});
    await catalogue.load('uk:en', { productId: 'MN1' });
    expect(catalogue.integrations).toEqual({ marketing: true });
    await catalogue.load('uk:en', { productId: 'NOPE' });
    expect(reads).toBe(1);
    const unreadable = new CatalogueStore(
      () => Promise.resolve(service),
      () => Promise.reject(new Error('network')),
    );
    expect(await unreadable.load('uk:en', { productId: 'MN1' })).toEqual({ status: 'ready', product: coat });
    expect(unreadable.integrations).toEqual({});
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
