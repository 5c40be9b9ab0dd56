import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { chromiumSession, collectReports, unnamedChunks, workerShop } from './browser.ts';
import { productInStock } from './catalogue.ts';
import { setStock } from './stock-control.ts';
import {
  ARABIC,
  UAE_DELIVERY_ARABIC,
  UK_DELIVERY,
  addToBag,
  completedReference,
  payByCard,
  placeOrder,
  throughDelivery,
} from './purchase.ts';

const browser = chromiumSession();
const shots = process.env.SCREENSHOT_DIR;

const VISA = '4111 1111 1111 1111';
/** Any letter of the Arabic script. */
const ARABIC_SCRIPT = /[\u0600-\u06ff]/;
const DECLINED = '4000 0000 0000 0002';
const THREE_D_SECURE = '4212 3456 7891 0006';

/**
 * The first message of the checkout, without its dismiss button. Each look waits briefly, so a missing message fails
 * the poll with what was seen instead of hanging the test.
 */
const alertText = (page: Page) =>
  page
    .getByRole('alert')
    .first()
    .locator('li > span')
    .first()
    .textContent({ timeout: 1000 })
    .catch(() => null);

/** Axe on the page as it is now, at a phone's width and at a desktop's. */
async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `axe at ${width}px on ${new URL(page.url()).pathname}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
  }
}

/** Units left of a low-stock sku, as the storefront's product API tells them. */
async function availability(baseUrl: string, productId: string, sku: string) {
  const response = await fetch(`${baseUrl}/api/product/s/${productId}?siteTag=storefront-demo&lang=en`, {
    headers: {
      authorization: `Basic ${Buffer.from('storefront:public').toString('base64')}`,
      'x-subfolder': 'uk',
    },
  });
  const product = (await response.json()) as { skus: { sku: string; stockQty?: number }[] };
  return product.skus.find((entry) => entry.sku === sku)?.stockQty;
}

describe('buying', () => {
  it('a guest buys with a card and a voucher, every step clean for axe at phone and desktop widths', async () => {
    const product = await productInStock(browser.baseUrl, 60);
    const page = await browser.open('/uk/en');
    const reports = collectReports(page);
    const events: unknown[] = [];
    await page.exposeFunction('recordEvent', (event: unknown) => events.push(event));
    await page.addInitScript(() => {
      const layer: unknown[] = [];
      (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
      layer.push = (...items: unknown[]) => {
        for (const item of items)
          void (window as unknown as { recordEvent: (e: unknown) => void }).recordEvent(item);
        return Array.prototype.push.apply(layer, items);
      };
    });
    await addToBag(page, browser.baseUrl, '/uk/en', product);
    await page.goto(`${browser.baseUrl}/uk/en/checkout/basket`);
    // The bag's code, its trays and their search came with the page: its HTML named every chunk it loaded.
    await page.waitForLoadState('networkidle');
    expect(await unnamedChunks(page)).toEqual([]);
    await page.getByLabel('Voucher code').fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.getByRole('status').first().textContent()).toBe('Voucher WELCOME10 applied');

    await throughDelivery(page, '/uk/en', UK_DELIVERY);
    await expect.poll(() => page.locator('[aria-current="step"]').textContent()).toBe('Payment');
    // Titled from the language file, through the site's title template.
    await expect.poll(() => page.title()).toBe('Payment | Maison Nord');
    await page.getByLabel('Card number').waitFor();
    await axeAtBothWidths(page);
    if (shots) await page.screenshot({ path: `${shots}/payment-1280.png`, fullPage: true });
    await payByCard(page, VISA);
    await axeAtBothWidths(page);
    expect(await page.getByText('Card ending 1111').count()).toBe(1);
    if (shots) await page.screenshot({ path: `${shots}/review-1280.png`, fullPage: true });

    await placeOrder(page);
    const reference = await completedReference(page, '/uk/en');
    expect(reference).toMatch(/^UK[A-Z0-9]+$/);
    expect(await page.locator('[data-reference]').textContent()).toBe(`Order number ${reference}`);
    expect(await page.getByText("We've sent a confirmation to ana.silva@example.com.").count()).toBe(1);
    expect(await page.locator('dt:text-is("Discount") + dd').textContent()).toMatch(/^−£/);
    expect(await page.getByText(product.name).count()).toBe(1);
    // The bag the order came from is empty now.
    await expect.poll(() => page.getByRole('link', { name: /^Bag/ }).first().textContent()).not.toMatch(/1/);
    await axeAtBothWidths(page);
    if (shots) await page.screenshot({ path: `${shots}/complete-1280.png`, fullPage: true });
    expect(events).toEqual(
      expect.arrayContaining([
        { event: 'checkoutStep', step: 'basket' },
        { event: 'checkoutStep', step: 'shipping' },
        { event: 'checkoutStep', step: 'payment' },
        { event: 'checkoutStep', step: 'review' },
        expect.objectContaining({ event: 'purchase', orderReference: reference, currency: 'GBP' }),
      ]),
    );
    expect(reports).toEqual([]);
    await page.context().close();
  });

  it('says a declined card was declined, asks for another, and takes it; a reload of /complete shows the order again', async () => {
    const product = await productInStock(browser.baseUrl, 70);
    const page = await browser.open('/uk/en');
    // Three left: low stock, so the product API tells the count.
    await setStock(workerShop().stockControlUrl, { sku: product.sku, stock: 3 });
    await addToBag(page, browser.baseUrl, '/uk/en', product);
    await throughDelivery(page, '/uk/en', UK_DELIVERY);
    await payByCard(page, DECLINED);
    await placeOrder(page);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/uk/en/checkout/payment');
    await expect
      .poll(() => alertText(page), { timeout: 10_000 })
      .toBe('Your payment was declined. Try another card or payment method.');
    // Nothing was kept: the stock is back and the card must be typed again.
    expect(await availability(browser.baseUrl, product.productId, product.sku)).toBe(3);
    expect(await page.getByLabel('Card number').inputValue()).toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await payByCard(page, VISA);
    await placeOrder(page);
    const reference = await completedReference(page, '/uk/en');
    expect(await availability(browser.baseUrl, product.productId, product.sku)).toBe(2);
    await page.reload();
    await page.locator('[data-reference]').waitFor();
    expect(await page.locator('[data-reference]').textContent()).toBe(`Order number ${reference}`);
    await page.context().close();
  });

  it('passes a 3-D Secure challenge on the provider’s page and comes back to /complete', async () => {
    const product = await productInStock(browser.baseUrl, 80);
    const page = await browser.open('/uk/en');
    await addToBag(page, browser.baseUrl, '/uk/en', product);
    await throughDelivery(page, '/uk/en', UK_DELIVERY);
    // The card is billed to another address: the form opens once "same as delivery" is unticked.
    await page.getByLabel('Same as the delivery address').uncheck();
    const billing = page.getByRole('region', { name: 'Billing address' });
    await billing.getByLabel('Address line 1', { exact: true }).waitFor();
    for (const [label, value] of Object.entries({
      'First name': 'Ana',
      'Last name': 'Silva',
      'Address line 1': '1 Deansgate',
      'Town or city': 'Manchester',
      Postcode: 'M3 1AZ',
    }))
      await billing.getByLabel(label, { exact: true }).fill(value);
    await billing.getByRole('button', { name: 'Use this billing address' }).click();
    await billing.getByText('1 Deansgate').waitFor();
    await payByCard(page, THREE_D_SECURE);
    expect(await page.locator('dt:text-is("Billing address") + dd').textContent()).toContain('Manchester');
    await placeOrder(page);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/payments-sandbox\/challenge\//);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel('One-time code').fill('1234');
    await page.getByRole('button', { name: 'Verify' }).click();
    const reference = await completedReference(page, '/uk/en');
    expect(reference).toMatch(/^UK/);
    await page.context().close();
  });

  it('pays by a redirect method: cancelled at the provider it comes back to payment, approved it completes', async () => {
    const product = await productInStock(browser.baseUrl, 90);
    const page = await browser.open('/uk/en');
    await addToBag(page, browser.baseUrl, '/uk/en', product);
    await throughDelivery(page, '/uk/en', UK_DELIVERY);
    await page.getByRole('radio', { name: 'PayPal' }).check();
    expect(
      await page.getByText("You'll approve the payment with PayPal after you place your order.").count(),
    ).toBe(1);
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await placeOrder(page);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/payments-sandbox\/approve\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/uk/en/checkout/payment');
    const back = new URL(page.url()).searchParams;
    expect(back.get('statusCode')).toBe('PAYMENT_CANCELLED');
    expect(back.get('paymentMethod')).toBe('paypal');
    expect(back.get('pgTransactionId')).toBeTruthy();
    // Cancelled, not declined: nothing was refused, and the bag is kept.
    await expect
      .poll(() => alertText(page), { timeout: 10_000 })
      .toContain('Your payment was cancelled, so you have not been charged.');
    // PayPal stays chosen; the bag is still there to pay for.
    expect(await page.getByRole('radio', { name: 'PayPal' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await placeOrder(page);
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/payments-sandbox\/approve\//);
    await page.getByRole('button', { name: 'Approve payment' }).click();
    const reference = await completedReference(page, '/uk/en');
    expect(await page.getByText(`Order number ${reference}`).count()).toBe(1);
    // Back from the provider's page, with no payment session open, the method is named, not shown as its id.
    expect(await page.locator('h2:text-is("Paid with") + p').textContent()).toBe('PayPal');
    await page.context().close();
  });

  it('buys in Arabic on a phone: every step mirrored, in Arabic, no sideways scroll, clean for axe', async () => {
    const product = await productInStock(browser.baseUrl, 100);
    const page = await browser.open('/ae/ar/women', { width: 390, height: 844 });
    // The listing: filter labels and colour names in Arabic, and the footer's cash on delivery.
    await page.getByRole('button', { name: 'تصفية', exact: true }).click();
    const drawer = page.getByRole('dialog');
    const colourToggle = drawer.getByRole('button', { name: /^اللون/ });
    if ((await colourToggle.getAttribute('aria-expanded')) !== 'true') await colourToggle.click();
    const colours = await drawer.getByRole('group', { name: 'اللون' }).getByRole('button').allTextContents();
    expect(colours.length).toBeGreaterThan(0);
    expect(colours.filter((colour) => !ARABIC_SCRIPT.test(colour))).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/filters-ar-390.png` });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.getByRole('contentinfo').getByText('الدفع عند الاستلام').count()).toBe(1);
    await axeAtBothWidths(page);
    await page.setViewportSize({ width: 390, height: 844 });

    // The product page: its name, description and colour in Arabic.
    await addToBag(page, browser.baseUrl, '/ae/ar', product);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(ARABIC_SCRIPT);
    expect(await page.getByRole('tabpanel').first().textContent()).toMatch(ARABIC_SCRIPT);
    if (shots) await page.screenshot({ path: `${shots}/product-ar-390.png`, fullPage: true });
    await axeAtBothWidths(page);
    await page.setViewportSize({ width: 390, height: 844 });

    // The bag names the campaign in Arabic; the review names the delivery method in Arabic.
    await throughDelivery(page, '/ae/ar', UAE_DELIVERY_ARABIC, ARABIC, {
      atBag: async (bag) => {
        await bag.locator('[data-line]').first().waitFor();
        const main = bag.locator('main');
        await main.getByText('تخفيضات الشتاء').first().waitFor();
        expect(await main.getByText('Winter Sale').count()).toBe(0);
        if (shots) await bag.screenshot({ path: `${shots}/bag-ar-390.png`, fullPage: true });
        await axeAtBothWidths(bag);
        await bag.setViewportSize({ width: 390, height: 844 });
      },
    });
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('الدفع');
    await page.getByLabel(ARABIC.cardNumber).waitFor();
    // A method named in words is named in Arabic; brands keep their names.
    expect(await page.getByRole('radio', { name: 'بطاقة ائتمان أو خصم' }).isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'PayPal' }).count()).toBe(1);
    if (shots) await page.screenshot({ path: `${shots}/payment-ar-390.png`, fullPage: true });
    await axeAtBothWidths(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await payByCard(page, VISA, ARABIC);
    // The address changes before the review's chunk has rendered: wait for its heading.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('المراجعة والدفع');
    // The Latin phone number keeps its order inside the Arabic page; the delivery method is named in Arabic.
    const contact = page.locator('#review-contact + *');
    // The phone, typed the UAE's way, is kept in its international form.
    expect(await contact.textContent()).toContain('\u2068+971 50 123 4567\u2069');
    expect(await page.getByText('التوصيل العادي').count()).toBeGreaterThan(0);
    if (shots) await page.screenshot({ path: `${shots}/review-ar-390.png`, fullPage: true });
    await axeAtBothWidths(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await placeOrder(page, ARABIC);
    const reference = await completedReference(page, '/ae/ar');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('شكراً لطلبك');
    expect(await page.locator('[data-reference]').textContent()).toBe(`رقم الطلب ${reference}`);
    if (shots) await page.screenshot({ path: `${shots}/complete-ar-390.png`, fullPage: true });
    await axeAtBothWidths(page);
    await page.context().close();
  }, 90_000);
});

const postgresBaseUrl = inject('postgresBaseUrl');

describe.runIf(postgresBaseUrl)('buying on PostgreSQL', () => {
  it('a guest buys with a card against the server on PostgreSQL', async () => {
    const product = await productInStock(postgresBaseUrl!, 60);
    const page = await browser.open('/uk/en');
    await page.goto(`${postgresBaseUrl}/uk/en`);
    await addToBag(page, postgresBaseUrl!, '/uk/en', product);
    await throughDelivery(page, '/uk/en', UK_DELIVERY);
    await payByCard(page, VISA);
    await placeOrder(page);
    expect(await completedReference(page, '/uk/en')).toMatch(/^UK/);
    await page.context().close();
  });
});
