import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { chromiumSession, collectReports } from './browser.ts';
import { productInStock } from './catalogue.ts';

const browser = chromiumSession();

const bagCount = (page: Page) => page.getByRole('link', { name: /^Bag/ }).first().textContent();

/**
 * In an open quick buy dialog: the first size there is, then add to bag. Quick buy then steps aside for the mini
 * cart, which shows the line; answers the mini cart.
 */
async function chooseAndAdd(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  // The dialog opens saying it is loading; its link comes with the product, and its sizes with it.
  expect(await dialog.getByRole('link', { name: 'View full details' }).getAttribute('href')).toMatch(
    /^\/uk\/en\/product\//,
  );
  const sizes = dialog.locator('fieldset[data-level="size"] input:not(:disabled)');
  if ((await sizes.count()) > 0 && !(await sizes.first().isChecked())) await sizes.first().check();
  await dialog.locator('[data-label]').click();
  const miniCart = page.getByRole('dialog', { name: 'Added to your bag' });
  await miniCart.waitFor();
  await expect.poll(() => dialog.count()).toBe(0);
  await expect.poll(() => miniCart.getByRole('link', { name }).count()).toBe(1);
  return miniCart;
}

describe('quick buy and favourites', () => {
  it('buys from a listing card through quick buy, without leaving the listing', async () => {
    const page = await browser.open('/uk/en/women');
    const reports = collectReports(page);
    const card = page.locator('article').first();
    await card.waitFor();
    const name = (await card.locator('[data-name]').textContent())!;
    await card.hover();
    await card.getByRole('button', { name: `Quick buy: ${name}` }).click();
    const miniCart = await chooseAndAdd(page, name);
    expect(await axeViolations(page)).toEqual([]);
    await expect.poll(() => bagCount(page)).toContain('1');
    expect(await miniCart.getByRole('link', { name: 'View bag' }).getAttribute('href')).toBe(
      '/uk/en/checkout/basket',
    );
    await miniCart.getByRole('button', { name: 'Continue shopping' }).click();
    await expect.poll(() => miniCart.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/uk/en/women');
    expect(reports).toEqual([]);
    await page.context().close();
  });

  it('fills a listing card’s heart at the click, without a reload, and the favourites page lists it', async () => {
    const page = await browser.open('/uk/en/women');
    const card = page.locator('article').first();
    await card.waitFor();
    const name = (await card.locator('[data-name]').textContent())!;
    const heart = card.getByRole('button', { name: `Save ${name} to favourites` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('link', { name: 'Favourites' }).first().click();
    await expect.poll(() => page.getByRole('heading', { level: 2, name: new RegExp(name) }).count()).toBe(1);
    await page.context().close();
  });

  it('keeps a favourite from the product page, lists it, adds it to the bag and removes it', async () => {
    const product = await productInStock(browser.baseUrl, 40);
    const page = await browser.open(`/uk/en${product.url}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    // The page writes the colour into the address once it has hydrated: clicks before that are not its own yet.
    await expect
      .poll(() => new URL(page.url()).searchParams.get('color'), { timeout: 10_000 })
      .not.toBeNull();
    const heart = page.getByRole('button', { name: `Save ${product.name} to favourites` }).first();
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed'), { timeout: 5000 }).toBe('true');
    await page.getByRole('link', { name: 'Favourites' }).first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/uk/en/my-favorites');
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: new RegExp(product.name) }).count())
      .toBe(1);
    expect(await page.getByText('1 item').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Add to bag' }).click();
    await chooseAndAdd(page, product.name);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => bagCount(page)).toContain('1');
    await page.getByRole('button', { name: `Remove ${product.name} from favourites` }).click();
    await expect
      .poll(() => page.getByRole('status').first().textContent())
      .toContain('You have no favourites yet.');
    // Kept in the browser: a reload shows the same (empty) list.
    await page.reload();
    await expect.poll(() => page.getByText('You have no favourites yet.').count()).toBe(1);
    await page.context().close();
  });
});
