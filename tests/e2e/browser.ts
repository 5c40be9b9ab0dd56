import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { COOKIE_MESSAGE_KEY } from '../../src/features/site-behaviours/cookie-message-store.ts';
import { SPLASH_SEEN_KEY } from '../../src/features/site-behaviours/splash-store.ts';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';
import { SPLASH_SEEN_COOKIE } from '../../schemas/server-render.ts';
import type { WorkerShop } from './worker-shop.ts';

/** The fixtures' splash modal (the same id on every site). */
const splashId = (
  JSON.parse(readFileSync('content-fixtures/uk/data/en/splash-modal.json', 'utf8')) as { id: string }
).id;

/** A returning visitor's storage: cookie message dismissed and splash seen, so first-visit layers stay out of the way. */
function rememberFirstVisit(keys: { cookie: string; splash: string; splashId: string }) {
  window.localStorage.setItem(keys.cookie, 'earlier');
  window.localStorage.setItem(keys.splash, keys.splashId);
}

/** Make `context` a returning visitor of the shop at `baseUrl`: its storage, and the cookie that keeps the server's splash out. */
export async function seedReturningVisitor(context: BrowserContext, baseUrl: string): Promise<void> {
  await context.addInitScript(rememberFirstVisit, {
    cookie: COOKIE_MESSAGE_KEY,
    splash: SPLASH_SEEN_KEY,
    splashId,
  });
  await context.addCookies([{ name: SPLASH_SEEN_COOKIE, value: splashId, url: baseUrl }]);
}

/**
 * Keeps, the moment the app marks itself ready, the page's content element, so a test can check later that React
 * never threw that markup away: whatever the shopper typed or chose there would be lost with it.
 */
function keepContentAtReady() {
  new MutationObserver((_records, observer) => {
    if (!document.documentElement.hasAttribute('data-app-ready')) return;
    observer.disconnect();
    (window as unknown as { contentAtReady: Element | null }).contentAtReady =
      document.querySelector('main')?.firstElementChild ?? null;
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-app-ready'] });
}

/** Whether the page's content is still the element that was there when the app said it was ready. */
export function contentKeptSinceReady(page: Page): Promise<boolean> {
  return page.evaluate(
    () => (window as unknown as { contentAtReady: Element | null }).contentAtReady?.isConnected ?? false,
  );
}

/** The shop of the worker running this test file (Vitest numbers its workers from 1). */
export function workerShop(): WorkerShop {
  const shops = inject('shops');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const shop = shops[worker - 1];
  if (!shop) throw new Error(`no browser-test shop for worker ${worker} of ${shops.length}`);
  return shop;
}

let running: Promise<Browser> | undefined;

/**
 * The worker's one Chromium, launched by the first test file that asks and kept for the files after it (the browser
 * tests share their modules, vite.config.ts): a launch costs about a second of a two-core machine, and every test
 * works in contexts of its own anyway. A browser that crashed or was closed is launched again. Playwright closes it
 * when the worker exits.
 */
export function sharedChromium(): Promise<Browser> {
  const current = running;
  if (current) {
    return current.then((browser) => {
      if (browser.isConnected()) return browser;
      if (running === current) running = undefined;
      return sharedChromium();
    });
  }
  running = chromium.launch(chromiumLaunchOptions);
  running.catch(() => (running = undefined));
  return running;
}

/** Close the contexts a test file left open in the shared browser, so the next file starts with none. */
export async function closeOpenContexts(browser: Browser | undefined): Promise<void> {
  if (browser?.isConnected()) await Promise.all(browser.contexts().map((context) => context.close()));
}

/** The worker's Chromium for a test file; each test opens its own page with a fresh context. */
export function chromiumSession() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await sharedChromium();
  });
  afterAll(() => closeOpenContexts(browser));
  const { baseUrl } = workerShop();
  return {
    baseUrl,
    async open(
      path: string,
      options: {
        width?: number;
        height?: number;
        host?: string;
        beforeLoad?: (page: Page) => void | Promise<void>;
        /** A first visit: the cookie message and the splash show (otherwise the visitor has seen both). */
        firstVisit?: boolean;
        headers?: Record<string, string>;
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
        extraHTTPHeaders: options.headers,
      });
      const origin = options.host ? baseUrl.replace('127.0.0.1', options.host) : baseUrl;
      if (!options.firstVisit) await seedReturningVisitor(context, origin);
      await context.addInitScript(keepContentAtReady);
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
      await options.beforeLoad?.(page);
      await page.goto(`${origin}${path}`);
      // The server's markup shows before the app hydrates it; a click before that would go nowhere.
      await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      return page;
    },
  };
}

/** Warnings the storefront logged through its error reporter (`[storefront:...]`), collected from the console. */
export function collectReports(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[storefront:')) reports.push(message.text());
  });
  return reports;
}

/** The built file of a source module's chunk, from Vite's manifest. */
export async function builtChunk(source: string): Promise<string> {
  const manifest = JSON.parse(await readFile(resolve('dist/.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  return manifest[source]!.file;
}

/**
 * The app's chunks the page fetched so far that its HTML did not name (entry, preloads, the metas boot.js starts):
 * each was found only by running code, one import after another.
 */
export const unnamedChunks = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const named = new Set(
      [
        ...[...document.querySelectorAll<HTMLMetaElement>('meta[name="app-module"]')].map(
          (meta) => meta.content,
        ),
        ...[...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => link.href,
        ),
        ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
      ].map((href) => new URL(href, location.href).pathname),
    );
    return performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js') && !named.has(path));
  });
