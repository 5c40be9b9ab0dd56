import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { CatalogueProduct } from './catalogue.ts';

/** The words of one language the purchase journeys click and read. */
export interface PurchaseWords {
  contact: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  saveContact: string;
  address: string;
  saveAddress: string;
  continueToPayment: string;
  cardHolder: string;
  cardNumber: string;
  expiry: string;
  securityCode: string;
  continueToReview: string;
  place: string;
}

export const ENGLISH: PurchaseWords = {
  contact: 'Contact details',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail address',
  phone: 'Phone number',
  saveContact: 'Save contact details',
  address: 'Delivery address',
  saveAddress: 'Deliver to this address',
  continueToPayment: 'Continue to payment',
  cardHolder: 'Name on card',
  cardNumber: 'Card number',
  expiry: 'Expiry date (MM/YY)',
  securityCode: 'Security code',
  continueToReview: 'Continue to review',
  place: 'Place order and pay',
};

export const ARABIC: PurchaseWords = {
  contact: 'بيانات التواصل',
  firstName: 'الاسم الأول',
  lastName: 'اسم العائلة',
  email: 'البريد الإلكتروني',
  phone: 'رقم الهاتف',
  saveContact: 'حفظ بيانات التواصل',
  address: 'عنوان التوصيل',
  saveAddress: 'التوصيل إلى هذا العنوان',
  continueToPayment: 'المتابعة إلى الدفع',
  cardHolder: 'الاسم على البطاقة',
  cardNumber: 'رقم البطاقة',
  expiry: 'تاريخ الانتهاء (شهر/سنة)',
  securityCode: 'رمز الأمان',
  continueToReview: 'المتابعة إلى المراجعة',
  place: 'تقديم الطلب والدفع',
};

/** A delivery address by its form labels (a select is chosen by its option's label), with the contact's phone. */
export interface Delivery {
  phone: string;
  fields: Record<string, string>;
}

export const UK_DELIVERY: Delivery = {
  phone: '07911 123456',
  fields: {
    'First name': 'Ana',
    'Last name': 'Silva',
    'Address line 1': '12 Marylebone Road',
    'Town or city': 'London',
    Postcode: 'NW1 5LR',
    'Phone number': '07911 123456',
  },
};

export const UAE_DELIVERY_ARABIC: Delivery = {
  phone: '050 123 4567',
  fields: {
    'الاسم الأول': 'سارة',
    'اسم العائلة': 'المنصوري',
    'المبنى والشارع والمنطقة': 'برج خليفة، شارع الشيخ محمد بن راشد',
    'المدينة أو المنطقة': 'دبي',
    الإمارة: 'دبي',
    'رقم الجوال': '050 123 4567',
  },
};

/** Put the product in the bag from its page, once the page has hydrated. */
export async function addToBag(page: Page, baseUrl: string, site: string, product: CatalogueProduct) {
  await page.goto(`${baseUrl}${site}${product.url}?sku=${product.sku}`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  // The page writes the colour into the address once it has hydrated: clicks before that are not its own yet.
  await expect.poll(() => new URL(page.url()).searchParams.get('color'), { timeout: 10_000 }).not.toBeNull();
  await page.locator('[data-label]').first().click();
  await page.locator('[data-line]').first().waitFor();
}

/** From the bag's Checkout button through contact, address and the first delivery method, to the payment step. */
export async function throughDelivery(
  page: Page,
  site: string,
  delivery: Delivery,
  words = ENGLISH,
  /** A signed-in customer's default saved address is chosen already: keep it instead of typing one. */
  options: { savedAddress?: boolean; atBag?: (page: Page) => Promise<void> } = {},
) {
  await page.goto(new URL(`${site}/checkout/basket`, page.url()).href);
  await options.atBag?.(page);
  await page.locator('a[data-checkout]').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`${site}/checkout/shipping`);
  const contact = page.getByRole('region', { name: words.contact });
  await contact.getByLabel(words.firstName).fill('Ana');
  await contact.getByLabel(words.lastName).fill('Silva');
  await contact.getByLabel(words.email).fill('ana.silva@example.com');
  await contact.getByLabel(words.phone).fill(delivery.phone);
  await contact.getByRole('button', { name: words.saveContact }).click();
  await contact.getByText('ana.silva@example.com').waitFor();
  if (!options.savedAddress) {
    const form = page.getByRole('region', { name: words.address });
    for (const [label, value] of Object.entries(delivery.fields)) {
      const input = form.getByLabel(label, { exact: true });
      if ((await input.evaluate((element) => element.tagName)) === 'SELECT')
        await input.selectOption({ label: value });
      else await input.fill(value);
    }
    await form.getByRole('button', { name: words.saveAddress }).click();
  }
  const first = page.locator('[data-shipping-methods] input[type="radio"]').first();
  await first.waitFor();
  await first.check();
  const next = page.getByRole('button', { name: words.continueToPayment });
  await expect.poll(() => next.isEnabled()).toBe(true);
  await next.click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`${site}/checkout/payment`);
}

/** Type a card on the payment step and continue to the review. */
export async function payByCard(page: Page, number: string, words = ENGLISH) {
  await page.getByLabel(words.cardHolder).fill('Ana Silva');
  await page.getByLabel(words.cardNumber).fill(number);
  await page.getByLabel(words.expiry).fill('03/30');
  await page.getByLabel(words.securityCode).fill('737');
  await page.getByRole('button', { name: words.continueToReview }).click();
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/\/checkout\/review$/);
}

/** Place the order from the review step. */
export async function placeOrder(page: Page, words = ENGLISH) {
  const place = page.getByRole('button', { name: words.place });
  // Each look waits briefly: a button that never appears fails here with what was seen, not as a test timeout.
  await expect
    .poll(() => place.isEnabled({ timeout: 1000 }).catch(() => 'absent'), { timeout: 15_000 })
    .toBe(true);
  await place.click();
}

/** The order reference the /complete page names, once it shows the order. */
export async function completedReference(page: Page, site: string): Promise<string> {
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(`${site}/complete`);
  const reference = page.locator('[data-reference]');
  await reference.waitFor();
  return new URL(page.url()).searchParams.get('utr')!;
}
