import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { chromiumLaunchOptions } from '../helpers/chromium.ts';

/** One Chromium per test file; each test opens its own page with a fresh context. */
export function chromiumSession() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.launch(chromiumLaunchOptions);
  });
  afterAll(async () => {
    await browser?.close();
  });
  const baseUrl = inject('baseUrl');
  return {
    baseUrl,
    async open(
      path: string,
      options: { width?: number; height?: number; host?: string; beforeLoad?: (page: Page) => void } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
      });
      const page = await context.newPage();
      page.on('pageerror', (error) => console.error(`[pageerror] ${error.message}`));
      options.beforeLoad?.(page);
      const origin = options.host ? baseUrl.replace('127.0.0.1', options.host) : baseUrl;
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
