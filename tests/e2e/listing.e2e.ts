import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { chromiumSession, collectReports, workerShop } from './browser.ts';
import { E2E_SEARCH_ADMIN_KEY } from './global-setup.ts';

const browser = chromiumSession();

interface IndexedRecord {
  productId: string;
  color: string;
  size: string[];
  categoryPageIds: string[];
  price: { sale: { total: number } };
}

/** Reads a record straight from the search endpoint, as any Algolia client would, to check what a card shows. */
async function record(productId: string, color: string): Promise<IndexedRecord> {
  const response = await fetch(`${browser.baseUrl}/1/indexes/uk_products/query`, {
    method: 'POST',
    headers: {
      'x-algolia-application-id': 'STOREFRONT',
      'x-algolia-api-key': 'storefront-search-only',
      'content-type': 'text/plain',
    },
    body: JSON.stringify({ filters: `productId:"${productId}" AND color:"${color}"`, hitsPerPage: 1 }),
  });
  const { hits } = (await response.json()) as { hits: IndexedRecord[] };
  if (!hits[0]) throw new Error(`no record for ${productId} in ${color}`);
  return hits[0];
}

const cards = (page: Page) => page.locator('main [data-product-grid] > li');

/** Product id and colour of every card on the page, from the card links (`/product/{slug}/{id}?color={colour}`). */
async function shownProducts(page: Page) {
  const hrefs = await cards(page)
    .locator(':is(h2, h3) a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const unique = [...new Set(hrefs)];
  return unique.map((href) => {
    const url = new URL(href, 'http://shop');
    return {
      productId: url.pathname.split('/').filter(Boolean).at(-1)!,
      color: url.searchParams.get('color')!,
    };
  });
}

/** Opens a filter's accordion section (closed unless the definition opens it) and gives its options. */
async function filterGroup(scope: ReturnType<Page['locator']>, name: string) {
  const toggle = scope.getByRole('button', { name: new RegExp(`^${name}`) });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return scope.getByRole('group', { name });
}

/** The option of a filter group with the most products, so narrowing by it still leaves results. */
async function busiestOption(group: ReturnType<Page['locator']>) {
  const counts = await group
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons.map((button) => Number(button.querySelector('[data-count]')?.textContent)),
    );
  return group.getByRole('button').nth(counts.indexOf(Math.max(...counts)));
}

/** The number of results the listing says it has ("243 products"). */
async function resultCount(page: Page) {
  const text = await page
    .locator('main')
    .getByText(/^[\d,]+ products?$/)
    .first()
    .textContent();
  return Number(text?.replace(/\D/g, ''));
}

/** Waits until the listing shows the results of the URL now in the address bar. */
async function settled(page: Page) {
  const search = new URL(page.url()).search;
  await page.locator(`main [data-results-for="${search.replace(/["\\]/g, '\\$&')}"]`).waitFor();
}

