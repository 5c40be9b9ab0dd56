import { autorun } from 'mobx';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import {
  SERVER_API_SCRIPT_ID,
  SERVER_CLEAN_HTML_SCRIPT_ID,
  SERVER_CONTENT_SCRIPT_ID,
  SERVER_RENDERED_ATTRIBUTE,
} from '../../schemas/server-render.ts';
import { trustCleanHtml } from '../ui/safe-html.ts';
import { blockRegistry } from '../blocks/registry.ts';
import { prepareSiteRoute } from './routes/index.ts';
import {
  BrowserStorage,
  ConsoleErrorReporter,
  shoppingSessionId,
  systemClock,
  yieldToMain,
} from '../kernel/browser/index.ts';
import { API_SESSION_KEY } from '../kernel/browser/shopping-session.ts';
import { AnalyticsDispatcher } from '../kernel/analytics/analytics-dispatcher.ts';
import { DataLayerAnalytics } from '../kernel/analytics/data-layer-analytics.ts';
import { analyticsChannels } from './services/analytics-channels.ts';
import {
  HttpContentService,
  PreviewMetadataContentService,
  PrimedContentService,
} from '../kernel/content/services.ts';
import { isPreviewHost } from '../../shared/site-metadata.ts';
import { createI18n } from '../i18n/index.ts';
import type { SiteSummary } from '../sites/index.ts';
import { createBrowserServices } from './browser-services.ts';
import { createRootStore } from './root.ts';
import { carriesSearches } from '../kernel/search/search-answers.ts';
import { App } from './app.tsx';
import type { BuildCheck } from '../features/shell/index.ts';
import { syncCatalogs } from '../features/shell/index.ts';
import { widgets } from './widgets.ts';
import { readShopMetadata } from '../kernel/api/shop-metadata.ts';
import type { SiteMetadata } from '../content/index.ts';
import { loadSiteBehaviours } from '../features/site-behaviours/index.ts';

declare global {
  interface Window {
    /** The running app's stores and services, for tests and staff debugging. */
    __storefront: Record<string, unknown>;
  }
}

