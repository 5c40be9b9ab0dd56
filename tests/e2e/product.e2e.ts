import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { chromiumSession, collectReports, workerShop } from './browser.ts';
import { setStock } from './stock-control.ts';

const browser = chromiumSession();
const stockControl = workerShop().stockControlUrl;
const basic = `Basic ${Buffer.from('storefront:public').toString('base64')}`;

interface ProductAnswer {
  productId: string;
  name: string;
  url: string;
  options: { color: { slug: string; color: { name: string } }[] };
  skus: { sku: string; availability: string; options: { color: string; size: string; sizeType?: string } }[];
}

/** Products of the seeded demo catalogue, read through the API like any client (from the end of the range). */
async function products(site = 'uk', language = 'en'): Promise<ProductAnswer[]> {
  const found: ProductAnswer[] = [];
  for (let index = 149; index >= 60; index--) {
    const response = await fetch(
      `${browser.baseUrl}/api/product/s/MN${100000 + index}?siteTag=storefront-demo&lang=${language}`,
      { headers: { authorization: basic, 'x-subfolder': site } },
    );
    if (response.ok) found.push((await response.json()) as ProductAnswer);
  }
  return found;
}

/** A product whose every sku is in stock and whose first colour comes in several sizes (and several colours). */
function plainProduct(all: ProductAnswer[], skip: string[] = [], colours = 2): ProductAnswer {
  const product = all.find(
    (candidate) =>
      !skip.includes(candidate.productId) &&
      candidate.options.color.length >= colours &&
      candidate.skus.every((sku) => sku.availability === 'AVAILABLE' && !sku.options.sizeType) &&
      candidate.skus.filter((sku) => sku.options.color === candidate.skus[0]!.options.color).length > 1,
  );
  if (!product) throw new Error('no plain product in the demo catalogue');
  return product;
}

const sizesOf = (product: ProductAnswer, colour: string) =>
  product.skus.filter((sku) => sku.options.color === colour);

async function bagItems(page: Page): Promise<{ sku: string; quantity: number }[]> {
  return page.evaluate(async () => {
    type Cart = { load(): Promise<void>; items: { sku: string; quantity: number }[] };
    const { stores } = (
      window as unknown as { __storefront: { stores: { cart: { ready(): Promise<Cart> } } } }
    ).__storefront;
    const cart = await stores.cart.ready();
    await cart.load();
    return cart.items.map((item) => ({ sku: item.sku, quantity: item.quantity }));
  });
}

const addButton = (page: Page) => page.locator('[data-label]').first();