describe('category listing', () => {
  it('filters by colour, size and price, sorts by price and pages; every result matches and the URL round-trips', async () => {
    const page = await browser.open('/uk/en/women');
    const reports = collectReports(page);
    await settled(page);
    const sidebar = page.locator('main aside');
    const total = await cards(page).count();
    expect(total).toBeGreaterThan(0);

    // A brand's count (every colour of a product holds it) is the number of products ticking it finds: the count
    // the server rendered, then the browser's once it has searched; unticked again for the steps below.
    const brands = (await filterGroup(sidebar, 'Brand')).getByRole('checkbox');
    const brandCounts = (
      await brands.evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label')))
    ).map((label) => Number(/\((\d+)\)$/.exec(label ?? '')?.[1]));
    const brandCount = Math.max(...brandCounts);
    const brand = brands.nth(brandCounts.indexOf(brandCount));
    await brand.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('brand')).toBeTruthy();
    await settled(page);
    expect(await resultCount(page)).toBe(brandCount);
    expect(await brand.getAttribute('aria-label')).toMatch(new RegExp(`\\(${brandCount}\\)$`));
    await brand.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('brand')).toBeNull();
    await settled(page);

    await (await busiestOption(await filterGroup(sidebar, 'Colour'))).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('color')).toBeTruthy();
    await settled(page);
    // Sizes left on offer all have products in the chosen colour.
    await (await filterGroup(sidebar, 'Size')).getByRole('button').first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBeTruthy();
    await settled(page);
    await filterGroup(sidebar, 'Price');
    await sidebar.getByLabel('Min price').fill('10');
    await sidebar.getByLabel('Max price').fill('400');
    await sidebar.getByRole('button', { name: 'Apply price' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('priceRange')).toBe('10,400');
    await page.getByLabel('Sort by').selectOption('priceLowToHigh');
    await expect.poll(() => new URL(page.url()).searchParams.get('sortBy')).toBe('priceLowToHigh');
    await settled(page);

    const params = new URL(page.url()).searchParams;
    const colours = params.get('color')!.split(',');
    const sizes = params.get('size')!.split(',');
    const shown = await shownProducts(page);
    expect(shown.length).toBeGreaterThan(0);
    const records = await Promise.all(shown.map(({ productId, color }) => record(productId, color)));
    for (const item of records) {
      expect(colours).toContain(item.color);
      expect(item.size.some((size) => sizes.includes(size))).toBe(true);
      expect(item.categoryPageIds).toContain('women');
      expect(item.price.sale.total).toBeGreaterThanOrEqual(1000);
      expect(item.price.sale.total).toBeLessThanOrEqual(40000);
    }
    const prices = records.map((item) => item.price.sale.total);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Reload: the same state and the same first products.
    const firstNames = await cards(page).locator('[data-name]').allInnerTexts();
    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await settled(page);
    expect(await cards(page).locator('[data-name]').allInnerTexts()).toEqual(firstNames);
    expect(await page.getByLabel('Sort by').inputValue()).toBe('priceLowToHigh');
    expect(
      await sidebar.getByRole('group', { name: 'Colour' }).locator('[aria-pressed="true"]').count(),
    ).toBe(colours.length);
    expect(reports).toEqual([]);
    await page.context().close();
  });

  it('pages with links: Previous disabled on page 1, Next on the last, and page 2 shows other products', async () => {
    const page = await browser.open('/uk/en/women');
    await settled(page);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pagination.locator('[aria-disabled="true"]').first().innerText()).toMatch(/Previous/);
    const ids = async () => (await shownProducts(page)).map((product) => product.productId);
    const firstPage = await ids();
    await pagination.getByRole('link', { name: /Next/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await settled(page);
    const secondPage = await ids();
    expect(secondPage.length).toBeGreaterThan(0);
    // Colours fold into one card per product (distinct), so no product shows on two pages.
    expect(secondPage.filter((id) => firstPage.includes(id))).toEqual([]);
    const last = await pagination.getByRole('link').filter({ hasText: /^\d+$/ }).last().innerText();
    await page.goto(`${browser.baseUrl}/uk/en/women?page=${last.trim()}`);
    await settled(page);
    expect(await pagination.locator('[aria-disabled="true"]').last().innerText()).toMatch(/Next/);
    await page.context().close();
  });

  it('keeps phone filter changes pending until Apply, which is enabled only when they differ', async () => {
    const page = await browser.open('/uk/en/women', { width: 390, height: 844 });
    await settled(page);
    await page.getByRole('button', { name: 'Filter' }).click();
    const drawer = page.getByRole('dialog');
    const apply = drawer.getByRole('button', { name: 'Apply', exact: true });
    expect(await apply.isDisabled()).toBe(true);
    const colour = (await filterGroup(drawer, 'Colour')).getByRole('button').first();
    await colour.click();
    expect(await apply.isDisabled()).toBe(false);
    expect(new URL(page.url()).searchParams.get('color')).toBeNull();
    await colour.click();
    expect(await apply.isDisabled()).toBe(true);
    await colour.click();
    await apply.click();
    await expect.poll(() => new URL(page.url()).searchParams.get('color')).toBeTruthy();
    await expect.poll(() => drawer.count()).toBe(0);
    await page.context().close();
  });

  it('opens the category pull-out from the phone heading; Escape and the overlay close it', async () => {
    const page = await browser.open('/uk/en/women/clothing', { width: 390, height: 844 });
    await settled(page);
    const button = page.getByRole('button', { name: 'Categories' });
    await button.click();
    const drawer = page.getByRole('dialog', { name: 'Women' });
    await drawer.waitFor();
    expect(await drawer.locator('a[aria-current="page"]').textContent()).toBe('Clothing');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.count()).toBe(0);
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await button.click();
    await drawer.waitFor();
    // The overlay shows beside the drawer, at the inline end.
    await page.mouse.click(380, 500);
    await expect.poll(() => drawer.count()).toBe(0);
    await button.click();
    await drawer.getByRole('link', { name: 'Knitwear', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/uk/en/women/clothing/knitwear');
    await page.context().close();
  });

  it('lists in the Arabic site right to left, with Arabic labels', async () => {
    const page = await browser.open('/ae/ar/women');
    await settled(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(await page.getByLabel('ترتيب حسب').count()).toBe(1);
    expect(await page.locator('main').innerText()).not.toContain('MISSING.TRANSLATION');
    await page.context().close();
  });

  for (const path of ['/uk/en/women', '/ae/ar/women']) {
    it(`axe finds no violations on the listing ${path} (phone and desktop)`, async () => {
      for (const width of [390, 1280]) {
        const page = await browser.open(path, { width });
        await settled(page);
        expect(await axeViolations(page), `${path} at ${width}px`).toEqual([]);
        await page.context().close();
      }
    });
  }
});

describe('filters as configured', () => {
  it('offers a bar of dropdowns where the site asks: one open at a time, each laid out as its type says', async () => {
    const page = await browser.open('/us/en/women', { width: 1280 });
    const reports = collectReports(page);
    await settled(page);
    const bar = page.getByRole('region', { name: 'Filters' });
    expect(await page.locator('main aside').count()).toBe(0);
    const brand = bar.getByRole('button', { name: 'Brand' });
    const size = bar.getByRole('button', { name: 'Size' });
    await brand.click();
    const brandPanel = bar.getByRole('region', { name: 'Brand' });
    // The content makes brand a `columns` filter without a count: three columns, the default.
    const brandList = brandPanel.getByRole('group', { name: 'Brand' }).locator('ul');
    expect(await brandList.evaluate((list) => getComputedStyle(list).columnCount)).toBe('3');
    expect((await brandPanel.boundingBox())!.width).toBeGreaterThanOrEqual(500);
    await size.click();
    expect(await brand.getAttribute('aria-expanded')).toBe('false');
    expect(await brandPanel.isVisible()).toBe(false);
    const sizePanel = bar.getByRole('region', { name: 'Size' });
    expect((await sizePanel.boundingBox())!.width).toBeGreaterThanOrEqual(500);
    const sizeColumns = await sizePanel
      .locator('ul[data-layout="grid"]')
      .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    expect(sizeColumns).toBe(4);
    await sizePanel.getByRole('button').first().click();
    await expect.poll(() => new URL(page.url()).searchParams.get('size')).toBeTruthy();
    await settled(page);
    await page.locator('main h1').click();
    expect(await size.getAttribute('aria-expanded')).toBe('false');
    expect(reports).toEqual([]);
    await page.context().close();
    // Where the site turns brand display off, there is no brand filter.
    const japan = await browser.open('/ja-jp/women', { width: 1280 });
    await settled(japan);
    const japanBar = japan.getByRole('region', { name: '絞り込み' });
    expect(await japanBar.getByRole('button', { name: 'サイズ' }).count()).toBe(1);
    expect(await japanBar.getByRole('button', { name: 'ブランド' }).count()).toBe(0);
    await japan.context().close();
  });

  it('leads a campaign link’s listing with its featured products, in the link’s order', async () => {
    const page = await browser.open('/uk/en/women');
    await settled(page);
    const plain = await shownProducts(page);
    const total = (await page.locator('main h1 + *').innerText()).trim();
    // Two products from the end of the listing, named in reverse order.
    const response = await fetch(`${browser.baseUrl}/1/indexes/uk_products/query`, {
      method: 'POST',
      headers: {
        'x-algolia-application-id': 'STOREFRONT',
        'x-algolia-api-key': 'storefront-search-only',
        'content-type': 'text/plain',
      },
      body: JSON.stringify({ filters: 'categoryPageIds:"women"', distinct: true, hitsPerPage: 1000 }),
    });
    const { hits } = (await response.json()) as { hits: IndexedRecord[] };
    const [second, first] = hits.slice(-2).map((hit) => hit.productId);
    expect(plain.map((product) => product.productId)).not.toContain(first);
    await page.goto(`${browser.baseUrl}/uk/en/women?featuredProductIds=${first},${second}`);
    await settled(page);
    const featured = await shownProducts(page);
    expect(featured.slice(0, 2).map((product) => product.productId)).toEqual([first, second]);
    expect((await page.locator('main h1 + *').innerText()).trim()).toBe(total);
    await page.context().close();
  });
});

describe('prioritised products', () => {
  it('leads a category with the products its navigation entry prioritises, after those a link features', async () => {
    const tree = JSON.parse(
      await readFile(join(workerShop().contentDir, 'uk/data/navTree.json'), 'utf8'),
    ) as {
      levels: { key: string; children?: { key: string; prioritizedProductIds?: string[] }[] }[];
    };
    const shoes = tree.levels
      .find((level) => level.key === 'women')!
      .children!.find((c) => c.key === 'women-shoes')!;
    const prioritised = shoes.prioritizedProductIds!;
    expect(prioritised.length).toBeGreaterThan(0);
    const page = await browser.open('/uk/en/women/shoes');
    await settled(page);
    const ids = async () => (await shownProducts(page)).map((product) => product.productId);
    expect((await ids()).slice(0, prioritised.length)).toEqual(prioritised);
    const featured = (await ids()).at(-1)!;
    await page.goto(`${browser.baseUrl}/uk/en/women/shoes?featuredProductIds=${featured}`);
    await settled(page);
    expect((await ids()).slice(0, prioritised.length + 1)).toEqual([featured, ...prioritised]);
    await page.context().close();
  });
});

describe('side navigation', () => {
  it('hides a subcategory whose listing would be empty (one batched hitsPerPage 1 check)', async () => {
    const treeFile = join(workerShop().contentDir, 'uk/data/navTree.json');
    const original = await readFile(treeFile, 'utf8');
    const tree = JSON.parse(original) as { levels: { key: string; children: object[] }[] };
    tree.levels
      .find((level) => level.key === 'women')!
      .children.push({
        key: 'women-capes',
        label: 'Capes',
        path: 'capes',
        filters: 'categoryPageIds:"women-capes"',
      });
    await writeFile(treeFile, JSON.stringify(tree));
    try {
      const page = await browser.open('/uk/en/women');
      const chips = page.getByRole('navigation', { name: 'Categories' }).getByRole('link');
      await chips.first().waitFor();
      await settled(page);
      await expect.poll(() => chips.allInnerTexts()).not.toContain('Capes');
      expect(await chips.allInnerTexts()).toContain('Clothing');
      // The path itself still resolves as a category, with its empty listing.
      await page.goto(`${browser.baseUrl}/uk/en/women/capes`);
      await page.getByRole('heading', { name: 'No results found' }).waitFor();
      await page.context().close();
    } finally {
      await writeFile(treeFile, original);
    }
  });
});

describe('brands', () => {
  it('lists brands A-Z (only those with products) and opens a brand page showing only that brand', async () => {
    const page = await browser.open('/uk/en/brands');
    const firstBrand = page.locator('main section li a').first();
    await firstBrand.waitFor();
    const brandName = (await firstBrand.innerText()).trim();
    await firstBrand.click();
    await page.waitForURL(/\/uk\/en\/brands\/[a-z0-9-]+$/);
    await settled(page);
    expect((await page.locator('main h1').innerText()).trim()).toBe(brandName);
    const brands = await cards(page).locator('[data-brand]').allInnerTexts();
    expect(brands.length).toBeGreaterThan(0);
    expect(new Set(brands.map((brand) => brand.trim()))).toEqual(new Set([brandName]));
    await page.context().close();
  });
});

describe('search page', () => {
  it('follows a merchandising rule’s redirect for the searched query', async () => {
    const rule = `${browser.baseUrl}/1/indexes/uk_products/rules/e2e-gift-redirect`;
    const headers = { 'x-algolia-application-id': 'STOREFRONT', 'x-algolia-api-key': E2E_SEARCH_ADMIN_KEY };
    const saved = await fetch(rule, {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        objectID: 'e2e-gift-redirect',
        conditions: [{ pattern: 'gift ideas', anchoring: 'is' }],
        consequence: { userData: { redirect: '/gift-guide' } },
      }),
    });
    expect(saved.status).toBe(200);
    try {
      const page = await browser.open('/uk/en/search?query=gift+ideas');
      await page.waitForURL(/\/uk\/en\/gift-guide$/);
      await page.context().close();
    } finally {
      await fetch(rule, { method: 'DELETE', headers });
    }
  });

  it('shows the no-results page with a search box and the empty-search content, and emits emptySearch', async () => {
    const page = await browser.open('/uk/en/search?query=qqqzzzxx');
    await page.getByRole('heading', { name: 'No results found' }).waitFor();
    expect(
      await page.locator('main [role="search"] input, main input[type="search"]').count(),
    ).toBeGreaterThan(0);
    await page.getByText('Popular categories').first().waitFor();
    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: { event: string; query?: string }[] }).dataLayer ?? [],
    );
    expect(events).toContainEqual(expect.objectContaining({ event: 'emptySearch', query: 'qqqzzzxx' }));
    await page.context().close();
  });
});

