import type { Browser, BrowserContext, Page } from 'playwright-core';
import { COOKIE_MESSAGE_KEY } from '../../src/features/site-behaviours/cookie-message-store.ts';
import { SPLASH_SEEN_KEY } from '../../src/features/site-behaviours/splash-store.ts';

/**
 * What a browser context saw: probe calls (executions), dialogs, CSP violations (`directive blockedURI sourceFile
 * sample`) and page errors.
 */
export interface ProbeLog {
  hits: number[];
  dialogs: string[];
  violations: string[];
  pageErrors: string[];
}

/**
 * A browser context that counts executions: `__xss(id)` reports to the test from every frame of every page, as does
 * an alert or a confirm, and each document reports the CSP violations it sees. `bypassCSP` turns the page's policy
 * off, so the shop's escaping and sanitising are tested on their own: the policy is the second wall, not the first.
 */
export async function probedContext(
  browser: Browser,
  options: { bypassCSP: boolean; javaScriptEnabled?: boolean; width?: number },
): Promise<{ context: BrowserContext; log: ProbeLog }> {
  const log: ProbeLog = { hits: [], dialogs: [], violations: [], pageErrors: [] };
  const context = await browser.newContext({
    bypassCSP: options.bypassCSP,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: options.width ?? 1280, height: 900 },
  });
  await context.exposeBinding('__xss', (_source, id: unknown) => {
    log.hits.push(Number(id));
  });
  await context.exposeBinding('__xssViolation', (_source, text: unknown) => {
    log.violations.push(String(text));
  });
  await context.addInitScript(
    (keys) => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { __xssViolation?: (text: string) => void }).__xssViolation?.(
          `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile || '-'} ${event.sample}`,
        );
      });
      try {
        window.localStorage.setItem(keys.cookie, '1');
        window.localStorage.setItem(keys.splash, 'welcome-aw26');
      } catch {
        // A data: or sandboxed frame has no storage of its own.
      }
    },
    { cookie: COOKIE_MESSAGE_KEY, splash: SPLASH_SEEN_KEY },
  );
  context.on('page', (page) => watchPage(page, log));
  return { context, log };
}

function watchPage(page: Page, log: ProbeLog): void {
  page.on('dialog', (dialog) => {
    log.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => log.pageErrors.push(error.message));
}

/**
 * What in a page could run script without the page's own code: inline scripts with code (JSON data blocks are not
 * code), event-handler attributes, javascript:/vbscript: addresses, HTML data: addresses and srcdoc frames, a planted
 * <base> or refresh, and style sheets with script addresses or old-IE expressions. Read from every frame that can be
 * read. Each finding names the element so a failure says where to look.
 */
export async function auditPage(page: Page): Promise<string[]> {
  const findings: string[] = [];
  for (const frame of page.frames()) {
    const found = await frame
      .evaluate(() => {
        const out: string[] = [];
        const describe = (element: Element) =>
          `<${element.tagName.toLowerCase()} ${[...element.attributes]
            .map((attribute) => `${attribute.name}="${attribute.value.slice(0, 80)}"`)
            .join(' ')}>`;
        const scriptAddress = (value: string) =>
          // Browsers drop tabs, newlines and leading control characters and spaces before reading the scheme.
          // eslint-disable-next-line no-control-regex
          /^(javascript|vbscript):/i.test(value.replace(/[\u0000-\u0020]/g, ''));
        for (const script of document.querySelectorAll('script')) {
          const type = (script.getAttribute('type') ?? '').toLowerCase();
          const data = type === 'application/json' || type === 'application/ld+json';
          if (!script.src && !data && script.textContent?.trim())
            out.push(`inline script: ${describe(script)}`);
        }
        for (const element of document.querySelectorAll('*')) {
          for (const attribute of element.attributes) {
            const name = attribute.name.toLowerCase();
            const value = attribute.value;
            if (name.startsWith('on')) out.push(`handler attribute ${name}: ${describe(element)}`);
            else if (name === 'srcdoc') out.push(`srcdoc frame: ${describe(element)}`);
            else if (
              ['href', 'src', 'action', 'formaction', 'data', 'xlink:href', 'poster', 'background'].includes(
                name,
              )
            ) {
              if (scriptAddress(value)) out.push(`script address in ${name}: ${describe(element)}`);
              // A picture from a data: address runs nothing (an SVG drawn as an image has no script); a document does.
              else if (/^\s*data:/i.test(value) && !['IMG', 'SOURCE'].includes(element.tagName))
                out.push(`data: address in ${name}: ${describe(element)}`);
            }
          }
        }
        for (const element of document.querySelectorAll('base, meta[http-equiv], object, embed'))
          out.push(`planted element: ${describe(element)}`);
        for (const style of document.querySelectorAll('style'))
          if (/javascript:|expression\(|@import/i.test(style.textContent ?? ''))
            out.push(`style with script: ${describe(style)}`);
        return out;
      })
      .catch(() => [] as string[]);
    findings.push(...found.map((finding) => `${frame.url()}: ${finding}`));
  }
  return findings;
}

/** How many of the planted markers (`⟦X<id>⟧`) the page shows, in its text, title or attributes. */
export async function markersShown(page: Page): Promise<Set<number>> {
  const ids = await page.evaluate(() => {
    const text = [
      document.title,
      document.body?.innerText ?? '',
      ...[...document.querySelectorAll('*')].flatMap((element) =>
        [...element.attributes].map((attribute) => attribute.value),
      ),
    ].join('\n');
    return [...text.matchAll(/⟦X(\d+)⟧/g)].map((match) => Number(match[1]));
  });
  return new Set(ids);
}

/**
 * Violations raised by the shop's own script files rather than by the page: Chromium reports an event-handler
 * attribute it meets while the sanitiser parses editorial HTML in an inert document (where nothing ever runs), and
 * the sanitiser then drops it. Those are counted apart from violations of the page itself.
 */
export const fromOwnScripts = (violation: string) => / https?:\/\/[^ ]+\/assets\/[^ ]+\.js /.test(violation);