describe('product page', () => {
  it('is rendered on the server: name, price, main picture preloaded, canonical link and structured data', async () => {
    const product = plainProduct(await products());
    const response = await fetch(`${browser.baseUrl}/uk/en${product.url}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    // Matched piece by piece, so a failure names the piece instead of printing the whole page.
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1]).toBe(product.name);
    expect(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/.exec(html)?.[1]).toMatch(
      /^\/media\/products\//,
    );
    const canonical = /<link rel="canonical" href="([^"]+)">/.exec(html)?.[1];
    expect(canonical).toBe(`${browser.baseUrl}/uk/en${product.url}`);
    expect(/<meta property="og:type" content="([^"]+)">/.exec(html)?.[1]).toBe('product');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const data = JSON.parse(jsonLd ?? '{}') as { '@type': string; offers: { availability: string }[] };
    expect(data['@type']).toBe('Product');
    expect(data.offers).toHaveLength(product.skus.length);
    expect(data.offers[0]!.availability).toBe('https://schema.org/InStock');
    // The browser hydrates from the answer the server read, so it never asks for the product again.
    expect(html.includes('<script id="server-api" type="application/json">')).toBe(true);

    // An address with only the slug finds the product too; its canonical address carries the id.
    const slugOnly = await fetch(`${browser.baseUrl}/uk/en${product.url.replace(/\/[^/]+$/, '')}`);
    expect(slugOnly.status).toBe(200);
    const slugHtml = await slugOnly.text();
    expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(slugHtml)?.[1]).toBe(product.name);
    expect(/<link rel="canonical" href="([^"]+)">/.exec(slugHtml)?.[1]).toBe(canonical);
  });

  it('answers an unknown product with the not-found page and status 404', async () => {
    const response = await fetch(`${browser.baseUrl}/uk/en/product/no-such-thing/ZZ999999`);
    expect(response.status).toBe(404);
    const page = await browser.open('/uk/en/product/no-such-thing/ZZ999999');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/find|not found/i);
    await page.context().close();
  });

  it('picks a colour and a size, keeps them in the URL, and adds the sku to the bag', async () => {
    const product = plainProduct(await products());
    const page = await browser.open(`/uk/en${product.url}`);
    const reports = collectReports(page);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(await axeViolations(page)).toEqual([]);

    const second = product.options.color[1]!;
    await page.getByRole('radio', { name: second.color.name, exact: true }).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('color')).toBe(second.slug);

    // Adding without a size points at the size instead.
    await addButton(page).click();
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Please select a size.');

    const sku = sizesOf(product, second.slug)[0]!;
    await page.locator(`input[type="radio"][value="${sku.options.size}"]`).check();
    await expect.poll(() => new URL(page.url()).searchParams.get('sku')).toBe(sku.sku);
    await addButton(page).click();
    await expect.poll(() => addButton(page).textContent()).toBe('Added to bag');
    await expect.poll(() => page.getByRole('link', { name: /^Bag/ }).first().textContent()).toContain('1');
    expect(await bagItems(page)).toEqual([{ sku: sku.sku, quantity: 1 }]);
    // Opening the page counted as a view: the recently viewed tray starts from it.
    const viewed = await page.evaluate(() => localStorage.getItem('storefront:recently-viewed:uk'));
    expect(JSON.parse(viewed ?? '[]')).toContain(product.productId);
    expect(reports).toEqual([]);
    await page.context().close();
  });

  it('says how few are left and refuses more than the stock, with the limit in the message', async () => {
    const all = await products();
    const product = plainProduct(all, [plainProduct(all).productId], 1);
    const sku = product.skus[0]!;
    await setStock(stockControl, { sku: sku.sku, stock: 2 });
    const page = await browser.open(`/uk/en${product.url}?sku=${sku.sku}`);
    await expect.poll(() => page.getByText('Only 2 left').count()).toBe(1);
    for (let added = 1; added <= 2; added++) {
      await addButton(page).click();
      await expect.poll(() => addButton(page).textContent()).toBe('Added to bag');
      // Each add opens the mini cart over the page; the shopper closes it to add again.
      const miniCart = page.getByRole('dialog', { name: 'Added to your bag' });
      await miniCart.getByRole('button', { name: 'Continue shopping' }).click();
      await expect.poll(() => miniCart.count()).toBe(0);
    }
    await addButton(page).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Sorry, only 2 of this size are in stock.');
    expect(await bagItems(page)).toEqual([{ sku: sku.sku, quantity: 2 }]);
    await page.context().close();
  });

  it('shows a sold-out size and offers to notify, and a pre-order with its ship date', async () => {
    const all = await products();
    const used = [plainProduct(all).productId];
    used.push(plainProduct(all, used, 1).productId);
    const product = plainProduct(all, used, 1);
    const [soldOut, preorder] = sizesOf(product, product.skus[0]!.options.color);
    await setStock(stockControl, { sku: soldOut!.sku, stock: 0 });
    await setStock(stockControl, {
      sku: preorder!.sku,
      stock: 0,
      fulfilment: 'PREORDER',
      advanceLimit: 20,
      shipDateStart: '2027-03-01T00:00:00Z',
      shipDateEnd: '2027-03-15T00:00:00Z',
    });
    const page = await browser.open(`/uk/en${product.url}?sku=${soldOut!.sku}`);
    await expect.poll(() => addButton(page).textContent()).toBe('Notify me when available');
    await expect.poll(() => page.getByText('Out of stock').count()).toBeGreaterThan(0);
    await page.locator(`input[type="radio"][value="${preorder!.options.size}"]`).check();
    await expect.poll(() => addButton(page).textContent()).toBe('Pre-order');
    await expect.poll(() => page.getByText('Ships after 1 March 2027').count()).toBe(1);
    await page.context().close();
  });

  it('takes a back-in-stock request for a sold-out size and e-mails once when stock returns', async () => {
    const all = await products();
    const used: string[] = [];
    for (let taken = 0; taken < 3; taken++) used.push(plainProduct(all, used, taken === 0 ? 2 : 1).productId);
    const product = plainProduct(all, used, 1);
    const sku = product.skus[0]!;
    await setStock(stockControl, { sku: sku.sku, stock: 0 });
    const page = await browser.open(`/uk/en${product.url}?sku=${sku.sku}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await addButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Notify me when it’s back' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Notify me', exact: true }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Please enter your email address.');
    const email = `bis-${Date.now()}@example.com`;
    await dialog.getByLabel('Email address').fill(email);
    await dialog.getByRole('button', { name: 'Notify me', exact: true }).click();
    await expect.poll(() => dialog.getByRole('status').textContent()).toContain('Thank you');

    const mails = async (kind: string) => {
      const response = await fetch(`${browser.baseUrl}/api/dev/outbox?kind=${kind}&limit=500`);
      const list = (await response.json()) as { recipient: string; bodyText: string }[];
      return list.filter((mail) => mail.recipient === email);
    };
    expect(await mails('back-in-stock-requested')).toHaveLength(1);
    expect(await mails('back-in-stock-available')).toHaveLength(0);
    // An operator restocks the size: one alert goes out, and only one, however often the worker runs.
    await setStock(stockControl, { sku: sku.sku, stock: 5 });
    await expect
      .poll(async () => (await mails('back-in-stock-available')).length, { timeout: 10_000 })
      .toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 600));
    const [alert] = await mails('back-in-stock-available');
    expect(await mails('back-in-stock-available')).toHaveLength(1);
    expect(alert!.bodyText).toContain(product.name);
    await dialog.getByRole('button', { name: 'Continue shopping' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.context().close();
  });

  it('opens the size guide chosen for the product in cm and inches, and has full size guide pages', async () => {
    const all = await products();
    const product = all.find(
      (candidate) => candidate.url.includes('skirt') || candidate.url.includes('dress'),
    );
    if (!product) throw new Error('no skirt or dress in the demo catalogue');
    const page = await browser.open(`/uk/en${product.url}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Size guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size guide' });
    await dialog.waitFor();
    const header = () => dialog.locator('table').first().locator('th[scope="col"]').allTextContents();
    await expect.poll(header).toContain('Bust (cm)');
    const firstBust = () =>
      dialog.locator('table').first().locator('tbody tr').first().locator('td').nth(2).textContent();
    const centimetres = Number(await firstBust());
    await dialog.getByRole('button', { name: 'inches' }).click();
    await expect.poll(header).toContain('Bust (in)');
    const inches = Number(await firstBust());
    // Converted to the nearest quarter inch (or as the chart writes its own inch table).
    expect(Math.abs(inches - centimetres / 2.54)).toBeLessThan(0.5);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();

    // Pages drawn from the chart, where the site's content has no page of its own at that address.
    for (const path of ['/uk/en/support/size-guide-women', '/uk/en/support/size-guide']) {
      const response = await fetch(`${browser.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(/<h1[^>]*>([^<]*)<\/h1>/.exec(await response.text())?.[1]).toBe('Size guide');
    }
  });

  it('opens a picture large and moves through them with the keyboard', async () => {
    const product = plainProduct(await products());
    const page = await browser.open(`/uk/en${product.url}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page
      .getByRole('list', { name: /^Pictures of/ })
      .getByRole('button')
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: product.name });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByText('1 / 2').count()).toBe(1);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => dialog.getByText('2 / 2').count()).toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    await page.context().close();
  });

  it('opens from a listing card on every site, rendered in the browser like on the server', async () => {
    for (const listing of ['/uk/en/women', '/us/en/women', '/ae/ar/women', '/ja-jp/women']) {
      const page = await browser.open(listing);
      const reports = collectReports(page);
      const card = page.locator('article').first();
      await card.waitFor();
      const name = await card.locator('[data-name]').textContent();
      await card.locator('a[href*="/product/"]').first().click();
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 5000 }).toMatch(/\/product\//);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 5000 })
        .toBe(name);
      expect(await page.locator('[data-label]').count(), listing).toBe(1);
      expect(reports, listing).toEqual([]);
      await page.context().close();
    }
  });

  it('keeps add to bag at hand on a phone once its button has scrolled away', async () => {
    const product = plainProduct(await products());
    const page = await browser.open(`/uk/en${product.url}`, { width: 390, height: 844 });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const bar = page.locator('[data-sticky-add]');
    expect(await bar.count()).toBe(0);
    // Past the page's own button: the bar follows once the browser reports the button out of view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => bar.count(), { timeout: 5000 }).toBe(1);
    await bar.getByRole('button').click();
    // Still asks for the size: the bar's button is the page's own.
    await expect.poll(() => page.getByRole('alert').first().textContent()).toBe('Please select a size.');
    await page.context().close();
  });

  it('is mirrored in Arabic and passes axe on a phone', async () => {
    const product = plainProduct(await products('ae', 'ar'));
    const page = await browser.open(`/ae/ar${product.url}`, { width: 390, height: 844 });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    await expect.poll(() => addButton(page).textContent()).toBe('أضف إلى الحقيبة');
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
