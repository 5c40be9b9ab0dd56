import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { signedInCustomer } from './accounts.ts';
import { chromiumSession } from './browser.ts';
import { productInStock } from './catalogue.ts';
import {
  UK_DELIVERY,
  addToBag,
  completedReference,
  payByCard,
  placeOrder,
  throughDelivery,
} from './purchase.ts';

const browser = chromiumSession();

describe('order history for signed-in customers', () => {
  it('lists the customer’s orders newest first and opens one with its timeline, clean for axe', async () => {
    const page = await browser.open('/uk/en');
    await signedInCustomer(page, browser.baseUrl, '/uk/en', `history-${Date.now()}@example.com`);
    const references: string[] = [];
    for (const from of [130, 131]) {
      await addToBag(page, browser.baseUrl, '/uk/en', await productInStock(browser.baseUrl, from));
      // The first order's address went into the address book: the second keeps it.
      await throughDelivery(page, '/uk/en', UK_DELIVERY, undefined, { savedAddress: references.length > 0 });
      await payByCard(page, '4111 1111 1111 1111');
      await placeOrder(page);
      references.push(await completedReference(page, '/uk/en'));
    }
    await page.goto(`${browser.baseUrl}/uk/en/orders`);
    const list = page.getByRole('list', { name: 'Your orders' });
    await list.waitFor();
    const rows = list.getByRole('link');
    expect(await rows.count()).toBe(2);
    expect(await rows.nth(0).textContent()).toContain(`Order ${references[1]}`);
    expect(await rows.nth(1).textContent()).toContain(`Order ${references[0]}`);
    expect(await page.getByText("You've seen all your orders.").count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);

    await rows.nth(0).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/uk/en/orders/${references[1]}`);
    const progress = page.getByRole('region', { name: 'Order progress' });
    await progress.waitFor();
    expect(await progress.getByText('Payment received').count()).toBe(1);
    expect(await page.getByText('Card ending 1111').count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
    // Two purchases from an empty bag to the confirmation, then the history: more than one page's budget.
  }, 60_000);
});
