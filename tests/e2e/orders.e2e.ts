import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { chromiumSession, collectReports } from './browser.ts';
import { productInStock } from './catalogue.ts';
import {
  ARABIC,
  ENGLISH,
  UAE_DELIVERY_ARABIC,
  UK_DELIVERY,
  addToBag,
  completedReference,
  payByCard,
  placeOrder,
  throughDelivery,
  type Delivery,
} from './purchase.ts';

const browser = chromiumSession();
const shots = process.env.SCREENSHOT_DIR;
const VISA = '4111 1111 1111 1111';
const EMAIL = 'ana.silva@example.com';

/** The words of the order pages in one language. */
const WORDS = {
  en: {
    title: 'Order status',
    email: 'E-mail address',
    find: 'Find my order',
    track: 'Track my order',
    paid: 'Payment received',
    notShipped: "Your order hasn't shipped yet.",
    needsLink: 'open the link in your order confirmation e-mail',
    order: (reference: string) => `Order ${reference}`,
  },
  ar: {
    title: 'حالة الطلب',
    email: 'البريد الإلكتروني',
    find: 'ابحث عن طلبي',
    track: 'تتبّع طلبي',
    paid: 'تم استلام الدفع',
    notShipped: 'لم يُشحن طلبك بعد.',
    needsLink: 'افتح الرابط الموجود في رسالة تأكيد الطلب',
    order: (reference: string) => `الطلب ${reference}`,
  },
};

/** Axe on the page as it is now, at a phone's width and at a desktop's, with no sideways scroll. */
async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width}px on ${new URL(page.url()).pathname}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }
}

/** A guest's order placed by card on `site`; its reference. */
async function guestOrder(page: Page, site: string, delivery: Delivery, from: number, words = ENGLISH) {
  const product = await productInStock(browser.baseUrl, from);
  await addToBag(page, browser.baseUrl, site, product);
  await throughDelivery(page, site, delivery, words);
  await payByCard(page, VISA, words);
  await placeOrder(page, words);
  return completedReference(page, site);
}

/** The order link of the confirmation e-mail for `reference`, as the outbox page shows it. */
async function mailedLink(page: Page, reference: string): Promise<string> {
  await page.goto(`${browser.baseUrl}/api/dev/outbox.html?kind=order-confirmation`);
  const mail = page.locator('article', { hasText: reference }).locator('pre');
  const body = await mail.textContent();
  const path = /\S*\/orders\/order-status\?\S+/.exec(body ?? '')?.[0];
  expect(path, body ?? '').toBeDefined();
  return new URL(path!, browser.baseUrl).href;
}

/** Give the e-mail on a lookup page and wait for the order's answer. */
async function lookUp(page: Page, words: (typeof WORDS)['en'], submit: string) {
  await page.getByRole('textbox', { name: words.email }).fill(EMAIL);
  await page.getByRole('button', { name: submit }).click();
  await page.locator('[data-lookup-result]').waitFor();
}

describe('order status and tracking for guests', () => {
  it('finds a guest order from the confirmation e-mail’s link and by its number and e-mail, clean for axe', async () => {
    const page = await browser.open('/uk/en');
    const reports = collectReports(page);
    const reference = await guestOrder(page, '/uk/en', UK_DELIVERY, 110);
    const words = WORDS.en;

    // The confirmation page leads to the order's status too.
    const fromComplete = page.getByRole('link', { name: "See your order's status" });
    expect(await fromComplete.getAttribute('href')).toContain(`orderReference=${reference}`);

    const link = await mailedLink(page, reference);
    await page.goto(link);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(words.title);
    expect(await page.getByLabel('Order number').inputValue()).toBe(reference);
    await axeAtBothWidths(page);
    await lookUp(page, words, words.find);
    expect(await page.getByRole('heading', { name: words.order(reference) }).count()).toBe(1);
    const progress = page.getByRole('region', { name: 'Order progress' });
    expect(await progress.getByText(words.paid).count()).toBe(1);
    expect(await page.getByText('Card ending 1111').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Delivery address' }).textContent()).toContain(
      UK_DELIVERY.fields['Address line 1']!,
    );
    await axeAtBothWidths(page);
    if (shots) await page.screenshot({ path: `${shots}/order-status-1280.png`, fullPage: true });

    // Typed by hand on the page the link opened: the number, then the e-mail.
    await page.goto(link);
    await page.getByLabel('Order number').fill(reference);
    await lookUp(page, words, words.find);
    expect(await page.getByRole('heading', { name: words.order(reference) }).count()).toBe(1);

    // Without the link's hash the page explains where to find it and shows nothing.
    await page.goto(`${browser.baseUrl}/uk/en/orders/order-status`);
    await page.getByLabel('Order number').fill(reference);
    await page.getByRole('textbox', { name: words.email }).fill(EMAIL);
    await page.getByRole('button', { name: words.find }).click();
    expect(await page.getByRole('alert').textContent()).toContain(words.needsLink);
    expect(await page.locator('[data-lookup-result]').count()).toBe(0);

    // Tracking: the same lookup, answered with the parcel's state.
    await page.goto(link.replace('/orders/order-status', '/tracking'));
    await lookUp(page, words, words.track);
    expect(await page.getByText(words.notShipped).count()).toBe(1);
    await axeAtBothWidths(page);
    expect(reports).toEqual([]);
    await page.context().close();
  });

  it('finds a guest order in Arabic, mirrored, clean for axe at phone and desktop widths', async () => {
    const page = await browser.open('/ae/ar', { width: 390, height: 844 });
    const reference = await guestOrder(page, '/ae/ar', UAE_DELIVERY_ARABIC, 120, ARABIC);
    const words = WORDS.ar;
    await page.goto(await mailedLink(page, reference));
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(words.title);
    await axeAtBothWidths(page);
    await lookUp(page, words, words.find);
    expect(await page.getByRole('heading', { name: words.order(reference) }).count()).toBe(1);
    expect(await page.getByRole('region', { name: 'مراحل الطلب' }).getByText(words.paid).count()).toBe(1);
    // The timeline's line runs down the start side: the right in Arabic.
    const step = page.locator('[aria-current="step"]');
    const border = await step.evaluate((element) => getComputedStyle(element).borderRightStyle);
    expect(border).not.toBe('none');
    await axeAtBothWidths(page);
    if (shots) await page.screenshot({ path: `${shots}/order-status-ar-390.png`, fullPage: true });
    await page.goto((await mailedLink(page, reference)).replace('/orders/order-status', '/tracking'));
    await lookUp(page, words, words.track);
    expect(await page.getByText(words.notShipped).count()).toBe(1);
    await axeAtBothWidths(page);
    await page.context().close();
  });

  it('asks a signed-out shopper to sign in on the history and on an order, with a link to the sign-in page', async () => {
    // Nobody is signed in, so the customer's orders are not asked for: no refused call in the console.
    const errors: string[] = [];
    const orderCalls: string[] = [];
    const page = await browser.open('/uk/en/orders', {
      beforeLoad: (opened) => {
        opened.on('console', (message) => {
          if (message.type() === 'error') errors.push(message.text());
        });
        opened.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/api/order/')) orderCalls.push(request.url());
        });
      },
    });
    const notice = page.getByRole('alert').filter({ hasText: 'Please sign in to see your orders.' });
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/uk/en/account/sign-in',
    );
    await axeAtBothWidths(page);
    await page.goto(`${browser.baseUrl}/uk/en/orders/UKNOTYOURS1`);
    await page.getByRole('alert').filter({ hasText: 'Please sign in to see your orders.' }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Order UKNOTYOURS1');
    expect(orderCalls).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
