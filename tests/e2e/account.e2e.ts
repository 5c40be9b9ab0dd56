import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { codeFromOutbox } from './accounts.ts';
import { chromiumSession } from './browser.ts';
import { productInStock } from './catalogue.ts';

const browser = chromiumSession();

/** How many header bag links say the bag holds something (the count is in the link's name). */
const filledBags = (page: Page) => page.getByRole('link', { name: /^Bag, [1-9]/ }).count();

describe('accounts', () => {
  it('creates an account, verifies it, signs in keeping the bag, and signs out', async () => {
    const email = `shopper-${Date.now()}@example.com`;
    const password = 'Secret-123!';
    const product = await productInStock(browser.baseUrl, 20);
    const page = await browser.open('/uk/en');

    // A bag filled before signing in.
    await page.goto(`${browser.baseUrl}/uk/en${product.url}?sku=${product.sku}`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await expect
      .poll(() => new URL(page.url()).searchParams.get('color'), { timeout: 10_000 })
      .not.toBeNull();
    await page.locator('[data-label]').first().click();
    await page.getByRole('dialog', { name: 'Added to your bag' }).waitFor();
    await page.keyboard.press('Escape');

    // Create the account from the header's sign-in link.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('link', { name: 'New here? Create an account' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/uk/en/account/create');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByLabel('First name').fill('Ana');
    await page.getByLabel('Last name').fill('Silva');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/uk/en/account/verify');

    // Verify with the e-mailed code, then sign in.
    await page.getByLabel('Verification code').fill(await codeFromOutbox(browser.baseUrl, email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/uk/en/account/sign-in');
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Your account is ready' }).count())
      .toBe(1);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/uk/en/account');
    await expect
      .poll(() => page.getByText(`Signed in as \u2068Ana Silva\u2069 (\u2068${email}\u2069)`).count())
      .toBe(1);

    // The account page lists the account's pages in the page, below its heading, not as a layer over it.
    const heading = await page.getByRole('heading', { level: 1, name: 'My account' }).boundingBox();
    const history = await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('link', { name: 'Order history' })
      .boundingBox();
    expect(history!.y).toBeGreaterThan(heading!.y + heading!.height);

    // The anonymous bag joined the account.
    await expect.poll(() => page.getByRole('link', { name: 'Bag, 1 item' }).count()).toBe(1);
    await page.goto(`${browser.baseUrl}/uk/en/checkout/basket`);
    await expect.poll(() => page.getByRole('link', { name: product.name }).count()).toBeGreaterThan(0);
    // The delivery step starts from the customer's own name and e-mail.
    await page.locator('a[data-checkout]').click();
    const contact = page.getByRole('region', { name: 'Contact details' });
    await expect.poll(() => contact.getByLabel('First name').inputValue()).toBe('Ana');
    expect(await contact.getByLabel('E-mail address').inputValue()).toBe(email);

    // Signing out from the account menu goes home, signed out, with an empty bag.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/uk/en');
    await page.getByRole('link', { name: 'Sign in' }).waitFor();
    await expect.poll(() => filledBags(page)).toBe(0);
    await page.goto(`${browser.baseUrl}/uk/en/account`);
    await expect.poll(() => new URL(page.url()).pathname).toBe('/uk/en/account/sign-in');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/account');
    await page.context().close();
  });

  it('lays the Arabic sign-in page out right to left on a phone, with no axe violations', async () => {
    const page = await browser.open('/ae/ar/account/sign-in', { width: 390, height: 844 });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('تسجيل الدخول');
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    // The label's words start at the right edge of their field, as Arabic reads.
    const edges = await page.evaluate(() => {
      const label = [...document.querySelectorAll('label')].find(
        (each) => each.textContent === 'البريد الإلكتروني',
      )!;
      const range = document.createRange();
      range.selectNodeContents(label);
      const input = document.getElementById(label.htmlFor)!;
      return { words: range.getBoundingClientRect().right, field: input.getBoundingClientRect().right };
    });
    expect(Math.abs(edges.words - edges.field)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // Errors included: an empty form shows them.
    await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
    await expect.poll(() => page.getByText('يرجى ملء هذا الحقل.').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });
});
