import type { BrowserContext, Page } from 'playwright-core';
import { auditPage, markersShown } from './probe.ts';

/** What one page showed: the audit's findings and the planted markers that reached it. */
export interface Visit {
  url: string;
  findings: string[];
  shown: Set<number>;
}

/** Wait until the app has hydrated (or, with scripts off, until the server's markup is in) and the network is quiet. */
async function settle(page: Page, scripts: boolean): Promise<void> {
  if (scripts) await page.locator('html[data-app-ready]').waitFor({ state: 'attached', timeout: 20_000 });
  await page.waitForLoadState('networkidle');
}

/** Open a page and audit it; `scripts` false reads the server's markup alone. */
export async function visit(context: BrowserContext, url: string, scripts = true): Promise<Visit> {
  const page = await context.newPage();
  try {
    await page.goto(url);
    await settle(page, scripts);
    return { url, findings: await auditPage(page), shown: scripts ? await markersShown(page) : new Set() };
  } finally {
    await page.close();
  }
}

/**
 * Open `from`, then follow the app's own link to `toPath` (a client-side navigation: the new page is rendered in the
 * browser from content it fetches, not by the server), and audit where it lands.
 */
export async function visitByLink(context: BrowserContext, from: string, toPath: string): Promise<Visit> {
  const page = await context.newPage();
  try {
    await page.goto(from);
    await settle(page, true);
    const link = page.locator(`a[href$="${toPath}"]`).first();
    await link.evaluate((element: HTMLAnchorElement) => element.click());
    await page.waitForURL((url) => url.pathname.endsWith(toPath), { timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    return { url: page.url(), findings: await auditPage(page), shown: await markersShown(page) };
  } finally {
    await page.close();
  }
}
