import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { collectReports, chromiumSession } from './browser.ts';

const browser = chromiumSession();

const homepages = [
  { path: '/uk/en', lang: 'en-GB', dir: 'ltr' },
  { path: '/us/en', lang: 'en-US', dir: 'ltr' },
  { path: '/ae/en', lang: 'en-AE', dir: 'ltr' },
  { path: '/ae/ar', lang: 'ar-AE', dir: 'rtl' },
  { path: '/ja-jp', lang: 'ja-JP', dir: 'ltr' },
];

describe('homepages', () => {
  for (const { path, lang, dir } of homepages) {
    it(`${path} renders its content with lang ${lang} and dir ${dir}, reporting no content error`, async () => {
      const page = await browser.open(path);
      const reports = collectReports(page);
      // Nothing the browser logs as an error either: a site without the optional splash file asks for none.
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(`${message.text()} ${message.location().url}`);
      });
      await page.reload();
      await page.locator('main h1').waitFor({ state: 'attached' });
      await page.locator('main h2').first().waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
      expect(await page.locator('html').getAttribute('dir')).toBe(dir);
      expect(await page.locator('main img').count()).toBeGreaterThan(3);
      expect(await page.locator('#main-navigation a').count()).toBeGreaterThan(3);
      expect(await page.locator('footer a').count()).toBeGreaterThan(5);
      expect(reports.filter((report) => !report.includes('translation'))).toEqual([]);
      expect(consoleErrors).toEqual([]);
      expect(await page.locator('body').innerText()).not.toContain('MISSING.TRANSLATION');
      await page.context().close();
    });
  }

  it('lays out the first screen up front and the rest as the shopper scrolls, with a font named for each script', async () => {
    const firstFonts = {
      '/uk/en': 'Helvetica Neue',
      '/ae/ar': 'Noto Sans Arabic',
      '/ja-jp': 'Hiragino Sans',
    };
    for (const [path, firstFont] of Object.entries(firstFonts)) {
      const page = await browser.open(path, { width: 390 });
      await page.locator('main h2').first().waitFor();
      const blocks = await page.evaluate(() =>
        [...document.querySelectorAll('main > [data-block]')].map((frame) => ({
          type: frame.getAttribute('data-block'),
          visibility: getComputedStyle(frame.firstElementChild!).contentVisibility,
          clipMargin: getComputedStyle(frame.firstElementChild!).overflowClipMargin,
        })),
      );
      expect(blocks[0], path).toMatchObject({ type: 'hero-banner', visibility: 'visible' });
      const lower = blocks.slice(1);
      // Each lazily laid-out block leaves room for a focus ring at its edge: its paint is clipped 8 px out.
      const lazy = lower.filter((block) => block.type !== 'widget-slot');
      expect(lazy.every((b) => b.visibility === 'auto' && b.clipMargin === '8px')).toBe(true);
      expect(
        lower.filter((block) => block.type === 'widget-slot').every((b) => b.visibility === 'visible'),
      ).toBe(true);
      // The footer is not laid out at the top of the page, and is once the shopper scrolls down to it.
      const footerLink = page.locator('footer a').last();
      const laidOut = () =>
        footerLink.evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }));
      expect(await laidOut(), path).toBe(false);
      await page.keyboard.press('End');
      await expect.poll(laidOut).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
        new RegExp(`^["']?${firstFont}`),
      );
      await page.context().close();
    }
  });

  for (const path of ['/uk/en', '/ae/ar']) {
    it(`axe finds no violations on ${path} (phone and desktop)`, async () => {
      for (const width of [390, 1280]) {
        const page = await browser.open(path, { width });
        await page.locator('main h2').first().waitFor();
        const violations = await axeViolations(page);
        expect(violations, `${path} at ${width}px`).toEqual([]);
        await page.context().close();
      }
    });
  }
});
