/**
 * The server-render entry, built to `dist-ssr/` and called by the server for each page request: the same stores,
 * content loader and components as the browser, fed from the content root on disk.
 */
import { JSDOM } from 'jsdom';
import { enableStaticRendering } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { ServerRender, ServerRenderResult } from '../../schemas/server-render.ts';
import { basePath, sitePath, type SiteSummary } from '../../shared/site-paths.ts';
import { blockRegistry } from '../blocks/registry.ts';
import { documentHead, NOT_FOUND_HEAD, prepareSiteRoute } from './routes/index.ts';
import { localize } from '../content/index.ts';
import { createI18n } from '../i18n/index.ts';
import { serverCartService } from '../features/bag/index.ts';
import { recordingTransport } from '../kernel/api/api-reader.ts';
import { HttpProductService } from '../features/product/index.ts';
import { createApiSite } from '../kernel/site/api-site.ts';
import { createDiscoveryServices } from './services/discovery.ts';
import { ownSearchRequester } from './server/own-search-requester.ts';
import { recordingSearchAnswers } from '../kernel/search/index.ts';
import { headMarkup } from './server/head-markup.ts';
import { isUnindexedPage } from '../../shared/private-pages.ts';
import { systemClock } from '../kernel/browser/system-clock.ts';
import { RecordingContentService } from '../kernel/content/services.ts';
import type { DiscoveryServices, KeyValueStorage } from '../kernel/types/index.ts';
import { type ShellContent } from '../kernel/stores/index.ts';
import { createRootStore } from './root.ts';
import { App } from './app.tsx';
import { syncCatalogs } from '../features/shell/index.ts';
import { widgets } from './widgets.ts';
import { planSiteBehaviourContent, serverSplashMarkup } from '../features/site-behaviours/index.ts';
import { sanitizeWithWindow } from '../ui/sanitize-html.ts';
import { loadSanitizer } from '../ui/safe-html.ts';
import { cleanHtmlOf } from './server/clean-html.ts';
import { shopIntegrations } from '../kernel/api/shop-metadata.ts';
import { recordUsedModules } from './server/used-modules.ts';

// Observers render once per request on the server and never subscribe.
enableStaticRendering(true);
// Editorial HTML is sanitised on the server exactly as in the browser: DOMPurify on jsdom's DOM.
sanitizeWithWindow(new JSDOM('').window as unknown as Parameters<typeof sanitizeWithWindow>[0]);
await loadSanitizer();

/** A visitor's storage is in their browser: the server renders what a first visit sees. */
const firstVisitStorage: KeyValueStorage = { get: () => null, set: () => {}, remove: () => {} };

export const render: ServerRender = (request) => recordUsedModules((used) => renderPage(request, used));