describe('site search', () => {
  it('offers popular searches on focus and suggestions as typed, which lead to matching results', async () => {
    const page = await browser.open('/uk/en');
    const field = page.getByRole('combobox', { name: 'Search' });
    await field.click();
    // The combobox code loads on first focus and takes over the same field.
    await expect.poll(() => field.getAttribute('aria-controls')).toBeTruthy();
    const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
    await listbox.getByRole('group', { name: 'Popular searches' }).getByRole('option').first().waitFor();
    await field.pressSequentially('coa');
    const suggestion = listbox.getByRole('group', { name: 'Suggestions' }).getByRole('option').first();
    await suggestion.waitFor();
    const text = (await suggestion.innerText()).trim();
    expect(text.toLowerCase()).toContain('coa');
    await suggestion.click();
    await page.waitForURL(/\/uk\/en\/search\?query=/);
    expect(new URL(page.url()).searchParams.get('query')).toBe(text);
    await settled(page);
    expect(await cards(page).count()).toBeGreaterThan(0);
    expect(await page.locator('main h1').innerText()).toContain(text);
    await page.context().close();
  });

  it('searches from the phone header panel in the Arabic site, right to left', async () => {
    const page = await browser.open('/ae/ar', { width: 390, height: 844 });
    await page.locator('#shell-search-button').click();
    const field = page.locator('#shell-search-input');
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    await field.fill('coat');
    await field.press('Enter');
    await page.waitForURL(/\/ae\/ar\/search\?query=coat$/);
    await settled(page);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await cards(page).count()).toBeGreaterThan(0);
    await page.context().close();
  });
});
