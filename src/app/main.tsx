import { createRoot } from 'react-dom/client';
import { BrowserStorage, ConsoleErrorReporter, DataLayerAnalytics, shoppingSessionId } from '../services/browser/index.ts';
import { HttpContentService } from '../services/content/index.ts';
import { createI18n } from '../i18n/index.ts';
import type { SiteSummary } from '../sites/index.ts';
import { createRootStore } from '../stores/index.ts';
import { App } from './app.tsx';
import { widgets } from './widgets.ts';

/** The composition root: the only place real services are built. */
function start() {
  const sites = readSitesIndex();
  const storage = new BrowserStorage();
  const reporter = new ConsoleErrorReporter();
  const analytics = new DataLayerAnalytics(window as unknown as { dataLayer?: unknown[] });
  const content = new HttpContentService('/content', cacheBust());
  const preview = window.location.hostname.includes('preview');
  const stores = createRootStore({ content, reporter, analytics, storage }, { sites, preview });
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
  createRoot(root).render(<App stores={stores} i18n={i18n} widgets={widgets} supportCode={shoppingSessionId(storage)} />);
}

function readSitesIndex(): SiteSummary[] {
  const script = document.getElementById('sites-index');
  try {
    return script?.textContent ? (JSON.parse(script.textContent) as SiteSummary[]) : [];
  } catch {
    return [];
  }
}

/** One cache-bust value per page load: a reload always sees the operator's latest content. */
function cacheBust(): string {
  return Date.now().toString(36);
}

start();
