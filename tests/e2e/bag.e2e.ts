import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_LIMITS } from '../../schemas/api/conventions.ts';
import { axeViolations } from './axe.ts';
import { chromiumSession, collectReports } from './browser.ts';
import { productInStock } from './catalogue.ts';

const browser = chromiumSession();

/** Open the product page on its first sku and add it: the mini cart opens with the line. */
async function addFromProductPage(page: Page, product: { name: string; url: string; sku: string }) {
  await page.goto(`${browser.baseUrl}/uk/en${product.url}?sku=${product.sku}`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  // The page writes the colour into the address once it has hydrated: clicks before that are not its own yet.
  await expect.poll(() => new URL(page.url()).searchParams.get('color'), { timeout: 10_000 }).not.toBeNull();
  await page.locator('[data-label]').first().click();
  const miniCart = page.getByRole('dialog', { name: 'Added to your bag' });
  await miniCart.waitFor();
  return miniCart;
}

const summaryValue = (page: Page, term: string) =>
  page.locator('dl').filter({ hasText: term }).locator(`dt:text-is("${term}") + dd`).textContent();

describe('the bag', () => {
  it('tells a shopper who keeps guessing voucher codes to wait, and keeps the bag', async () => {
    const product = await productInStock(browser.baseUrl, 20);
    const page = await browser.open('/uk/en');
    const miniCart = await addFromProductPage(page, product);
    await miniCart.getByRole('link', { name: 'View bag' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your bag');
    const tryCode = async (code: string) => {
      const answer = page.waitForResponse((response) => response.url().includes('/api/cart/voucher'));
      await page.getByLabel('Voucher code').fill(code);
      // Exactly "Apply": while the last answer is still being taken in, the button reads "Applying…".
      await page.getByRole('button', { name: 'Apply', exact: true }).click();
      return (await answer).status();
    };
    // The browser shop allows 3 refused codes per session (global-setup).
    for (const code of ['GUESS-1', 'GUESS-2', 'GUESS-3']) expect(await tryCode(code)).toBe(404);
    // The storefront itself sends at most 3 calls to one address within 2 s: let that window pass.
    await page.waitForTimeout(API_LIMITS.retryClearDelayMs + 100);
    expect(await tryCode('GUESS-4')).toBe(429);
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('Too many codes tried. Please wait a few minutes and try again.');
    await expect.poll(() => page.getByText('1 item', { exact: true }).count()).toBe(1);
  });

  it('opens the mini cart after an add, then edits the bag: quantity, voucher, favourites, empty', async () => {
    const product = await productInStock(browser.baseUrl, 20);
    const page = await browser.open('/uk/en');
    const reports = collectReports(page);
    const miniCart = await addFromProductPage(page, product);
    await expect.poll(() => miniCart.getByRole('link', { name: product.name }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await miniCart.getByRole('link', { name: 'View bag' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/uk/en/checkout/basket');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your bag');
    await expect.poll(() => page.getByText('1 item', { exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    // Two of them: the count and the subtotal follow, and the mini cart stays shut inside the checkout.
    const subtotalOfOne = await summaryValue(page, 'Subtotal');
    await page.getByLabel(`Quantity of ${product.name}`).selectOption('2');
    await expect.poll(() => page.getByText('2 items', { exact: true }).count()).toBe(1);
    expect(await summaryValue(page, 'Subtotal')).not.toBe(subtotalOfOne);
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Campaigns may already discount the bag: the voucher adds to that, and removing it gives it back.
    const discountsRow = page.locator('dt:text-is("Discounts") + dd');
    const discountBefore = (await discountsRow.count()) ? await discountsRow.textContent() : null;
    await page.getByLabel('Voucher code').fill('NOPE-NOT-A-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toBe('This voucher code is not valid.');
    await page.getByLabel('Voucher code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Voucher WELCOME10 applied');
    await expect.poll(() => summaryValue(page, 'Discounts')).toMatch(/^−£/);
    expect(await discountsRow.textContent()).not.toBe(discountBefore);
    await page.getByRole('button', { name: 'Remove voucher' }).click();
    await expect.poll(() => page.getByLabel('Voucher code').count()).toBe(1);
    await expect
      .poll(async () => ((await discountsRow.count()) ? await discountsRow.textContent() : null))
      .toBe(discountBefore);

    await page.getByRole('button', { name: `Move to favourites: ${product.name}` }).click();
    await expect.poll(() => page.getByText('Your bag is empty.').count()).toBe(1);
    // The site's blocks under the empty bag, and the favourite kept.
    expect(await page.getByRole('link', { name: 'New in' }).count()).toBeGreaterThan(0);
    const favourites = await page.evaluate(() => localStorage.getItem('storefront:favourites:uk'));
    expect(favourites).toContain(product.url.split('/').pop());
    expect(reports).toEqual([]);
    await page.context().close();
  });

  it('is laid out for a phone and passes axe there, right to left', async () => {
    const product = await productInStock(browser.baseUrl, 20);
    const page = await browser.open('/ae/ar', { width: 390, height: 844 });
    await page.goto(`${browser.baseUrl}/ae/ar${product.url}?sku=${product.sku}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.locator('[data-label]').first().click();
    await page.getByRole('dialog', { name: 'تمت الإضافة إلى حقيبتك' }).waitFor();
    await page.goto(`${browser.baseUrl}/ae/ar/checkout/basket`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('حقيبتك');
    await expect.poll(() => page.locator('[data-line]').count()).toBe(1);
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    // Nothing wider than the phone: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
