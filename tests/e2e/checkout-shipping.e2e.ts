import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { chromiumSession, collectReports } from './browser.ts';
import { productInStock } from './catalogue.ts';

const browser = chromiumSession();
// Screenshots of the step for a person to look at, when SCREENSHOT_DIR names a folder.
const shots = process.env.SCREENSHOT_DIR;

/** Put one product in the bag on a site, then go from the bag's Checkout button to the delivery step. */
async function toDeliveryStep(site: string, viewport?: { width: number; height: number }) {
  const product = await productInStock(browser.baseUrl, 120);
  const page = await browser.open(site, viewport);
  await page.goto(`${browser.baseUrl}${site}${product.url}?sku=${product.sku}`);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  await expect.poll(() => new URL(page.url()).searchParams.get('color'), { timeout: 10_000 }).not.toBeNull();
  await page.locator('[data-label]').first().click();
  await page.locator('[data-line]').first().waitFor();
  await page.goto(`${browser.baseUrl}${site}/checkout/basket`);
  await page.locator('a[data-checkout]').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe(`${site}/checkout/shipping`);
  await page.locator('[data-shipping-methods]').waitFor();
  return page;
}

const taxValue = (page: Page) => page.locator('dd[data-tax]').textContent();
const contact = (page: Page) => page.getByRole('region', { name: 'Contact details' });
const address = (page: Page, name = 'Delivery address') => page.getByRole('region', { name });

async function saveContact(page: Page, phone: string) {
  await contact(page).getByLabel('First name').fill('Ana');
  await contact(page).getByLabel('Last name').fill('Silva');
  await contact(page).getByLabel('E-mail address').fill('ana.silva@example.com');
  await contact(page).getByLabel('Phone number').fill(phone);
  await contact(page).getByRole('button', { name: 'Save contact details' }).click();
  await contact(page).getByText('ana.silva@example.com').waitFor();
}

