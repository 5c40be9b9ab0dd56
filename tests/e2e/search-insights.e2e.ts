import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumSession, collectReports } from './browser.ts';

const browser = chromiumSession();

/** The next Insights batch the page posts to the search endpoint, with our endpoint's answer to it. */
async function nextInsightsBatch(page: Page, action: () => Promise<void>) {
  const [request] = await Promise.all([
    page.waitForRequest(
      (sent: Request) => sent.method() === 'POST' && new URL(sent.url()).pathname === '/1/events',
    ),
    action(),
  ]);
  const response = await request.response();
  return {
    events: (request.postDataJSON() as { events: Record<string, unknown>[] }).events,
    status: response?.status(),
  };
}

describe('search analytics', () => {
  it('sends a search result click with the search’s queryID and position, then adding it to the bag as a conversion', async () => {
    const page = await browser.open('/uk/en/search?query=coat');
    const reports = collectReports(page);
    await page.locator('main [data-results-for]').waitFor();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const link = page.locator('main [data-product-grid] > li').nth(1).locator(':is(h2, h3) a');
    const productId = new URL((await link.getAttribute('href'))!, browser.baseUrl).pathname
      .split('/')
      .at(-1)!;

    const click = await nextInsightsBatch(page, () => link.click());
    expect(click.status).toBe(200);
    expect(click.events).toEqual([
      expect.objectContaining({
        eventType: 'click',
        eventName: 'Product Clicked',
        index: 'uk_products',
        queryID: expect.stringMatching(/^[0-9a-f]{32}$/),
        objectIDs: [expect.stringContaining(productId)],
        positions: [2],
        userToken: expect.any(String),
      }),
    ]);

    await page.waitForURL((url) => url.pathname.includes(`/product/`));
    await page.locator('[data-label]').first().waitFor();
    // The first size still in stock, when the product comes in sizes.
    const size = page.locator('[data-level="size"] input[type="radio"]:not([disabled])');
    const inStock = await size.evaluateAll((inputs) =>
      inputs.findIndex((input) => !input.closest('[data-unavailable]')),
    );
    if (inStock >= 0) await size.nth(inStock).check();
    const conversion = await nextInsightsBatch(page, () => page.locator('[data-label]').first().click());
    expect(conversion.status).toBe(200);
    expect(conversion.events).toEqual([
      expect.objectContaining({
        eventType: 'conversion',
        eventSubtype: 'addToCart',
        index: 'uk_products',
        queryID: click.events[0]!.queryID,
        objectIDs: click.events[0]!.objectIDs,
        // The same shopper, though this first cart call gave the browser its API session.
        userToken: click.events[0]!.userToken,
      }),
    ]);
    expect(reports).toEqual([]);
    await page.context().close();
  });

  it('emits the session context at each page view when the metadata switches it on', async () => {
    const page = await browser.open('/ae/ar');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as Record<string, unknown>).storefrontSessionContext),
      )
      .toEqual(
        expect.objectContaining({
          siteId: 'ae',
          language: 'ar',
          direction: 'rtl',
          currency: 'AED',
          path: '/ae/ar',
        }),
      );
    await page.context().close();
  });
});
