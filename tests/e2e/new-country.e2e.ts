import { mkdtemp, rename, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCountryFolder,
  SWEDISH_PRICE_LIST,
  SWEDISH_SHIPPING_AND_TAX,
} from '../../server/test-support/new-country-fixture.ts';
import { productInStock } from './catalogue.ts';
import { startNewCountryShop } from './new-country-shop.ts';

let shop: Awaited<ReturnType<typeof startNewCountryShop>>;
beforeAll(async () => {
  shop = await startNewCountryShop();
});
afterAll(async () => {
  await shop?.close();
});

const cards = (page: Page) => page.locator('main [data-product-grid] > li');
/** Open a page and wait for the app to take over the server's markup. */
async function visit(page: Page, path: string) {
  const response = await page.goto(`${shop.baseUrl}${path}`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  return response;
}
/** A kronor price as the en-SE locale writes it: `659,00 kr`. */
const KRONOR = /\d[\d\s\u00a0]*,\d\d\s?kr/;

describe('a new country pushed to a running shop', () => {
  it('sells within seconds of its folder landing, with no restart, and 404s once the folder is removed', async () => {
    // The operator's deploy writes the folder beside the content root, then moves it in whole.
    const staging = await mkdtemp(join(tmpdir(), 'storefront-push-'));
    await addCountryFolder(shop.contentDir, {
      priceList: SWEDISH_PRICE_LIST,
      shippingAndTax: SWEDISH_SHIPPING_AND_TAX,
      target: join(staging, 'se'),
    });
    await rename(join(staging, 'se'), join(shop.contentDir, 'se'));
    await rm(staging, { recursive: true, force: true });

    const page = await shop.page();
    await visit(page, '/se/en');
    await page.locator('main h2').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en-SE');

    // The category listing shows products priced in kronor once the watcher has opened the site.
    await expect
      .poll(
        async () => {
          await visit(page, '/se/en/women');
          // Before the site opens its search index does not exist yet and the listing shows its failure message.
          await page
            .locator('main [data-results-for], main [data-empty-reason], main [role="alert"]')
            .first()
            .waitFor({ timeout: 5_000 })
            .catch(() => undefined);
          return (await cards(page).count()) > 0 && KRONOR.test(await cards(page).first().innerText());
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(true);

    // Search answers from the new site's own index.
    await visit(page, '/se/en/search?query=dress');
    await expect.poll(() => cards(page).first().innerText()).toMatch(KRONOR);

    // Into the bag, priced in kronor.
    const product = await productInStock(shop.baseUrl, 0);
    await visit(page, `/se/en${product.url}?sku=${product.sku}`);
    await expect
      .poll(() => new URL(page.url()).searchParams.get('color'), { timeout: 10_000 })
      .not.toBeNull();
    await page.locator('[data-label]').first().click();
    const miniCart = page.getByRole('dialog', { name: 'Added to your bag' });
    await miniCart.waitFor();
    await expect.poll(() => miniCart.innerText()).toMatch(KRONOR);

    // Every site's country switcher offers the new country, from the content alone.
    const uk = await shop.page();
    await visit(uk, '/uk/en');
    await uk
      .getByRole('button', { name: /^Site settings/ })
      .first()
      .click();
    const destinations = uk.getByLabel('Shipping destination');
    await expect.poll(() => destinations.locator('option').allInnerTexts()).toContain('Sweden');

    await rm(join(shop.contentDir, 'se'), { recursive: true });
    await expect
      .poll(async () => (await fetch(`${shop.baseUrl}/se/en/women`)).status, { timeout: 10_000 })
      .toBe(404);
    await page.context().close();
    await uk.context().close();
  }, 60_000); // About a dozen page loads, the first of them the server's first render (its bundle loads then).

  it('opens a country in a currency nothing prices, its listings saying prices are not available yet', async () => {
    const page = await shop.page();
    await addCountryFolder(shop.contentDir, {
      site: { siteId: 'xb', country: 'XB', currency: 'XPT', sitePublicId: 'maison-nord-xb' },
    });
    await expect
      .poll(
        async () => {
          await visit(page, '/xb/en/women');
          const heading = page.getByRole('heading', { name: 'Prices are not available yet' });
          return heading.waitFor({ timeout: 5_000 }).then(
            () => true,
            () => false,
          );
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(true);

    await page.context().close();
  });
});