async function renderPage(
  request: Parameters<ServerRender>[0],
  usedModules: () => string[],
): Promise<ServerRenderResult> {
  const url = new URL(request.url, 'http://storefront.invalid');
  const content = new RecordingContentService(request.readContentFile);
  // A block's render can run again after suspending: each problem is reported once per page.
  const reported = new Set<string>();
  const reporter = {
    report: (problem: { message: string; file?: string; pointer?: string }) => {
      const key = `${problem.file ?? ''}#${problem.pointer ?? ''} ${problem.message}`;
      if (reported.has(key)) return;
      reported.add(key);
      request.report(problem);
    },
  };
  const analytics = { emit: () => {} };
  // The product page reads its product from the server's own API, and the page carries the answer to the browser.
  const api = recordingTransport(request.fetchApi);
  const products = new HttpProductService(
    api.transport,
    createApiSite(() => stores, content),
  );
  let discoveryServices: Promise<DiscoveryServices> | undefined;
  const discovery = () =>
    (discoveryServices ??= createDiscoveryServices({
      content,
      origin: new URL(request.origin),
      site: createApiSite(() => stores, content),
      transport: api.transport,
      answers: recordingSearchAnswers(api.answers),
      ownEndpoint: ownSearchRequester(request.fetchSearch),
      language: () => stores.site.language,
    }));
  const stores = createRootStore(
    {
      content,
      reporter,
      analytics,
      storage: firstVisitStorage,
      marketing: {
        subscribe: () => Promise.resolve({ ok: false, status: 503 }),
        requestBackInStock: () => Promise.resolve({ ok: false, status: 503 }),
      },
      // Server rendering never calls the API: the cart is the browser's.
      cart: () => Promise.resolve(serverCartService),
      // Listings render their first page here, searching as the browser does; the page carries every answer.
      discovery,
      products: () => Promise.resolve(products),
      // Read from the content root like the browser's, and carried to it with the page.
      integrations: () => shopIntegrations(content),
      // Personalisation starts with the shopper's choice, in the browser.
      customise: () => new Promise(() => {}),
      // Paying happens in the browser only.
      payments: () => new Promise(() => {}),
      // Saved addresses are the signed-in browser's.
      addresses: () => new Promise(() => {}),
      savedCards: () => new Promise(() => {}),
      // Orders are the shopper's own: read in the browser only.
      orders: () => new Promise(() => {}),
      // An enquiry is sent from the browser.
      helpdesk: () => new Promise(() => {}),
      clock: systemClock,
    },
    { sites: request.sites, preview: request.host.includes('preview') },
  );
  stores.site.setPathname(url.pathname);
  const location = stores.site.location;
  const prepared = await prepareSiteRoute(stores, {
    registry: blockRegistry,
    widgets,
    withExtras: true,
    search: url.search,
  });
  if (!location || !prepared || prepared.clientOnly || /\/index\.html$/.test(location.rest)) {
    return { kind: 'client-only' };
  }
  const { route, shell } = prepared;
  const redirect = route.redirect();
  if (redirect) {
    return {
      kind: 'redirect',
      location: redirect.external ? redirect.to : `${stores.site.href(redirect.to)}${url.search}`,
    };
  }

  const i18n = createI18n({ reporter, isProduction: true });
  syncCatalogs(i18n, stores.site, stores.content);
  function Router({ children }: { children: ReactNode }) {
    return <StaticRouter location={`${url.pathname}${url.search}`}>{children}</StaticRouter>;
  }
  // What the screen and the site's behaviours will read once in the browser travels with the page, checked here.
  stores.content.startPlanning();
  planSiteBehaviourContent(stores);
  const html = await renderToString(
    <App
      stores={stores}
      i18n={i18n}
      widgets={widgets}
      supportCode=""
      reporter={reporter}
      analytics={analytics}
      Router={Router}
      onServer
    />,
    (error) => request.report({ message: `Server render: ${errorMessage(error)}` }),
  );
  // Whatever route found there is nothing here, the page is titled as not found, as its status says.
  const headInput = prepared.notFound ? NOT_FOUND_HEAD : route.head();
  const language = location.language;
  const head = headInput
    ? documentHead(shell, (text) => localize(text, language, location.site.defaultLanguage), headInput)
    : { title: '', description: '' };
  const extras = prepared.extras;
  const [overlayHtml] = await Promise.all([
    serverSplashMarkup(stores, i18n, request.splashSeen),
    stores.content.loadPlanned(),
  ]);
  const result: ServerRenderResult = {
    kind: 'page',
    status: prepared.notFound ? 404 : 200,
    html,
    lang: stores.site.locale,
    dir: stores.site.direction,
    ...head,
    contentFiles: content.files,
    cleanHtml: cleanHtmlOf(content.files),
    modules: usedModules(),
    // In path order, whatever order the calls finished in: the same page is the same bytes, as its ETag needs.
    apiAnswers: Object.fromEntries(Object.entries(api.answers).sort(([a], [b]) => a.localeCompare(b))),
    preloadImages: extras?.image ? [extras.image] : [],
    headMarkup: headMarkup(
      {
        origin: request.origin,
        href: (path) => stores.site.href(path),
        name: brandName(shell),
        alternates: languageAlternates(location.site),
      },
      {
        ...head,
        ...(extras ? { extras } : {}),
        ...(prepared.notFound ? {} : { path: location.rest }),
        noindex: isUnindexedPage(location.rest),
      },
    ),
    ...(overlayHtml ? { overlayHtml } : {}),
  };
  return result;
}

/**
 * Render and wait for every lazy part (blocks, widgets): the page arrives complete, with no fallbacks. No boundary is
 * split out of order, since that needs inline scripts, which the Content-Security-Policy refuses.
 */
async function renderToString(element: ReactNode, onError: (error: unknown) => void): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element, {
    onError,
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Each language of a site as `hreflang` (its locale when the site names one) and `x-default` on the default one. */
function languageAlternates(site: SiteSummary): { hreflang: string; href: (path: string) => string }[] {
  const inLanguage = (language: string) => (path: string) => sitePath(basePath(site, language), path);
  return [
    ...site.languages.map((language) => ({
      hreflang: site.locales?.[language] ?? language,
      href: inLanguage(language),
    })),
    { hreflang: 'x-default', href: inLanguage(site.defaultLanguage) },
  ];
}

/** The shop's name as its head content gives it (the application name), for link previews. */
function brandName(shell: ShellContent): string {
  return shell.head?.meta?.find((meta) => meta.name === 'application-name')?.content ?? '';
}

const errorMessage = (error: unknown) =>
  error instanceof Error ? `${error.message}\n${error.stack ?? ''}` : String(error);
