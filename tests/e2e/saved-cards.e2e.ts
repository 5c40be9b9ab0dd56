import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { signedInCustomer } from './accounts.ts';
import { chromiumSession } from './browser.ts';
import { productInStock } from './catalogue.ts';
import { UK_DELIVERY, addToBag, completedReference, placeOrder, throughDelivery } from './purchase.ts';

const browser = chromiumSession();
const SITE = '/uk/en';

/** A new customer, verified and signed in through the shop's own account pages. */
const signIn = (page: Page) =>
  signedInCustomer(page, browser.baseUrl, SITE, `cards-${Date.now()}@example.com`);

describe('saved cards', () => {
  it('shows a shopper who is not signed in the way to sign in', async () => {
    const page = await browser.open(`${SITE}/account/payment-methods`);
    const alert = page.getByRole('alert');
    await expect
      .poll(() => alert.textContent())
      .toContain('Sign in to see and manage your saved payment methods.');
    expect(await alert.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      `${SITE}/account/sign-in`,
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a customer saves a card, makes another the default, deletes one and pays with a saved card', async () => {
    const page = await browser.open(SITE);
    await signIn(page);
    await page.goto(`${browser.baseUrl}${SITE}/account/payment-methods`);
    await page.getByText("You haven't saved a card yet.").waitFor();
    const form = page.getByRole('form', { name: 'Add a card' });
    const addCard = async (number: string) => {
      await form.getByLabel('Name on card').fill('Ana Silva');
      await form.getByLabel('Card number').fill(number);
      await form.getByLabel('Expiry date (MM/YY)').fill('03/30');
      await form.getByLabel('Security code').fill('737');
      await form.getByRole('button', { name: 'Save card' }).click();
    };
    await addCard('4111 1111 1111 1111');
    const list = page.getByRole('list', { name: 'Saved cards' });
    await list.getByText('Visa ending in 1111').waitFor();
    await addCard('5555 5555 5555 4444');
    await list.getByText('Mastercard ending in 4444').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Make default: Mastercard ending in 4444' }).click();
    await expect.poll(() => list.getByRole('listitem').first().textContent()).toContain('Default');
    await page.getByRole('button', { name: 'Delete: Visa ending in 1111' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);

    const product = await productInStock(browser.baseUrl, 5);
    await addToBag(page, browser.baseUrl, SITE, product);
    await throughDelivery(page, SITE, UK_DELIVERY);
    const saved = page.getByRole('group', { name: 'Your saved cards' });
    expect(await saved.getByRole('radio', { name: /Mastercard ending in 4444/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continue to review' }).click();
    await placeOrder(page);
    expect(await completedReference(page, SITE)).toMatch(/^UK/);
  });
});
