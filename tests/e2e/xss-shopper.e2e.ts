import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marker, payloadOf, plantedText } from '../xss/payloads.ts';
import { auditPage, markersShown, probedContext, type ProbeLog } from '../xss/probe.ts';
import { signedInCustomer } from './accounts.ts';
import { productInStock } from './catalogue.ts';
import { closeOpenContexts, sharedChromium, workerShop } from './browser.ts';
import {
  UK_DELIVERY,
  addToBag,
  completedReference,
  payByCard,
  placeOrder,
  throughDelivery,
} from './purchase.ts';

const baseUrl = workerShop().baseUrl;
const site = '/uk/en';

/** A payload of the given shape, its probe id and marker `id`, as a shopper would type it. */
const typed = (shape: number, id: number) => plantedText(payloadOf(shape, id));

/**
 * What a shopper types is shown back to them (and to the shop's staff in its e-mails) as text: payloads typed into
 * names, addresses, search, vouchers and enquiries run nowhere they appear, with the page's CSP switched off so the
 * escaping is tested on its own.
 */
describe('script injection through what shoppers type', () => {
  let browser: Browser;
  let context: BrowserContext;
  let log: ProbeLog;
  const findings: string[] = [];
  const shown = new Set<number>();

  /** Audit the page where it is now: findings and markers add up over the file. */
  async function audit(page: Page) {
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    findings.push(...(await auditPage(page)));
    for (const id of await markersShown(page)) shown.add(id);
  }

  async function open(path: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${baseUrl}${path}`);
    await audit(page);
    return page;
  }

  beforeAll(async () => {
    browser = await sharedChromium();
    ({ context, log } = await probedContext(browser, { bypassCSP: true }));
  });
  afterAll(() => closeOpenContexts(browser));

  it('echoes search queries from the address and the search box as text', async () => {
    const query = `${typed(1, 101)} ${typed(16, 102)}`;
    const page = await open(`${site}/search?query=${encodeURIComponent(query)}`);
    const field = page.getByRole('search', { name: 'Site search' }).getByRole('combobox', { name: 'Search' });
    await field.click();
    await expect.poll(() => field.getAttribute('aria-controls')).toBeTruthy();
    await field.fill(typed(18, 103));
    // The suggestions the typed text fetched are in by the time the network is quiet.
    await audit(page);
    await field.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('query')).toContain(marker(103));
    // The address changes before the results page has echoed the query: wait for the echo, then audit the page.
    await expect.poll(async () => (await markersShown(page)).has(103)).toBe(true);
    await audit(page);
    expect([...shown].filter((id) => id >= 101 && id <= 103).sort()).toEqual([101, 102, 103]);
    await page.close();
  });

  it('shows names, addresses and a refused voucher code as text, in the account, the bag, checkout and orders', async () => {
    const page = await context.newPage();
    const email = `xss-${randomUUID().slice(0, 8)}@example.com`;
    await signedInCustomer(page, baseUrl, site, email, { given: typed(1, 201), family: typed(16, 202) });
    await page.goto(`${baseUrl}${site}/account`);
    await audit(page);
    await page.goto(`${baseUrl}${site}/account/addresses`);
    const book = page.getByRole('region', { name: 'Delivery addresses' });
    await book.getByRole('button', { name: 'Add a delivery address' }).click();
    await book.getByLabel('First name').fill(typed(2, 203));
    await book.getByLabel('Last name').fill(typed(3, 204));
    await book.getByLabel('Address line 1').fill(typed(18, 205));
    await book.getByLabel('Town or city').fill(typed(20, 206));
    await book.getByLabel('Postcode').fill('NW1 5LR');
    await book.getByLabel('Phone number').fill(UK_DELIVERY.phone);
    await book.getByRole('button', { name: 'Save address' }).click();
    await book.getByText(marker(205)).first().waitFor();
    await audit(page);
    await addToBag(page, baseUrl, site, await productInStock(baseUrl, 135));
    await page.goto(`${baseUrl}${site}/checkout/basket`);
    await page.getByLabel('Voucher code').fill(typed(6, 207).slice(0, 40));
    await page.getByLabel('Voucher code').press('Enter');
    await audit(page);
    await throughDelivery(page, site, UK_DELIVERY, undefined, { savedAddress: true });
    await audit(page);
    await payByCard(page, '4111 1111 1111 1111');
    await placeOrder(page);
    const reference = await completedReference(page, site);
    await audit(page);
    await page.goto(`${baseUrl}${site}/orders`);
    await audit(page);
    await page.goto(`${baseUrl}${site}/orders/${reference}`);
    await audit(page);
    for (const id of [201, 202, 203, 205]) expect(shown.has(id), `marker ${id} shown`).toBe(true);
    await page.close();
  });

  it('keeps an enquiry as text in the shop’s e-mails, and no page ran anything', async () => {
    const page = await open(`${site}/contact-us`);
    await page.getByLabel('Email address').fill(`xss-${randomUUID().slice(0, 8)}@example.com`);
    await page.getByLabel('What is your enquiry about?').selectOption('Returns and refunds');
    await page.getByLabel('Your message').fill(`${typed(0, 301)} ${typed(13, 302)} ${typed(20, 303)}`);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('status').filter({ hasText: 'Thank you' }).waitFor();
    await audit(page);
    // The developer outbox shows every e-mail the shop sent, the order confirmation and the enquiry among them.
    const outbox = await context.newPage();
    await outbox.goto(`${baseUrl}/api/dev/outbox.html`);
    await outbox.waitForLoadState('networkidle');
    findings.push(...(await auditPage(outbox)));
    for (const id of await markersShown(outbox)) shown.add(id);
    expect({ hits: log.hits, dialogs: log.dialogs, findings }).toEqual({
      hits: [],
      dialogs: [],
      findings: [],
    });
  });
});
