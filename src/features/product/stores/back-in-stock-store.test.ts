import { describe, expect, it } from 'vitest';
import { FakeMarketingService } from '../../../../tests/helpers/fake-services.ts';
import { BackInStockStore } from './back-in-stock-store.ts';

const storeWith = (marketing = new FakeMarketingService()) => ({
  marketing,
  store: new BackInStockStore(marketing, { sku: 'MN1-black-m', language: 'en' }),
});

describe('BackInStockStore', () => {
  it('requires a well-formed address before sending anything', async () => {
    const { store, marketing } = storeWith();
    expect(await store.submit()).toBe(false);
    expect(store.error).toBe('REQUIRED');
    store.setEmail('not-an-address');
    expect(store.error).toBeNull();
    await store.submit();
    expect(store.error).toBe('FORMAT');
    expect(marketing.backInStockRequests).toEqual([]);
  });

  // Changed to agree with the API's e-mail format: a one-letter top-level domain is sent, a non-ASCII name is not.
  it('checks the address by the API’s own format', async () => {
    const { store, marketing } = storeWith();
    store.setEmail('ä@example.com');
    expect(await store.submit()).toBe(false);
    expect(store.error).toBe('FORMAT');
    store.setEmail('ada@b.c');
    expect(await store.submit()).toBe(true);
    expect(marketing.backInStockRequests).toHaveLength(1);
  });

  it('sends the sku, language and newsletter choice, and thanks the shopper', async () => {
    const { store, marketing } = storeWith();
    store.setEmail(' ada@example.com ');
    store.setNewsletter(true);
    const sent = store.submit();
    expect(store.step).toBe('loading');
    expect(await sent).toBe(true);
    expect(store.step).toBe('success');
    expect(marketing.backInStockRequests).toEqual([
      { email: 'ada@example.com', sku: 'MN1-black-m', language: 'en', newsletter: true },
    ]);
  });

  it('maps the server answers: 422 back to the form, 404 a missing variant, others generic', async () => {
    for (const [status, step, error] of [
      [422, 'form', 'FORMAT'],
      [404, 'error', 'VARIANT_MISSING'],
      [500, 'error', 'GENERIC'],
    ] as const) {
      const { store } = storeWith(new FakeMarketingService({ ok: false, status }));
      store.setEmail('ada@example.com');
      await store.submit();
      expect([store.step, store.error]).toEqual([step, error]);
    }
  });
});
