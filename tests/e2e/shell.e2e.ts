import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumSession } from './browser.ts';

const browser = chromiumSession();

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const topLinks = (page: Page) => page.locator('#main-navigation > ul > li > a');

describe('shell', () => {
  it('moves through the mega menu with the keyboard: arrows, ArrowDown into a panel, Escape back', async () => {
    const page = await browser.open('/uk/en');
    await topLinks(page).first().waitFor();
    const labels = (await topLinks(page).allInnerTexts()).map((label) => label.trim());
    await topLinks(page).first().focus();
    await page.keyboard.press('ArrowRight');
    expect((await focusedText(page)).toUpperCase()).toBe(labels[1]!.toUpperCase());
    await page.keyboard.press('ArrowDown');
    const panel = page.locator('#main-navigation [data-panel]:visible');
    await panel.first().waitFor();
    const insidePanel = await page.evaluate(() => !!document.activeElement?.closest('[data-panel]'));
    expect(insidePanel).toBe(true);
    const firstInPanel = await focusedText(page);
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).not.toBe(firstInPanel);
    await page.keyboard.press('Escape');
    await expect.poll(() => panel.count()).toBe(0);
    const backOnItem = await page.evaluate(
      () =>
        !document.activeElement?.closest('[data-panel]') &&
        !!document.activeElement?.closest('#main-navigation'),
    );
    expect(backOnItem).toBe(true);
    await page.context().close();
  });

  it('mirrors the arrow keys in right-to-left Arabic', async () => {
    const page = await browser.open('/ae/ar');
    await topLinks(page).first().waitFor();
    const labels = (await topLinks(page).allInnerTexts()).map((label) => label.trim());
    await topLinks(page).first().focus();
    await page.keyboard.press('ArrowLeft');
    expect(await focusedText(page)).toBe(labels[1]);
    await page.context().close();
  });

  it('skip link moves focus to the main content', async () => {
    const page = await browser.open('/uk/en');
    await topLinks(page).first().waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main-content');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.context().close();
  });

  it('switches the UAE site to Arabic from site settings: dir flips to rtl and the choice is stored', async () => {
    const page = await browser.open('/ae/en/women/clothing/dresses');
    await page.locator('main h1').waitFor();
    await page.locator('header button[aria-haspopup="dialog"]:visible').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('select').nth(1).selectOption('ar');
    await dialog.locator('button[type="submit"]').click();
    await page.waitForURL(/\/ae\/ar\/women\/clothing\/dresses$/);
    await expect.poll(() => page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar-AE');
    await expect.poll(() => page.locator('main h1').innerText()).toBe('فساتين');
    expect(await page.evaluate(() => localStorage.getItem('storefront:language:ae'))).toBe('ar');
    await page.context().close();
  });
});
