import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { builtChunk, chromiumSession, collectReports, unnamedChunks, workerShop } from './browser.ts';
import { productInStock } from './catalogue.ts';

const browser = chromiumSession();
const baseUrl = workerShop().baseUrl;
const homeFile = join(workerShop().contentDir, 'uk/data/en/pages/home.json');
const original = await readFile(homeFile, 'utf8');

afterEach(async () => {
  await writeFile(homeFile, original);
});

const fetchPage = (path: string) => fetch(`${baseUrl}${path}`, { redirect: 'manual' });
const product = await productInStock(baseUrl, 145);

const rootMarkup = (html: string) => html.slice(html.indexOf('<div id="root"'), html.indexOf('</main>'));

describe('server rendering', () => {
  it('sends each homepage complete in its HTML: shell, blocks, language, direction and title', async () => {
    const cases = [
      { path: '/uk/en', html: '<html lang="en-GB" dir="ltr">', text: 'Maison Nord' },
      { path: '/ae/ar', html: '<html lang="ar-AE" dir="rtl">', text: 'Maison Nord' },
      { path: '/ja-jp', html: '<html lang="ja-JP" dir="ltr">', text: 'Maison Nord' },
    ];
    for (const { path, html: htmlTag, text } of cases) {
      const response = await fetchPage(path);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(htmlTag);
      expect(html).toContain('data-server-rendered');
      const root = rootMarkup(html);
      expect(root).toContain('data-block="hero-banner"');
      expect(root).toContain('id="main-content"');
      expect(html).toMatch(new RegExp(`<title>[^<]*${text}[^<]*</title>`));
      // The content it was rendered from travels with it; the browser does not fetch it again.
      expect(html).toContain('<script id="server-content" type="application/json">');
      expect(html).not.toContain('rel="preload" as="fetch"');
    }
  });

  it('answers 404 for an unknown path and redirects paths of the redirect list on the server', async () => {
    const missing = await fetchPage('/uk/en/no-such-page');
    expect(missing.status).toBe(404);
    expect(rootMarkup(await missing.text())).toContain('<h1');

    const redirected = await fetchPage('/uk/en/womens?colour=red');
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/uk/en/women?colour=red');
  });

  it('renders an operator edit within a second, from disk', async () => {
    const edited = JSON.parse(original) as { blocks: Array<Record<string, unknown>> };
    edited.blocks.find((block) => block.type === 'hero-banner')!.title = 'Rendered from the edited file';
    await writeFile(homeFile, JSON.stringify(edited));
    await expect
      .poll(async () => rootMarkup(await (await fetchPage('/uk/en')).text()), {
        timeout: 1_000,
        interval: 50,
      })
      .toContain('Rendered from the edited file');
  });

  it('sanitises editorial HTML on the server as in the browser', async () => {
    const edited = JSON.parse(original) as { blocks: Array<Record<string, unknown>> };
    edited.blocks.push({
      type: 'rich-text',
      html: '<p>Kept <strong>bold</strong><img src=x onerror="alert(1)"><script>alert(2)</script></p>',
    });
    await writeFile(homeFile, JSON.stringify(edited));
    // Within a second of the edit: a page kept from before it is made again by then.
    await expect
      .poll(async () => rootMarkup(await (await fetchPage('/uk/en')).text()), {
        timeout: 1_000,
        interval: 50,
      })
      .toContain('Kept <strong>bold</strong>');
    const root = rootMarkup(await (await fetchPage('/uk/en')).text());
    expect(root).not.toContain('onerror');
    expect(root).not.toContain('alert(2)');
  });

  it('vouches for the clean editorial HTML it sent, so the browser loads the sanitiser only for anything else', async () => {
    const sanitizerChunk = await builtChunk('src/ui/sanitize-html.ts');
    const fetchedScripts = (page: Page) =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
    // A page of clean editorial HTML: shown as sent, no sanitiser downloaded.
    const clean = await browser.open('/uk/en/about-us');
    await clean.locator('main p').first().waitFor();
    await clean.waitForLoadState('networkidle');
    expect(await fetchedScripts(clean)).not.toContain(`/${sanitizerChunk}`);
    await clean.context().close();

    // HTML the sanitiser would change is not vouched for: the browser sanitises it itself.
    const dirty = '<p>Kept <strong>bold</strong><img src="x" onerror="window.hit=1"></p>';
    const edited = JSON.parse(original) as { blocks: Array<Record<string, unknown>> };
    edited.blocks.unshift(
      { type: 'rich-text', html: dirty },
      { type: 'rich-text', html: '<p>Plain <em>clean</em></p>' },
    );
    await writeFile(homeFile, JSON.stringify(edited));
    const html = await (await fetchPage('/uk/en')).text();
    const vouched = JSON.parse(
      /<script id="server-clean-html" type="application\/json">(.*?)<\/script>/s.exec(html)![1]!,
    ) as string[];
    expect(vouched).toContain('<p>Plain <em>clean</em></p>');
    expect(vouched).not.toContain(dirty);
    const page = await browser.open('/uk/en');
    await page.getByText('Kept bold').waitFor();
    await expect.poll(() => fetchedScripts(page)).toContain(`/${sanitizerChunk}`);
    expect(await page.locator('main [onerror]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { hit?: number }).hit)).toBeUndefined();
    await page.context().close();
  });

  it('fetches no script of the app before the first contentful paint is on screen', async () => {
    const page = await browser.open('/ja-jp', { width: 390 });
    await page.locator('header button[aria-haspopup="dialog"]:visible').first().waitFor();
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.paint);
    await page.context().close();
  });

  for (const path of [
    '/uk/en',
    '/ae/ar',
    '/ja-jp',
    '/uk/en/women',
    `/uk/en${product.url}`,
    '/uk/en/no-such-page',
  ]) {
    it(`hydrates ${path} without a mismatch, names every chunk it loads in its HTML and stays interactive`, async () => {
      let reports: string[] = [];
      const errors: string[] = [];
      const page = await browser.open(path, {
        width: 390,
        beforeLoad: (page) => {
          reports = collectReports(page);
          page.on('console', (message) => {
            if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
          });
        },
      });
      // Everything the page loads until it is idle (its screen, widgets, the app's start) came with the entry.
      await page.waitForLoadState('networkidle');
      expect(await unnamedChunks(page)).toEqual([]);
      // Hydrated: the menu button answers a click.
      await page.locator('header button[aria-haspopup="dialog"]:visible').first().click();
      await expect.poll(() => page.locator('[role="dialog"]').count()).toBeGreaterThan(0);
      expect(reports.filter((report) => /hydrat/i.test(report))).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  }
});
