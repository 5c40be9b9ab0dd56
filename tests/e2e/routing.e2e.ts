import { describe, expect, it } from 'vitest';
import { chromiumSession } from './browser.ts';

const browser = chromiumSession();

describe('routing', () => {
  it('follows the 404 redirect list', async () => {
    const page = await browser.open('/uk/en/sale');
    await page.waitForURL(/\/uk\/en\/winter-sale$/);
    await page.locator('main h2').first().waitFor();
    await page.context().close();
  });

  it('shows the not-found page for unknown paths and reports a page-not-found event', async () => {
    const page = await browser.open('/uk/en/no/such/page');
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Page not found');
    // The server sends the page complete; the event follows once the browser has hydrated it.
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { dataLayer?: { event: string }[] }).dataLayer ?? []),
      )
      .toContainEqual(expect.objectContaining({ event: 'pageNotFound', path: '/no/such/page' }));
    await page.context().close();
  });

  it('matches category paths level by level with heading and breadcrumbs', async () => {
    const page = await browser.open('/uk/en/women/clothing/dresses');
    await expect.poll(() => page.locator('main h1').innerText()).toBe('Dresses');
    const crumbs = await page.locator('main nav ol li').allInnerTexts();
    expect(crumbs.map((crumb) => crumb.replace('/', '').trim())).toEqual([
      'Home',
      'Women',
      'Clothing',
      'Dresses',
    ]);
    const unmatched = await browser.open('/uk/en/women/clothing/spacesuits');
    await expect.poll(() => unmatched.locator('main h1').innerText()).toBe('Page not found');
    await page.context().close();
    await unmatched.context().close();
  });

  it('serves campaign routes from clp-routes', async () => {
    const page = await browser.open('/ae/ar/winter-sale');
    await page.locator('main h2').first().waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.context().close();
  });

  it('redirects /index.html to the site root keeping query and hash', async () => {
    const page = await browser.open('/uk/en/index.html?utm_source=mail#top');
    await page.waitForURL((url) => /^\/uk\/en\/?$/.test(url.pathname) && url.search === '?utm_source=mail');
    await page.locator('main h2').first().waitFor();
    expect(new URL(page.url()).hash).toBe('#top');
    await page.context().close();
  });

  it('sends / to the default site', async () => {
    const page = await browser.open('/');
    await page.waitForURL(/\/uk\/en$/);
    await page.context().close();
  });
});
