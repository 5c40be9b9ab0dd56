import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { chromiumSession, collectReports } from './browser.ts';

const browser = chromiumSession();
const basic = `Basic ${Buffer.from('storefront:public').toString('base64')}`;
const apiHeaders = { authorization: basic, 'x-subfolder': 'uk' };

interface CustomisableAnswer {
  productId: string;
  url: string;
  skus: { sku: string; availability: string; options: { color: string } }[];
  customisation?: {
    options: { id: string; type: string; label: string; rules: { maxLength?: number } }[];
    excludeSkus: string[];
  };
}

/**
 * A product of the seeded demo catalogue on the UK site (whose config turns customisation on) that the API offers to
 * personalise, read like any client, with a sku in stock that takes a personalisation and its first text option.
 */
async function customisableProduct(skip: string[] = []) {
  for (let index = 0; index < 150; index++) {
    const response = await fetch(
      `${browser.baseUrl}/api/product/s/MN${100000 + index}?siteTag=storefront-demo&lang=en`,
      { headers: apiHeaders },
    );
    if (!response.ok) continue;
    const product = (await response.json()) as CustomisableAnswer;
    const { customisation } = product;
    if (!customisation || skip.includes(product.productId)) continue;
    const text = customisation.options.find((option) => option.type === 'text');
    const sku = product.skus.find(
      (candidate) =>
        candidate.availability === 'AVAILABLE' && !customisation.excludeSkus.includes(candidate.sku),
    );
    if (text && sku) return { product, text, sku };
  }
  throw new Error('no customisable product in the demo catalogue');
}

/** What the API makes of a personalisation: the values the bag line must carry. */
async function normalised(productId: string, skuId: string, selectedOptions: Record<string, string>) {
  const response = await fetch(
    `${browser.baseUrl}/atmos/v1/products/${productId}/customise?siteTag=storefront-demo`,
    {
      method: 'POST',
      headers: { ...apiHeaders, 'content-type': 'application/json' },
      body: JSON.stringify({ selectedOptions, skuId }),
    },
  );
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { selectedOptions: Record<string, string> };
  return Object.entries(answer.selectedOptions).map(([key, value]) => ({ key, value }));
}

async function bagLines(page: Page) {
  return page.evaluate(async () => {
    type Line = {
      sku: string;
      quantity: number;
      customisation?: { inputs: { key: string; value: string }[] };
    };
    type Cart = { load(): Promise<void>; items: Line[] };
    const { stores } = (
      window as unknown as { __storefront: { stores: { cart: { ready(): Promise<Cart> } } } }
    ).__storefront;
    const cart = await stores.cart.ready();
    await cart.load();
    return cart.items.map((item) => ({
      sku: item.sku,
      quantity: item.quantity,
      inputs: item.customisation?.inputs ?? [],
    }));
  });
}

const addButton = (page: Page) => page.locator('[data-label]').first();

async function openPersonalised(path: string) {
  const page = await browser.open(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await page.getByRole('checkbox', { name: 'Add personalisation' }).check();
  return page;
}

describe('product personalisation', () => {
  it('previews a personalisation on the product picture and adds it to the bag with its inputs', async () => {
    const { product, text, sku } = await customisableProduct();
    const pictures: { url: string; status: number }[] = [];
    const page = await browser.open(`/uk/en${product.url}?sku=${sku.sku}`);
    page.on('response', (response) => {
      if (response.url().includes('/media/customised/'))
        pictures.push({ url: response.url(), status: response.status() });
    });
    const reports = collectReports(page);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const toggle = page.getByRole('checkbox', { name: 'Add personalisation' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();

    const field = page.getByLabel(text.label, { exact: true });
    await field.fill('AB');
    const max = text.rules.maxLength!;
    const left = max - 2;
    const counter = `${left} ${left === 1 ? 'character' : 'characters'} left`;
    await expect.poll(() => page.getByText(counter, { exact: true }).count()).toBe(1);

    const preview = page.locator('img[data-customised-preview]');
    await expect.poll(() => preview.count(), { timeout: 10_000 }).toBe(1);
    const src = (await preview.getAttribute('src')) ?? '';
    expect(src.startsWith(`/media/customised/${product.productId}/${sku.options.color}.svg?o=`)).toBe(true);
    expect(
      await preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    ).toBe(true);
    expect(pictures.some((picture) => picture.url.endsWith(src) && picture.status === 200)).toBe(true);
    await expect.poll(() => page.getByText('Personalised preview', { exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await addButton(page).click();
    await expect.poll(() => addButton(page).textContent()).toBe('Added to bag');
    const inputs = await normalised(product.productId, sku.sku, { [text.id]: 'AB' });
    expect(inputs.find((input) => input.key === text.id)?.value).toBe('AB');
    expect(await bagLines(page)).toEqual([{ sku: sku.sku, quantity: 1, inputs }]);
    expect(reports).toEqual([]);
    await page.context().close();
  });

  it('says why an emoji-only or too-long text cannot be made, and holds the add back', async () => {
    const { product, text, sku } = await customisableProduct();
    const page = await openPersonalised(`/uk/en${product.url}?sku=${sku.sku}`);
    const field = page.getByLabel(text.label, { exact: true });

    await field.fill('😀✨');
    const required = `Please enter your ${text.label}.`;
    await expect.poll(() => page.getByText(required, { exact: true }).count()).toBe(1);
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await addButton(page).click();
    // The add is held back and the field with the problem is brought to the shopper's attention.
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await bagLines(page)).toEqual([]);

    // Typing stops at the option's length as a reader counts characters: an emoji is one, and letters still
    // follow it; text set by other means (autofill, an extension) is kept to the same length.
    const max = text.rules.maxLength!;
    await field.fill('');
    await field.pressSequentially(`😀${'A'.repeat(max + 2)}`);
    await expect.poll(() => field.inputValue()).toBe(`😀${'A'.repeat(max - 1)}`);
    await expect.poll(() => page.getByText('0 characters left', { exact: true }).count()).toBe(1);
    await field.evaluate(
      (input: HTMLInputElement, value) => {
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        setValue.call(input, value);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      },
      'B'.repeat(max + 2),
    );
    await expect.poll(() => field.inputValue()).toBe('B'.repeat(max));
    expect(await page.locator('img[data-customised-preview]').count()).toBe(0);
    await page.context().close();
  });
});
