import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { chromiumSession, collectReports, workerShop } from './browser.ts';

const browser = chromiumSession();
const homeFile = join(workerShop().contentDir, 'uk/data/en/pages/home.json');
const original = await readFile(homeFile, 'utf8');

afterEach(async () => {
  await writeFile(homeFile, original);
});

type PageContent = { blocks: Array<Record<string, unknown>> };

/** Blocks rendered at the top of the page (nested blocks have longer pointers). */
const topLevelBlocks = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('main [data-pointer]')].filter((n) =>
        /^\/blocks\/\d+$/.test(n.getAttribute('data-pointer')!),
      ).length,
  );

describe('live content', () => {
  it('shows an edited content file on the next page load, with no rebuild or restart', async () => {
    const page = await browser.open('/uk/en');
    await page.locator('main h2').first().waitFor();
    const edited = JSON.parse(original) as PageContent;
    const hero = edited.blocks.find((block) => block.type === 'hero-banner')!;
    hero.title = 'Edited on disk just now';
    await writeFile(homeFile, JSON.stringify(edited));
    await page.reload();
    await expect.poll(() => page.locator('main h2').first().innerText()).toBe('Edited on disk just now');
    await page.context().close();
  });

  it('keeps showing the last good page when a pushed file has broken blocks', async () => {
    const page = await browser.open('/uk/en');
    await page.locator('main h2').first().waitFor();
    const shown = await page.locator('main h2').first().innerText();
    const count = await topLevelBlocks(page);
    // A push whose blocks fail content:check's checks: the shop keeps serving the file as it was (the server logs
    // why), so no shopper sees a half-broken page nor the rest of the edit.
    const edited = JSON.parse(original) as PageContent;
    edited.blocks.find((block) => block.type === 'hero-banner')!.title = 'Never shown';
    edited.blocks.splice(
      1,
      0,
      { type: 'no-such-block' },
      { type: 'text-banner', text: 'Broken', size: 'enormous' },
    );
    await writeFile(homeFile, JSON.stringify(edited));
    const reports = collectReports(page);
    await page.reload();
    await page.locator('footer').waitFor();
    await page.locator('main h2').first().waitFor();
    expect(await page.locator('main h2').first().innerText()).toBe(shown);
    expect(await topLevelBlocks(page)).toBe(count);
    expect(await page.locator('[data-broken-block]').count()).toBe(0);
    expect(reports.join('\n')).not.toContain('home.json#/blocks');
    await page.context().close();
  });

  it('serves a country folder an operator copies in, on the next page load', async () => {
    const contentDir = workerShop().contentDir;
    const folder = join(contentDir, 'ca');
    await cp(join(contentDir, 'us'), folder, { recursive: true });
    try {
      const configFile = join(folder, 'config.json');
      const config = JSON.parse(await readFile(configFile, 'utf8'));
      Object.assign(config, {
        siteId: 'ca',
        name: 'Canada',
        country: 'CA',
        countryFolder: 'ca',
        currency: 'CAD',
      });
      config.locales = { en: 'en-CA' };
      await writeFile(configFile, JSON.stringify(config));
      const page = await browser.open('/ca/en');
      await page.locator('main h2').first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
      expect(await page.locator('#main-navigation a').count()).toBeGreaterThan(3);
      await page.context().close();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
