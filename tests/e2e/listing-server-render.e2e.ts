import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumSession, collectReports } from './browser.ts';

// Listings arrive complete in their HTML (cards, count, filters, pages) and the browser hydrates them from the
// answers the page carries: the search endpoint is asked only once the shopper changes something.

const browser = chromiumSession();
const { baseUrl } = browser;

const rootMarkup = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('</main>'));
const pageRoot = async (path: string) => rootMarkup(await (await fetch(`${baseUrl}${path}`)).text());
/** Card links (`/product/...`) in the order the markup lists them, once per card. */
const cardLinks = (markup: string) => [
  ...new Set([...markup.matchAll(/<h[23][^>]*>\s*<a[^>]*href="([^"]*\/product\/[^"]*)"/g)].map((m) => m[1]!)),
];
const isSearch = (url: string) => /^\/1\/indexes\/(\*|%2A)\/queries$/.test(new URL(url).pathname);

/** Every multi-query the page sends from now on. */
function searchesOf(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (isSearch(request.url())) sent.push(request.postData() ?? '');
  });
  return sent;
}

/** A brand the demo catalogue sells, as the search endpoint names it. */
async function someBrand(): Promise<string> {
  const response = await fetch(`${baseUrl}/1/indexes/uk_products/query`, {
    method: 'POST',
    headers: { 'x-algolia-application-id': 'STOREFRONT', 'x-algolia-api-key': 'storefront-search-only' },
    body: JSON.stringify({ hitsPerPage: 1 }),
  });
  const { hits } = (await response.json()) as { hits: { brand: { tag: string } }[] };
  return hits[0]!.brand.tag;
}

describe('listings rendered on the server', () => {
  it('sends a category, a brand and a search with their first products, count and filters; pages where there are more', async () => {
    const paths = ['/uk/en/women', `/uk/en/brands/${await someBrand()}`, '/uk/en/search?query=dress'];
    for (const path of paths) {
      const root = await pageRoot(path);
      expect(cardLinks(root).length, path).toBeGreaterThan(0);
      expect(root, path).toMatch(/<p aria-live="polite">\d+ products?<\/p>/);
      expect(root, path).toMatch(/role="group" aria-label="Colour"[\s\S]*?<span data-count="">\d+<\/span>/);
    }
    const women = await pageRoot('/uk/en/women');
    expect(cardLinks(women)).toHaveLength(24);
    expect(women).toMatch(/aria-label="Pagination"[\s\S]*href="\/uk\/en\/women\?page=2"/);
  });

  it("renders the URL's page and sort as the browser shows them, hydrates without searching, and searches on a filter click", async () => {
    const path = '/uk/en/women?page=2&sortBy=priceLowToHigh';
    const served = cardLinks(await pageRoot(path));
    expect(served).toHaveLength(24);
    expect(served).not.toEqual(cardLinks(await pageRoot('/uk/en/women?sortBy=priceLowToHigh')));
    let searches: string[] = [];
    let reports: string[] = [];
    const page = await browser.open(path, {
      beforeLoad: (opened) => {
        searches = searchesOf(opened);
        reports = collectReports(opened);
      },
    });
    await page.waitForLoadState('networkidle');
    expect(searches).toEqual([]);
    const shown = await page
      .locator('main [data-product-grid] > li :is(h2, h3) a')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
    expect(shown).toEqual(served);
    expect(await page.locator('nav[aria-label="Pagination"] [aria-current="page"]').innerText()).toBe('2');
    expect(reports).toEqual([]);

    const colour = page.locator('main aside').getByRole('button', { name: /^Colour/ });
    if ((await colour.getAttribute('aria-expanded')) !== 'true') await colour.click();
    await page
      .locator('main aside')
      .getByRole('group', { name: 'Colour' })
      .getByRole('button')
      .first()
      .click();
    await expect.poll(() => searches.length).toBe(1);
    await page.context().close();
  });

  it('shows the products with JavaScript off', async () => {
    const opened = await browser.open('/uk/en');
    const context = await opened.context().browser()!.newContext({ javaScriptEnabled: false });
    await opened.context().close();
    const page = await context.newPage();
    await page.goto(`${baseUrl}/uk/en/women`);
    expect(await page.locator('main [data-product-grid] > li article').count()).toBe(24);
    expect(await page.getByText(/^\d+ products$/).count()).toBe(1);
    await context.close();
  });
});
