import { createRoot } from 'react-dom/client';
import {
  BrowserStorage,
  ConsoleErrorReporter,
  DataLayerAnalytics,
  shoppingSessionId,
} from '../services/browser/index.ts';
import { HttpContentService } from '../services/content/index.ts';
import { createI18n } from '../i18n/index.ts';
import type { MarketingService } from '../services/types.ts';
import type { SiteSummary } from '../sites/index.ts';
import { createRootStore } from '../stores/index.ts';
import { App } from './app.tsx';
import { widgets } from './widgets.ts';

/** The composition root: the only place real services are built. */
async function start() {
  const sites = readSitesIndex() ?? (await fetchSitesIndex());
  const storage = new BrowserStorage();
  const reporter = new ConsoleErrorReporter();
  const analytics = new DataLayerAnalytics(window as unknown as { dataLayer?: unknown[] });
  const content = new HttpContentService('/content', cacheBust());
  const preview = window.location.hostname.includes('preview');
  // The marketing client loads with the first signup, not with the page.
  const marketing: MarketingService = {
    subscribe: async (request) => {
      const { HttpMarketingService } = await import('../services/marketing/index.ts');
      return new HttpMarketingService('/api').subscribe(request);
    },
  };
  const stores = createRootStore({ content, reporter, analytics, storage, marketing }, { sites, preview });
  (window as unknown as { __storefront?: unknown }).__storefront = { stores, reporter, analytics };

  // Start the content requests before React renders, so they run in parallel with the first render.
  stores.site.setPathname(window.location.pathname);
  const location = stores.site.location;
  if (location) {
    void stores.content.loadShell(location.site.siteId, location.language, location.site.defaultLanguage);
    if (location.rest === '/') void stores.content.loadPage(location.site.siteId, location.language, 'home');
  }

  const i18n = createI18n({ reporter, isProduction: import.meta.env.PROD });
  const root = document.getElementById('root');
  if (!root) throw new Error('#root missing from index.html');
  createRoot(root).render(
    <App stores={stores} i18n={i18n} widgets={widgets} supportCode={shoppingSessionId(storage)} />,
  );
}

/** The server inlines the sites index into the page, saving a request before any content can load. */
function readSitesIndex(): SiteSummary[] | undefined {
  const script = document.getElementById('sites-index');
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as SiteSummary[]) : undefined;
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