describe('the checkout delivery step', () => {
  it('takes contact, a US address and a delivery method to payment, with tax calculated on the way', async () => {
    const page = await toDeliveryStep('/us/en');
    const reports = collectReports(page);
    expect(
      await page.getAttribute('nav[aria-label="Checkout steps"] [aria-current="step"]', 'aria-current'),
    ).toBe('step');
    expect(await page.locator('[aria-current="step"]').textContent()).toBe('Delivery');
    expect(await taxValue(page)).toBe('Calculated once we have your address');
    expect(await page.getByRole('button', { name: 'Continue to payment' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await saveContact(page, '(212) 555-0148');
    const form = address(page);
    await form.getByLabel('First name').fill('Ana');
    await form.getByLabel('Last name').fill('Silva');
    await form.getByLabel('Street address').fill('350 Fifth Avenue');
    await form.getByLabel('City').fill('New York');
    await form.getByLabel('State').selectOption({ label: 'New York' });
    await form.getByLabel('ZIP code').fill('ABCDE');
    await form.getByLabel('Phone number').fill('212 555 0148');
    await form.getByRole('button', { name: 'Deliver to this address' }).click();

    // The postcode is refused beside its field, and the focus goes there.
    const zip = form.getByLabel('ZIP code');
    await expect.poll(() => zip.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText('Enter a valid ZIP code.').count()).toBe(1);
    expect(await zip.evaluate((input) => input === document.activeElement)).toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/us-1280-error.png`, fullPage: true });

    await zip.fill('10118');
    await form.getByRole('button', { name: 'Deliver to this address' }).click();
    await form.getByText('350 Fifth Avenue').waitFor();
    await expect.poll(() => taxValue(page)).toMatch(/^\$\d/);

    const methods = page.locator('[data-shipping-methods]');
    const radios = methods.getByRole('radio');
    expect(await radios.count()).toBeGreaterThan(0);
    // The summary's delivery line follows the method chosen, "Free" included.
    await radios.first().check();
    const firstPrice = await methods.locator('label').first().locator('[data-price]').textContent();
    await expect.poll(() => page.locator('dt:text-is("Delivery") + dd').textContent()).toBe(firstPrice);
    const last = radios.last();
    await last.check();
    await expect.poll(() => last.isChecked()).toBe(true);
    const continueButton = page.getByRole('button', { name: 'Continue to payment' });
    await expect.poll(() => continueButton.isEnabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/us-1280-done.png`, fullPage: true });

    await continueButton.click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/us/en/checkout/payment');
    await page.goBack();
    // Coming back shows what was entered.
    await contact(page).getByText('ana.silva@example.com').waitFor();
    expect(await address(page).getByText('350 Fifth Avenue').count()).toBe(1);
    // A reload too: the cart holds them.
    await page.reload();
    await contact(page).getByText('ana.silva@example.com').waitFor();
    await address(page).getByText('350 Fifth Avenue').waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Continue to payment' }).isEnabled()).toBe(true);
    expect(reports).toEqual([]);
    await page.context().close();
  });

  it('shows the site’s unable-to-ship message for an address in a country the UK site does not deliver to', async () => {
    const page = await toDeliveryStep('/uk/en');
    const form = address(page);
    await form.getByLabel('Country or region').selectOption('IE');
    await form.getByLabel('Eircode (optional)').waitFor();
    await form.getByLabel('First name').fill('Aoife');
    await form.getByLabel('Last name').fill('Byrne');
    await form.getByLabel('Address line 1').fill('12 Grafton Street');
    await form.getByLabel('Town or city').fill('Dublin');
    // An Irish number written the Irish way: valid for the address's country, so rewritten internationally.
    await form.getByLabel('Phone number').fill('01 234 5678');
    await form.getByRole('button', { name: 'Deliver to this address' }).click();
    const notice = form.locator('[data-unable-to-ship]');
    await notice.waitFor();
    expect(await form.getByLabel('Phone number').inputValue()).toBe('+353 1 234 5678');
    expect(await notice.getByRole('heading').textContent()).toBe("We can't deliver to this address");
    expect(await notice.textContent()).toContain('United Kingdom only');
    if (shots) {
      await notice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/uk-1280-unable-to-ship.png` });
    }
    expect(await page.getByRole('button', { name: 'Continue to payment' }).isDisabled()).toBe(true);
    await page.context().close();
  });

  it('is laid out for a phone, mirrored right to left in Arabic, and passes axe there', async () => {
    const page = await toDeliveryStep('/ae/ar', { width: 390, height: 844 });
    expect(await page.getAttribute('html', 'dir')).toBe('rtl');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('التوصيل');
    await address(page, 'عنوان التوصيل').getByLabel('الإمارة').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/ae-ar-390.png`, fullPage: true });
    // On a desktop the summary sits beside the form, on its inline-start side's opposite: the left in Arabic.
    await page.setViewportSize({ width: 1280, height: 900 });
    const form = await address(page, 'عنوان التوصيل').boundingBox();
    const summary = await page.getByRole('region', { name: 'ملخص الطلب' }).boundingBox();
    expect(summary!.x + summary!.width).toBeLessThan(form!.x);
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/ae-ar-1280.png` });
    await page.context().close();
  });

  it('lays the Japanese address out in Japanese order, family name and postcode first', async () => {
    const page = await toDeliveryStep('/ja-jp');
    const form = address(page, 'お届け先住所');
    await form.getByLabel('都道府県').waitFor();
    const labels = await form.locator('label').allTextContents();
    expect(labels.slice(0, 3)).toEqual(['姓', '名', '郵便番号']);
    // The contact form asks for names in the same order.
    const contactLabels = await page
      .getByRole('region', { name: 'ご連絡先' })
      .locator('label')
      .allTextContents();
    expect(contactLabels.slice(0, 2)).toEqual(['姓', '名']);
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/jp-1280.png` });
    await page.context().close();
  });

  it('is laid out for a phone in English and passes axe there', async () => {
    const page = await toDeliveryStep('/uk/en', { width: 390, height: 844 });
    await contact(page).getByRole('button', { name: 'Save contact details' }).click();
    await expect.poll(() => contact(page).getByLabel('First name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    expect(await axeViolations(page)).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/uk-390.png`, fullPage: true });
    if (shots) await page.screenshot({ path: `${shots}/uk-390-top.png` });
    await page.context().close();
  });
});