/** The composition root: the only place real services are built. */
async function start() {
  // The server inlines the sites index into the page, saving a request before any content can load.
  const sites = readJsonScript<SiteSummary[]>('sites-index') ?? (await fetchSitesIndex());
  const storage = new BrowserStorage();
  const reporter = new ConsoleErrorReporter();
  const network = new HttpContentService('/content', cacheBust());
  const serverContent = readJsonScript<Record<string, string>>(SERVER_CONTENT_SCRIPT_ID);
  // The page's editorial HTML the server sanitised and vouches for: shown with no sanitiser to download.
  trustCleanHtml(readJsonScript<string[]>(SERVER_CLEAN_HTML_SCRIPT_ID) ?? []);
  const primed = serverContent ? new PrimedContentService(serverContent, network) : network;
  const preview = isPreviewHost(window.location.hostname);
  // The staff preview checks every file itself (its wrapper does not pass on the server's word), so editors see
  // every problem; the live site trusts what the server checked.
  const content = preview ? new PreviewMetadataContentService(primed) : primed;
  // The page's inline data is read (its content and answers parsed): the stores are built in a task of their own.
  await yieldToMain();
  // The data layer always; search analytics, the email-marketing tracker and the session context as metadata says.
  const analytics = new AnalyticsDispatcher(
    [new DataLayerAnalytics(window as unknown as { dataLayer?: unknown[] })],
    analyticsChannels({
      page: window,
      content,
      reporter,
      storage,
      context: () => {
        const location = stores.site.location;
        if (!location) return null;
        const { siteId, country, currency } = location.site;
        return { siteId, country, currency, language: location.language, direction: stores.site.direction };
      },
    }),
    reporter,
  );
  // Every service the stores use, each loading with its first use; the stores are read when a call needs the site.
  const services = createBrowserServices({
    content,
    storage,
    reporter,
    analytics,
    stores: () => stores,
    serverAnswers: () => readJsonScript<Record<string, string>>(SERVER_API_SCRIPT_ID) ?? {},
  });
  const stores = createRootStore(services, { sites, preview });
  window.__storefront = { stores, services, reporter, analytics };

  // An address without a language opens in the one the shopper chose on that site: `/ae` keeps Arabic once chosen.
  const remembered = stores.site.rememberedLanguagePath(window.location.pathname);
  if (remembered) {
    window.location.replace(`${remembered}${window.location.search}${window.location.hash}`);
    return;
  }
  // Start-up runs as a few tasks, not one: a tap on the server's page is answered between them.
  await yieldToMain();
  // Start the content requests (and the page's code) before React renders, so they run alongside the first render.
  stores.site.setPathname(window.location.pathname);
  // Hydrating a page whose render searched, its listing is read (from the page's answers) before the first render.
  const searchedOnServer =
    !!serverContent &&
    !!document.getElementById('root')?.hasAttribute(SERVER_RENDERED_ATTRIBUTE) &&
    carriesSearches(readJsonScript<Record<string, string>>(SERVER_API_SCRIPT_ID) ?? {});
  const prepared = prepareSiteRoute(stores, {
    registry: blockRegistry,
    widgets,
    ...(searchedOnServer ? { search: window.location.search } : {}),
  });

  await yieldToMain();
  const i18n = createI18n({ reporter, isProduction: import.meta.env.PROD });
  const supportCode = shoppingSessionId(storage);
  // Maintenance, the site gate, cookie message, splash, updates and staff modes: their own chunk, fetched once the
  // page's own code is on its way.
  const startBehaviours = () =>
    loadSiteBehaviours().then(({ startSiteBehaviours }) => {
      const started = startSiteBehaviours({
        stores,
        i18n,
        storage: stores.memory,
        reporter,
        clock: systemClock,
        supportCode,
        pageMetadata: () => readShopMetadata(content) as Promise<SiteMetadata>,
      });
      Object.assign(window.__storefront, { behaviours: started });
      autorun(() => {
        const metadata = started.maintenance.metadata;
        if (metadata) analytics.configure(metadata.integrations);
      });
      return started;
    });
  const behaviours = prepared
    .catch(() => undefined)
    .then(yieldToMain)
    .then(startBehaviours);
  // The error screen asks the update poll's own check whether a newer build is out.
  const builds: BuildCheck = {
    newerBuildOut: () => behaviours.then(({ update }) => update.newerBuildOut()),
    reload: () => window.location.reload(),
  };
  // A returning shopper's bag count, once the page has hydrated (a count arriving before would differ from the
  // server's markup) and the browser is idle; a browser without a session has an empty bag, so a new visitor costs
  // the API nothing.
  const resumeReturningCart = () => {
    if (!storage.get(API_SESSION_KEY)) return;
    const resume = () => void stores.cart.ready().then((cart) => cart.ensureLoaded());
    if ('requestIdleCallback' in window) requestIdleCallback(resume, { timeout: 3000 });
    else setTimeout(resume, 1000);
  };
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  const app = (
    <App
      stores={stores}
      i18n={i18n}
      widgets={widgets}
      supportCode={supportCode}
      reporter={reporter}
      analytics={analytics}
      Router={BrowserRouter}
      onReady={resumeReturningCart}
      builds={builds}
    />
  );
  if (!serverContent || !root.hasAttribute(SERVER_RENDERED_ATTRIBUTE)) {
    createRoot(root).render(app);
    return;
  }
  // The server rendered this page from the content it sent along: with that content (and the page's chunks) in
  // place, the first render matches the server's markup and hydrates without a flash.
  // A page chunk that failed to load fails its render instead, where the error boundary offers a reload.
  await Promise.all([prepared.catch(() => undefined), afterNextPaint()]);
  syncCatalogs(i18n, stores.site, stores.content);
  // As a transition, hydration yields to the browser every few milliseconds instead of holding input for all of it.
  startTransition(() => {
    hydrateRoot(root, app, {
      onRecoverableError: (error) =>
        reporter.report({
          kind: 'render',
          message: `Hydration fell back to client rendering: ${error instanceof Error ? error.message : String(error)}`,
          severity: 2,
        }),
    });
  });
}

/**
 * Resolves once the browser has painted the server's markup (or after 100 ms in a hidden tab, which never paints):
 * hydrating first would hold the first paint behind the whole hydration.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    requestAnimationFrame(() =>
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0),
    );
  });
}

function readJsonScript<T>(id: string): T | undefined {
  const script = document.getElementById(id);
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Without the inlined index (the Vite dev server), ask the content root. */
async function fetchSitesIndex(): Promise<SiteSummary[]> {
  try {
    const response = await fetch('/content/sites.json');
    return response.ok ? ((await response.json()) as SiteSummary[]) : [];
  } catch {
    return [];
  }
}

/**
 * One cache-bust value per page load, so a reload always sees the operator's latest content. The server picks it and
 * preloads the first content files with it; the client must ask for exactly those URLs to use the preloads.
 */
function cacheBust(): string {
  return (
    document.querySelector('meta[name="content-cb"]')?.getAttribute('content') || Date.now().toString(36)
  );
}

void start();
