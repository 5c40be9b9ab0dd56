import type { BrowserContext, Page } from 'playwright-core';
import { payloads } from './payloads.ts';

/** Where the control page is served (never a real host: the browser context answers it). */
export const CONTROL_URL = 'http://xss-control.test/';

/**
 * The payloads written raw into a page with no sanitiser and no policy, then every planted link clicked and form
 * submitted: the probe must see each payload that runs raw, or a clean run of the shop's pages would prove nothing.
 */
export async function openControlPage(context: BrowserContext): Promise<Page> {
  await context.route(`${CONTROL_URL}**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head></head><body>${payloads
        .map((payload) => `<div>${payload.kind === 'url' ? urlUse(payload.text) : payload.text}</div>`)
        .join('\n')}</body></html>`,
    }),
  );
  const page = await context.newPage();
  await page.goto(CONTROL_URL);
  await page.evaluate(() => {
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-xss-click]')) link.click();
    for (const form of document.querySelectorAll<HTMLFormElement>('form[data-xss-submit]'))
      form.requestSubmit();
  });
  return page;
}

/** A URL payload where an operator's address goes: a link's href, then clicked. */
const urlUse = (url: string) => `<a href="${url.replace(/"/g, '&quot;')}" data-xss-click>u</a>`;
