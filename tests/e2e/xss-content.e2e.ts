import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openControlPage } from '../xss/control-page.ts';
import { payloads } from '../xss/payloads.ts';
import { fromOwnScripts, probedContext } from '../xss/probe.ts';
import { visit, visitByLink } from '../xss/visit.ts';
import { startPlantedShop } from '../xss/xss-shop.ts';
import { closeOpenContexts, sharedChromium } from './browser.ts';

/**
 * Operator content is data, never a program: with a script-injection payload in every string field of the UK site's
 * content files, its pages run none of them, whether the server renders them, the browser hydrates them or a link
 * inside the app leads to them, and even with the page's Content-Security-Policy switched off.
 */
describe('script injection through content', () => {
  let browser: Browser;
  let shop: Awaited<ReturnType<typeof startPlantedShop>>;
  beforeAll(async () => {
    [browser, shop] = await Promise.all([sharedChromium(), startPlantedShop({ sites: ['uk'] })]);
  });
  afterAll(async () => {
    await closeOpenContexts(browser);
    await shop?.close();
  });

  it('sees every payload that runs when written raw into a page (the probe works)', async () => {
    const { context, log } = await probedContext(browser, { bypassCSP: true });
    await openControlPage(context);
    const expected = payloads.filter((payload) => payload.runsRaw).map((payload) => payload.id);
    await expect.poll(() => expected.filter((id) => !log.hits.includes(id)), { timeout: 10_000 }).toEqual([]);
    await context.close();
  });

  it('runs no payload planted in any content field, on the server-rendered, hydrated and linked-to pages', async () => {
    const site = `${shop.baseUrl}/uk/en`;
    const serverOnly = await probedContext(browser, { bypassCSP: true, javaScriptEnabled: false });
    const { context, log } = await probedContext(browser, { bypassCSP: true });
    const visits = [
      await visit(serverOnly.context, site, false),
      await visit(context, site),
      await visitByLink(context, site, '/winter-sale'),
      await visit(context, `${site}/contact-us`),
      await visit(context, `${site}/search?query=zz-nothing-matches`),
    ];
    const findings = visits.flatMap((each) => each.findings);
    const shown = new Set(visits.flatMap((each) => [...each.shown]));
    expect({ hits: log.hits, dialogs: log.dialogs, findings }).toEqual({
      hits: [],
      dialogs: [],
      findings: [],
    });
    // The payloads did reach the pages, as text: otherwise a clean run would prove nothing.
    expect(shown.size).toBeGreaterThan(150);
    await Promise.all([context.close(), serverOnly.context.close()]);
    // Five page loads: more than one page's worth of the usual limit on a busy machine.
  }, 90_000);

  it('serves a policy that allows no inline script, which blocks a script planted in the page', async () => {
    const { context, log } = await probedContext(browser, { bypassCSP: false });
    const page = await context.newPage();
    const response = await page.goto(`${shop.baseUrl}/uk/en`);
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    const policy = scriptPolicy(response?.headers()['content-security-policy'] ?? '');
    expect(policy).toContain("'self'");
    expect(policy.filter((source) => /unsafe|\*|data:|blob:/i.test(source))).toEqual([]);
    // The shop's own page, with every content field planted, trips nothing: it needs no inline script.
    expect(log.violations.filter((text) => text.startsWith('script') && !fromOwnScripts(text))).toEqual([]);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = '__xss(9001)';
      document.body.append(script);
      const picture = document.createElement('img');
      picture.setAttribute('onerror', '__xss(9002)');
      picture.src = '/no-such-picture';
      document.body.append(picture);
    });
    await expect
      .poll(() => log.violations.map((text) => text.split(' ')[0]).sort(), { timeout: 10_000 })
      .toEqual(['script-src-attr', 'script-src-elem']);
    expect(log.hits).toEqual([]);
    await context.close();
  });
});

/** The sources a policy allows scripts from: script-src, or default-src when it has none. */
function scriptPolicy(header: string): string[] {
  const directives = new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!.toLowerCase(), sources] as const),
  );
  return [
    ...(directives.get('script-src') ?? directives.get('default-src') ?? ['*']),
    ...(directives.get('script-src-elem') ?? []),
    ...(directives.get('script-src-attr') ?? []),
  ];
}
