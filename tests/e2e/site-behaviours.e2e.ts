import { readFile, stat, utimes, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { hashGateCredentials } from '../../shared/site-gate.ts';
import { axeViolations } from './axe.ts';
import { builtChunk, chromiumSession, collectReports, workerShop } from './browser.ts';

const browser = chromiumSession();
const contentDir = workerShop().contentDir;
const metadataFile = join(contentDir, 'metadata-v2.json');
const previewMetadataFile = join(contentDir, 'preview/metadata-v2.json');
const ukConfigFile = join(contentDir, 'uk/config.json');
const aeConfigFile = join(contentDir, 'ae/config.json');
const originals = {
  metadata: await readFile(metadataFile, 'utf8'),
  previewMetadata: await readFile(previewMetadataFile, 'utf8'),
  ukConfig: await readFile(ukConfigFile, 'utf8'),
  aeConfig: await readFile(aeConfigFile, 'utf8'),
};
const POLL_MS = 300000;

afterEach(async () => {
  await writeFile(metadataFile, originals.metadata);
  await writeFile(previewMetadataFile, originals.previewMetadata);
  await writeFile(ukConfigFile, originals.ukConfig);
  await writeFile(aeConfigFile, originals.aeConfig);
});

/** Playwright's clock drives the page's timers, so the behaviours' minutes pass in milliseconds. */
const withClock = (time?: string) => async (page: Page) => {
  await page.clock.install(time ? { time: new Date(time) } : {});
};

/**
 * The site behaviours start once the page's own code is in, and arm their five-minute poll once the first metadata
 * has arrived; a test that moves the clock before then would skip past a timer that does not exist yet.
 */
const behavioursStarted = (page: Page) =>
  page.waitForFunction(() => {
    const behaviours = window.__storefront?.behaviours as { maintenance?: { metadata: unknown } } | undefined;
    return !!behaviours?.maintenance?.metadata;
  });

const setMaintenance = (on: boolean) =>
  writeFile(metadataFile, JSON.stringify({ ...JSON.parse(originals.metadata), inMaintenance: on }));

describe('site behaviours in the browser', () => {
  it('starts the maintenance poll from the metadata the page read, without asking for it again', async () => {
    const asked: string[] = [];
    const page = await browser.open('/uk/en/women', {
      beforeLoad: (page) => {
        page.on('request', (request) => {
          if (new URL(request.url()).pathname === '/content/metadata-v2.json') asked.push(request.url());
        });
      },
    });
    await behavioursStarted(page);
    // The server sent the metadata with the page, so nothing asks for it until the first five-minute poll.
    expect(asked).toEqual([]);
    await page.context().close();
  });

  it('shows the maintenance page when the operator switches it on, and reloads into the shop when it is off', async () => {
    const page = await browser.open('/uk/en', { beforeLoad: withClock() });
    await behavioursStarted(page);
    expect(await page.locator('[data-maintenance-page]').count()).toBe(0);

    await setMaintenance(true);
    await page.clock.fastForward(POLL_MS);
    const maintenance = page.locator('[data-maintenance-page]');
    await maintenance.waitFor();
    expect(await maintenance.innerText()).toContain("We'll be back soon");
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await page.locator('#root').getAttribute('inert')).not.toBeNull();

    await setMaintenance(false);
    const reloaded = page.waitForEvent('load');
    await page.clock.fastForward(POLL_MS);
    await reloaded;
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await behavioursStarted(page);
    expect(await page.locator('[data-maintenance-page]').count()).toBe(0);
    await page.context().close();
  });

  it('reloads at the new language address when the metadata has an email-marketing tracker on', async () => {
    const metadata = JSON.parse(originals.metadata);
    await writeFile(
      metadataFile,
      JSON.stringify({ ...metadata, integrations: { ...metadata.integrations, emailMarketing: true } }),
    );
    const page = await browser.open('/ae/en/women/clothing/dresses');
    await behavioursStarted(page);
    await page.evaluate(() => Object.assign(window, { beforeSwitch: true }));
    await page.locator('header button[aria-haspopup="dialog"]:visible').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('select').nth(1).selectOption('ar');
    const reloaded = page.waitForEvent('load');
    await dialog.locator('button[type="submit"]').click();
    await reloaded;
    expect(new URL(page.url()).pathname).toBe('/ae/ar/women/clothing/dresses');
    expect(await page.evaluate(() => 'beforeSwitch' in window)).toBe(false);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await page.context().close();
  });

  it('shows maintenance at once to a visitor arriving while it is on', async () => {
    await setMaintenance(true);
    const page = await browser.open('/ae/ar');
    await page.locator('[data-maintenance-page]').waitFor();
    expect(await page.locator('[data-maintenance-page] h1').innerText()).toBe('سنعود قريباً');
    await page.context().close();
  });

  it('locks a gated site until the server accepts the right pair, with the exact error for a wrong one', async () => {
    const pair = await hashGateCredentials('preview', 'Winter-2026');
    const config = JSON.parse(originals.ukConfig) as Record<string, unknown>;
    config.siteGate = { credentials: [pair] };
    await writeFile(ukConfigFile, JSON.stringify(config));
    const page = await browser.open('/uk/en');
    const gate = page.locator('[data-site-gate-overlay]');
    await gate.waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('root')!).visibility)).toBe(
      'hidden',
    );
    // Nothing the page can read holds the hashes, and the site's content stays on the server.
    const served = await page.evaluate(async () => ({
      config: await (await fetch('/content/uk/config.json')).text(),
      html: document.documentElement.outerHTML,
      navTree: (await fetch('/content/uk/data/navTree.json')).status,
    }));
    for (const text of [served.config, served.html]) {
      expect(text).not.toContain(pair.username);
      expect(text).not.toContain(pair.password);
    }
    expect(served.navTree).toBe(403);
    // The app's frame may boot behind the overlay, but with none of the site's menus or pages.
    const categoryLinks = page.locator('#root a[href^="/uk/en/women"]');
    expect(await categoryLinks.count()).toBe(0);

    await page.getByLabel('Username').fill('preview');
    await page.getByLabel('Password').fill('wrong');
    await page.getByRole('button', { name: 'Enter the shop' }).click();
    const error = page.getByRole('alert');
    await error.waitFor();
    expect(await error.innerText()).toBe('Your username or password is incorrect. Please try again.');
    await page.getByLabel('Password').focus();
    await error.waitFor({ state: 'detached' });

    await page.getByLabel('Username').fill('PREVIEW');
    await page.getByLabel('Password').fill('Winter-2026');
    const reloaded = page.waitForEvent('load');
    await page.getByLabel('Password').press('Enter');
    await reloaded;
    await behavioursStarted(page);
    await gate.waitFor({ state: 'detached' });
    await categoryLinks.first().waitFor({ state: 'attached' });
    expect(await page.locator('html[data-site-gate]').count()).toBe(0);
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('root')!).visibility)).toBe(
      'visible',
    );

    await page.reload();
    await behavioursStarted(page);
    await page.waitForFunction(() => !document.documentElement.hasAttribute('data-site-gate'));
    expect(await gate.count()).toBe(0);
    await page.context().close();
  });

  it('fits the gate to a phone right to left, with nothing of the hidden page scrolling sideways', async () => {
    const config = JSON.parse(originals.aeConfig) as Record<string, unknown>;
    config.siteGate = { credentials: [await hashGateCredentials('preview', 'Winter-2026')] };
    await writeFile(aeConfigFile, JSON.stringify(config));
    const page = await browser.open('/ae/ar', { width: 390, height: 844 });
    const gate = page.locator('[data-site-gate-overlay]');
    await gate.waitFor();
    await behavioursStarted(page);
    const layout = await page.evaluate(() => {
      const fields = [
        ...document.querySelectorAll('[data-site-gate-overlay] input, [data-site-gate-overlay] button'),
      ];
      return {
        pageWidth: document.documentElement.scrollWidth,
        overlayWidth: document.querySelector('[data-site-gate-overlay]')!.scrollWidth,
        fieldEdges: fields.map((field) => {
          const { left, right } = field.getBoundingClientRect();
          return [Math.round(left), Math.round(right)];
        }),
      };
    });
    expect(layout.pageWidth).toBe(390);
    expect(layout.overlayWidth).toBe(390);
    // Every field and the button keep the overlay's 24 px margin on both sides.
    for (const edges of layout.fieldEdges) expect(edges).toEqual([24, 366]);
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('shows a first visitor the splash once and the cookie message until dismissed', async () => {
    // The server sends the splash with a first visit's page: it is on screen from the first paint.
    const firstHtml = await (await fetch(`${browser.baseUrl}/uk/en/women`)).text();
    expect(firstHtml).toMatch(
      /<dialog open="" id="server-splash"[^>]*>.*Welcome to Maison Nord.*splash-offer\.svg/s,
    );
    const page = await browser.open('/uk/en', { firstVisit: true, width: 390, height: 844 });
    const splash = page.getByRole('dialog', { name: 'Welcome to Maison Nord' });
    // The app's splash takes the server's place: one dialog, and not the server's.
    // (The server's dialog alone is also one, so wait for it to go first: the app replaces it once hydrated.)
    await expect.poll(() => page.locator('#server-splash').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => splash.count(), { timeout: 10_000 }).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await splash.getByRole('button', { name: 'Close' }).click();
    await splash.waitFor({ state: 'detached' });

    const cookies = page.locator('[data-cookie-message]');
    await cookies.waitFor();
    expect(await cookies.getByRole('link').getAttribute('href')).toBe('/uk/en/about-us/privacy-policy');
    await cookies.getByRole('button', { name: 'OK' }).click();
    await cookies.waitFor({ state: 'detached' });

    // Closed once, the server leaves it out of every page.
    const cookieHeader = (await page.context().cookies())
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    const laterHtml = await (
      await fetch(`${browser.baseUrl}/uk/en/women`, { headers: { cookie: cookieHeader } })
    ).text();
    expect(laterHtml).toContain('data-server-rendered');
    expect(laterHtml).not.toContain('server-splash');
    await page.reload();
    await behavioursStarted(page);
    await page.waitForTimeout(500);
    expect(await page.locator('[data-splash-modal]').count()).toBe(0);
    expect(await cookies.count()).toBe(0);
    await page.context().close();
  });

  it("lets a first visitor close the server's splash before (and without) JavaScript", async () => {
    const opened = await browser.open('/uk/en', { width: 390, height: 844 });
    const context = await opened.context().browser()!.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${browser.baseUrl}/uk/en/women`);
    const splash = page.getByRole('dialog', { name: 'Welcome to Maison Nord' });
    expect(await splash.isVisible()).toBe(true);
    await splash.getByRole('button', { name: 'Close' }).click();
    expect(await splash.isVisible()).toBe(false);
    // The products behind it are there to use.
    expect(await page.locator('main a[href*="/product/"]').first().isVisible()).toBe(true);
    await context.close();
    await opened.context().close();
  });

  it('shows the update modal for a page whose code fails to download, then the refresh-error modal', async () => {
    const page = await browser.open('/uk/en', { beforeLoad: withClock() });
    const reports = collectReports(page);
    await page.route(`**/${await builtChunk('src/app/routes/listing-screens.tsx')}`, (route) =>
      route.abort(),
    );
    await behavioursStarted(page);
    await page.locator('header').getByRole('link', { name: 'Women', exact: true }).first().click();
    await page.locator('[data-update-modal="reloading"]').waitFor();
    await expect.poll(() => reports.join('\n')).toContain('chunk-load');

    const reloaded = page.waitForEvent('load');
    await page.clock.fastForward(2000);
    await reloaded;
    const refreshError = page.locator('[data-refresh-error-modal]');
    await refreshError.waitFor();
    const supportCode = await page.evaluate(() => localStorage.getItem('storefront:shopping-session-id'));
    expect(await refreshError.innerText()).toContain(`Support code: ${supportCode}`);
    await refreshError.getByRole('button', { name: 'Continue shopping' }).click();
    await page.waitForURL((url) => url.pathname === '/uk/en');
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    await page.context().close();
  });

  it('offers a reload when a newer build is deployed', async () => {
    const indexHtml = resolve('dist/index.html');
    const { atime, mtime } = await stat(indexHtml);
    const page = await browser.open('/uk/en', { beforeLoad: withClock() });
    await behavioursStarted(page);
    try {
      await utimes(indexHtml, atime, new Date(Date.now() + 60000));
      await page.clock.fastForward(POLL_MS);
      const offer = page.locator('[data-update-modal="offered"]');
      await offer.waitFor();
      await offer.getByRole('button', { name: 'Not now' }).click();
      await offer.waitFor({ state: 'detached' });
    } finally {
      await utimes(indexHtml, atime, mtime);
    }
    await page.context().close();
  });

  it('has the error screen offer a reload when a newer build is out, else the generic screen with retry', async () => {
    const indexHtml = resolve('dist/index.html');
    const { atime, mtime } = await stat(indexHtml);
    const page = await browser.open('/uk/en');
    await behavioursStarted(page);
    // A listing chunk that loads but holds no screens: the page fails to render (not to download).
    await page.route(`**/${await builtChunk('src/app/routes/listing-screens.tsx')}`, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'export {};' }),
    );
    const header = page.locator('header');
    await header.getByRole('link', { name: 'Women', exact: true }).first().click();
    const generic = page.locator('[data-error-screen="generic"]');
    await generic.waitFor();
    expect(await generic.innerText()).toContain('Sorry, something went wrong.');
    expect(await generic.innerText()).toContain('Please check back soon.');
    await generic.getByRole('button', { name: 'Try again' }).waitFor();

    try {
      await utimes(indexHtml, atime, new Date(Date.now() + 60000));
      const checked = page.waitForRequest((request) => request.url().includes('/uk/?checkForUpdate='));
      await header.getByRole('link', { name: 'Men', exact: true }).first().click();
      await checked;
      const offer = page.locator('[data-error-screen="update"]');
      await offer.waitFor();
      expect(await offer.innerText()).toContain('A new version is available');
      const reloaded = page.waitForEvent('load');
      await offer.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
    } finally {
      await utimes(indexHtml, atime, mtime);
    }
    await page.context().close();
  });

  it('turns accessibility mode on at the first Tab, and admin mode with ?admin and Alt+Ctrl', async () => {
    const page = await browser.open('/uk/en?admin');
    await behavioursStarted(page);
    const skipLink = page.locator('a[href="#main-content"]').first();
    await expect.poll(() => skipLink.textContent()).toBe('WEB.SHELL.SKIP_TO_CONTENT');
    expect(await page.locator('[data-staff-badge]').innerText()).toContain('Admin mode');
    await page.keyboard.down('Control');
    await page.keyboard.down('Alt');
    await page.keyboard.up('Alt');
    await page.keyboard.up('Control');
    await expect.poll(() => skipLink.textContent()).toBe('Skip to main content');

    expect(await page.locator('html[data-accessibility-mode]').count()).toBe(0);
    await page.keyboard.press('Tab');
    await page.locator('html[data-accessibility-mode]').waitFor({ state: 'attached' });
    await page.context().close();
  });

  it('is in preview mode on a preview host name, reading the preview metadata and recording the preview', async () => {
    // The preview's own metadata closes the shop for maintenance; the live metadata leaves it open.
    await writeFile(
      previewMetadataFile,
      JSON.stringify({ ...JSON.parse(originals.metadata), inMaintenance: true }),
    );
    const page = await browser.open('/uk/en', { host: 'uk.preview.localhost' });
    await page.locator('[data-maintenance-page]').waitFor();
    expect(await page.locator('[data-staff-badge]').innerText()).toContain('Preview');
    const siteTag = (JSON.parse(originals.metadata) as { siteTag: string }).siteTag;
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('storefront:preview')))
      .toBe(JSON.stringify({ client: siteTag, country: 'uk', preview: true }));
    await page.context().close();

    const live = await browser.open('/uk/en');
    await behavioursStarted(live);
    expect(await live.locator('[data-maintenance-page]').count()).toBe(0);
    await live.context().close();
  });

  it('takes a campaign off the homepage when it ends, with no reload', async () => {
    const page = await browser.open('/uk/en', { beforeLoad: withClock('2027-01-06T23:58:00Z') });
    const winterSale = page.locator('[data-campaign="winter-sale"]');
    await winterSale.waitFor();
    expect(await winterSale.innerText()).toContain('Winter Sale');
    expect(await page.locator('[data-campaign="autumn-edit"]').count()).toBe(0);
    let reloads = 0;
    page.on('load', () => (reloads += 1));
    await page.clock.fastForward(2 * 60 * 1000);
    await winterSale.waitFor({ state: 'detached' });
    expect(reloads).toBe(0);
    await page.context().close();
  });

  it('suggests the site of the country the CDN detected', async () => {
    const page = await browser.open('/uk/en', { headers: { 'cf-ipcountry': 'AE' } });
    await page.getByText('Shopping from United Arab Emirates?').waitFor();
    await page.context().close();
  });

  it('loads the site’s third-party scripts once the app is ready', async () => {
    const page = await browser.open('/uk/en');
    await page.waitForFunction(() =>
      ((window as { storefrontLoadedScripts?: string[] }).storefrontLoadedScripts ?? []).includes('noop'),
    );
    await page.context().close();
  });

  it('sends one page view per page through the data layer', async () => {
    const page = await browser.open('/uk/en');
    await page.locator('header').getByRole('link', { name: 'Women', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/uk/en/women');
    const pageViews = () =>
      page.evaluate(() =>
        ((window as { dataLayer?: Array<{ event: string; path?: string }> }).dataLayer ?? [])
          .filter((entry) => entry.event === 'pageView')
          .map((entry) => entry.path),
      );
    await expect.poll(pageViews).toEqual(['/uk/en', '/uk/en/women']);
    await page.context().close();
  });
});
