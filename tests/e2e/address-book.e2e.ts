import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { signedInCustomer } from './accounts.ts';
import { chromiumSession } from './browser.ts';

const browser = chromiumSession();

/** A new customer, verified and signed in through the shop's own account pages. */
async function signedIn(site: string): Promise<Page> {
  const page = await browser.open(site);
  await signedInCustomer(page, browser.baseUrl, site, `book-${randomUUID().slice(0, 8)}@example.com`);
  return page;
}

const delivery = (page: Page) => page.getByRole('region', { name: 'Delivery addresses' });

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
});
