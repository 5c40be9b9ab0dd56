import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { signedInCustomer } from './accounts.ts';
import { chromiumSession } from './browser.ts';
import { productInStock } from './catalogue.ts';
import {
  UAE_DELIVERY_ARABIC,
  UK_DELIVERY,
  addToBag,
  completedReference,
  payByCard,
  placeOrder,
  throughDelivery,
} from './purchase.ts';

const browser = chromiumSession();

/** A new customer, verified and signed in through the shop's own account pages. */
async function signedIn(site: string, size?: { width: number; height: number }): Promise<Page> {
  const page = await browser.open(site, size);
  await signedInCustomer(page, browser.baseUrl, site, `book-${randomUUID().slice(0, 8)}@example.com`);
  return page;
}

const delivery = (page: Page) => page.getByRole('region', { name: 'Delivery addresses' });

/** Fill an address form's fields by their labels (a select by its option's label) and save it. */
async function fillAddress(
  form: ReturnType<Page['getByRole']>,
  fields: Record<string, string>,
  save: string,
) {
  for (const [label, value] of Object.entries(fields)) {
    const input = form.getByLabel(label, { exact: true });
    if ((await input.evaluate((element) => element.tagName)) === 'SELECT')
      await input.selectOption({ label: value });
    else await input.fill(value);
  }
  await form.getByRole('button', { name: save }).click();
}

/** The page is right to left, fits a phone's width, and its first heading starts at the right. */
async function mirrored(page: Page, heading: string) {
  const title = page.getByRole('heading', { level: 1 });
  await expect.poll(() => title.textContent()).toBe(heading);
  expect(await page.getAttribute('html', 'dir')).toBe('rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  const edges = await title.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return { words: range.getBoundingClientRect(), box: element.getBoundingClientRect() };
  });
  expect(Math.abs(edges.words.right - edges.box.right)).toBeLessThan(2);
  expect(edges.words.left - edges.box.left).toBeGreaterThan(2);
  expect(await axeViolations(page)).toEqual([]);
}

describe('the address book', () => {
  it('tells a signed-out visitor to sign in, with a link to the sign-in page', async () => {
    const page = await browser.open('/uk/en');
    await page.goto(`${browser.baseUrl}/uk/en/account/addresses`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.getByRole('alert').getByText('Please sign in to see your addresses.').waitFor();
    expect(await page.getByRole('alert').getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/uk/en/account/sign-in',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it('adds, edits, makes default and removes addresses for a signed-in customer', async () => {
    const page = await signedIn('/uk/en');
    await page.goto(`${browser.baseUrl}/uk/en/account/addresses`);
    for (const street of ['12 Bloomsbury Square', '1 Strand']) {
      await delivery(page).getByRole('button', { name: 'Add a delivery address' }).click();
      await delivery(page).getByLabel('First name').fill('Ada');
      await delivery(page).getByLabel('Last name').fill('Lovelace');
      await delivery(page).getByLabel('Address line 1').fill(street);
      await delivery(page).getByLabel('Town or city').fill('London');
      await delivery(page).getByLabel('Postcode').fill('WC1A 2LP');
      await delivery(page).getByLabel('Phone number').fill('07911 123456');
      await delivery(page).getByRole('button', { name: 'Save address' }).click();
      await delivery(page).getByText(street, { exact: false }).waitFor();
    }
    const cards = delivery(page).getByRole('listitem');
    expect(await cards.count()).toBe(2);
    expect(await cards.first().textContent()).toContain('Default delivery address');
    expect(await axeViolations(page)).toEqual([]);

    await delivery(page).getByRole('button', { name: 'Make default delivery address' }).click();
    await expect.poll(() => cards.first().textContent()).toContain('1 Strand');

    await delivery(page).getByRole('button', { name: 'Remove: Ada Lovelace, 12 Bloomsbury Square' }).click();
    await page.getByRole('button', { name: 'Yes, remove it' }).click();
    await expect.poll(() => cards.count()).toBe(1);
  });

  it('offers the saved billing address at the payment step, and the order is billed to it', async () => {
    const page = await signedIn('/uk/en');
    await page.goto(`${browser.baseUrl}/uk/en/account/addresses`);
    const billing = page.getByRole('region', { name: 'Billing addresses' });
    await billing.getByRole('button', { name: 'Add a billing address' }).click();
    await fillAddress(
      billing,
      {
        'First name': 'Ada',
        'Last name': 'Lovelace',
        'Address line 1': '7 Bank Street',
        'Town or city': 'London',
        Postcode: 'E14 5JP',
      },
      'Save address',
    );
    await billing.getByText('7 Bank Street', { exact: false }).waitFor();

    await addToBag(page, browser.baseUrl, '/uk/en', await productInStock(browser.baseUrl, 140));
    await throughDelivery(page, '/uk/en', UK_DELIVERY);
    await page.getByLabel('Same as the delivery address').uncheck();
    const saved = page.getByRole('group', { name: 'Your saved addresses' });
    expect(await saved.getByRole('radio', { name: /7 Bank Street/ }).isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await payByCard(page, '4111 1111 1111 1111');
    const billedTo = page.locator('#review-billing').locator('..');
    await expect.poll(() => billedTo.textContent()).toContain('7 Bank Street');
    await placeOrder(page);
    expect(await completedReference(page, '/uk/en')).toMatch(/^UK/);
  });

  it('lays the Arabic account, address book and saved cards pages out right to left, clean for axe', async () => {
    // The account belongs to the country: signed in on its English pages, it is the same on the Arabic ones.
    const page = await signedIn('/ae/en', { width: 390, height: 844 });
    await page.goto(`${browser.baseUrl}/ae/ar/account`);
    await mirrored(page, 'حسابي');

    await page.goto(`${browser.baseUrl}/ae/ar/account/addresses`);
    await mirrored(page, 'عناويني');
    const book = page.getByRole('region', { name: 'عناوين التوصيل' });
    await book.getByRole('button', { name: 'إضافة عنوان توصيل' }).click();
    await fillAddress(book, UAE_DELIVERY_ARABIC.fields, 'حفظ العنوان');
    const card = book.getByRole('listitem').first();
    await expect.poll(() => card.textContent()).toContain('برج خليفة');
    expect(await card.textContent()).toContain('عنوان التوصيل الافتراضي');
    await mirrored(page, 'عناويني');

    await page.goto(`${browser.baseUrl}/ae/ar/account/payment-methods`);
    await mirrored(page, 'طرق الدفع');
    const form = page.getByRole('form', { name: 'إضافة بطاقة' });
    await form.getByLabel('الاسم على البطاقة').fill('سارة المنصوري');
    await form.getByLabel('رقم البطاقة').fill('4111 1111 1111 1111');
    await form.getByLabel('تاريخ الانتهاء (شهر/سنة)').fill('03/30');
    await form.getByLabel('رمز الأمان').fill('737');
    await form.getByRole('button', { name: 'حفظ البطاقة' }).click();
    await page.getByRole('list', { name: 'البطاقات المحفوظة' }).getByText('فيزا تنتهي بـ 1111').waitFor();
    await mirrored(page, 'طرق الدفع');
    await page.context().close();
  });
});
