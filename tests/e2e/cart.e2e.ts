import { describe, expect, it } from 'vitest';
import { chromiumSession, collectReports } from './browser.ts';

const browser = chromiumSession();
const basic = `Basic ${Buffer.from('storefront:public').toString('base64')}`;

interface ProductAnswer {
  productId: string;
  skus: { sku: string; availability: string }[];
}

/** A product of the seeded demo catalogue with a sku in stock, read through the API like any client. */
async function productInStock(): Promise<{ productId: string; sku: string }> {
  for (let index = 0; index < 40; index++) {
    const id = `MN${100000 + index}`;
    const response = await fetch(`${browser.baseUrl}/api/product/s/${id}?siteTag=storefront-demo&lang=en`, {
      headers: { authorization: basic, 'x-subfolder': 'uk' },
    });
    if (!response.ok) continue;
    const product = (await response.json()) as ProductAnswer;
    const sku = product.skus.find((candidate) => candidate.availability === 'AVAILABLE');
    if (sku) return { productId: product.productId, sku: sku.sku };
  }
  throw new Error('no product in stock in the demo catalogue');
}

describe('cart through the real API', () => {
  it('adds to the bag from the browser, shows the count in the header, and keeps it across a reload', async () => {
    const { productId, sku } = await productInStock();
    const page = await browser.open('/uk/en');
    const reports = collectReports(page);
    const bag = page.getByRole('link', { name: /^Bag/ }).first();
    await expect.poll(() => bag.getAttribute('aria-label').then((label) => label ?? '')).not.toMatch(/\d/);

    const outcome = await page.evaluate(
      async ({ productId, sku }) => {
        type Stores = { cart: { ready(): Promise<{ add(request: object): Promise<{ ok: boolean }> }> } };
        const { stores } = (window as unknown as { __storefront: { stores: Stores } }).__storefront;
        const cart = await stores.cart.ready();
        return cart.add({ productId, sku, quantity: 2 });
      },
      { productId, sku },
    );
    expect(outcome).toEqual({ ok: true });
    await expect.poll(() => bag.textContent()).toContain('2');

    // The session id the API issued is kept: after a reload the bag is read back from the server.
    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect
      .poll(() => page.getByRole('link', { name: /^Bag/ }).first().textContent(), { timeout: 10_000 })
      .toContain('2');
    expect(reports).toEqual([]);
    await page.context().close();
  });

  it('signs up for the newsletter through the API client and reports an existing address', async () => {
    const page = await browser.open('/uk/en');
    const subscribe = (email: string) =>
      page.evaluate(async (address) => {
        type Services = { marketing: { subscribe(request: object): Promise<unknown> } };
        // The composition root keeps its services on the page for tests; no store exposes them.
        const { services } = (window as unknown as { __storefront: { services: Services } }).__storefront;
        return services.marketing.subscribe({
          email: address,
          language: 'en',
          interests: [],
          consent: true,
        });
      }, email);
    expect(await subscribe('e2e-signup@example.com')).toEqual({ ok: true });
    expect(await subscribe('e2e-signup@example.com')).toEqual({ ok: false, status: 409 });
    expect(await subscribe('not-an-email')).toEqual({ ok: false, status: 422 });
    await page.context().close();
  });
});
