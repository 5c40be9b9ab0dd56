// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, SESSION_HEADER, SUBFOLDER_HEADER } from '../../schemas/api/conventions.ts';
import { productPath } from '../../shared/product-url.ts';
import { BASIC_AUTHORIZATION, SITE_TAG } from '../test-support/commerce-harness.ts';
import { shopIsBuilt, startBuiltShop, type BuiltShop } from '../test-support/built-shop.ts';
import { PERSONAL_CACHE_CONTROL, SHARED_PAGE_CACHE_CONTROL } from './page-caching.ts';

// What search engines and caches are told by the shop's real pages (the built server render over the demo content):
// each page's canonical address and its languages, which pages stay out of the index, and who may keep a page or an
// API answer.

let shop: BuiltShop | undefined;
/** A product sold on both the uk and ae sites: its canonical path inside a site. */
let product = '';

beforeAll(async () => {
  if (!shopIsBuilt) return;
  shop = await startBuiltShop();
  const [row] = await shop.db.query<{ slug: string; product_id: string }>(
    `SELECT p.slug, p.product_id FROM products p
      WHERE NOT p.discontinued
        AND EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = p.product_id AND pp.currency = 'GBP')
        AND EXISTS (SELECT 1 FROM product_prices pp WHERE pp.product_id = p.product_id AND pp.currency = 'AED')
      ORDER BY p.product_id LIMIT 1`,
  );
  product = productPath({ slug: row!.slug, productId: row!.product_id });
}, 60_000);
afterAll(async () => {
  await shop?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => shop!.app.inject({ url, headers });

/** What a page's head tells crawlers: its canonical path, its alternates by hreflang (as paths), its robots rule. */
async function headOf(url: string) {
  const response = await get(url);
  const html = response.body;
  const path = (href: string | undefined) => (href ? new URL(href).pathname : undefined);
  const alternates = Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
      lang,
      path(href),
    ]),
  );
  return {
    status: response.statusCode,
    canonical: path(/<link rel="canonical" href="([^"]+)">/.exec(html)?.[1]),
    alternates,
    robots: /<meta name="robots" content="([^"]+)">/.exec(html)?.[1],
    header: response.headers['x-robots-tag'],
  };
}

/** A shopping session as the API gives it, with the cookie a browser would then send on every page. */
async function newSession(): Promise<{ token: string; cookie: string }> {
  const response = await shop!.app.inject({
    method: 'POST',
    url: `/api/basic-session?siteTag=${SITE_TAG}`,
    headers: { authorization: BASIC_AUTHORIZATION },
    payload: { language: 'en', sitePublicId: 'maison-nord-uk' },
  });
  expect(response.statusCode).toBe(200);
  const token = String(response.headers[SESSION_HEADER]);
  return { token, cookie: `${SESSION_COOKIE}=${token}` };
}

describe.runIf(shopIsBuilt)('what the built shop tells search engines', () => {
  it('gives a listing its canonical address and the page in each language of its site, x-default included', async () => {
    const head = await headOf('/ae/ar/women?sort=price');
    expect(head.status).toBe(200);
    expect(head.canonical).toBe('/ae/ar/women');
    expect(head.alternates).toEqual({
      'en-AE': '/ae/en/women',
      'ar-AE': '/ae/ar/women',
      'x-default': '/ae/en/women',
    });
    expect(head.robots).toBeUndefined();
    expect(head.header).toBeUndefined();
  });

  it("gives a product page the product's canonical address, in each language of a site with several", async () => {
    const uk = await headOf(`/uk/en${product}?color=any`);
    expect(uk.status).toBe(200);
    expect(uk.canonical).toBe(`/uk/en${product}`);
    // One language: nothing to choose between.
    expect(uk.alternates).toEqual({});
    const ae = await headOf(`/ae/ar${product}`);
    expect(ae.canonical).toBe(`/ae/ar${product}`);
    expect(ae.alternates).toEqual({
      'en-AE': `/ae/en${product}`,
      'ar-AE': `/ae/ar${product}`,
      'x-default': `/ae/en${product}`,
    });
  });

  it('keeps the bag, checkout, account, orders and search results out of the index', async () => {
    for (const path of [
      '/checkout',
      '/checkout/shipping',
      '/account',
      '/account/sign-in',
      '/orders',
      '/search',
    ]) {
      const head = await headOf(`/uk/en${path}`);
      expect(head.status, path).toBe(200);
      // In the header (for a page rendered in the browser only) and in the server render's head, which keeps the
      // page's own address as its canonical.
      expect(head.header, path).toBe('noindex');
      expect(head.robots, path).toBe('noindex');
      expect(head.canonical, path).toBe(`/uk/en${path}`);
    }
  });
});

describe.runIf(shopIsBuilt)('who may keep what the built shop answers', () => {
  it('lets a CDN keep an anonymous listing briefly, revalidated with its ETag', async () => {
    const first = await get('/uk/en/women');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(SHARED_PAGE_CACHE_CONTROL);
    expect(SHARED_PAGE_CACHE_CONTROL).toMatch(/^public,.*s-maxage=\d+.*stale-while-revalidate=\d+/);
    const etag = String(first.headers.etag);
    const again = await get('/uk/en/women', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("keeps a page for a shopper in session out of every cache, and no other visitor's tag earns a 304", async () => {
    const anonymous = String((await get('/uk/en/women')).headers.etag);
    const { cookie } = await newSession();
    const page = await get('/uk/en/women', { cookie, 'if-none-match': anonymous });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    expect(page.headers.etag).toBeUndefined();
    const bag = await get('/uk/en/checkout');
    expect(bag.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
  });

  it("keeps the API's personal answers out of every cache, and leaves the catalogue's alone", async () => {
    const { token } = await newSession();
    const api = (path: string, headers: Record<string, string>) =>
      get(`${path}?siteTag=${SITE_TAG}`, { authorization: BASIC_AUTHORIZATION, ...headers });
    const cart = await api('/api/cart', { [SESSION_HEADER]: token });
    expect(cart.statusCode).toBe(200);
    expect(cart.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    // Without a session too: an account read refused is still nobody else's business.
    const addresses = await api('/api/v1/addresses', {});
    expect(addresses.statusCode).toBeGreaterThanOrEqual(400);
    expect(addresses.headers['cache-control']).toBe(PERSONAL_CACHE_CONTROL);
    const publicRead = await api(`/api/product/s/${product.split('/').pop()}`, { [SUBFOLDER_HEADER]: 'uk' });
    expect(publicRead.statusCode).toBe(200);
    expect(publicRead.headers['cache-control']).toBeUndefined();
  });
});
