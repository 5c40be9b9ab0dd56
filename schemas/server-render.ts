/**
 * The contract between the server and the storefront's server-render entry (`src/app/entry-server.tsx`, built to
 * `dist-ssr/`). The server never imports the storefront's source: it loads the built entry and calls `render`.
 */
import type { SiteSummary } from './content/site-summary.ts';

export interface ServerRenderRequest {
  /** Path and query of the page request. */
  url: string;
  /** Host header: `preview` hosts render the staff preview. */
  host: string;
  /** `https://shop.example`: absolute addresses (canonical links, link previews) start with it. */
  origin: string;
  sites: SiteSummary[];
  /** A file of the content root by its path (`{siteId}/data/...`), or null when there is none. */
  readContentFile(path: string): Promise<string | null>;
  /**
   * A sessionless GET of the server's own API (a product page's product), answered in process: the page is rendered
   * from the same answer the browser would get.
   */
  fetchApi(path: string, headers: Record<string, string>): Promise<{ status: number; text: string }>;
  /**
   * A POST to the server's own search endpoint (`/1/indexes/...`, path with its query), answered in process with the
   * keys and limits any client meets: listings are rendered from the same engine and rules the browser searches.
   */
  fetchSearch(
    path: string,
    headers: Record<string, string>,
    body: string,
  ): Promise<{ status: number; text: string }>;
  /** Content problems found while rendering, for the server log. */
  report(problem: { message: string; file?: string; pointer?: string }): void;
  /** The splash this visitor has closed (its id, from the `SPLASH_SEEN_COOKIE` cookie); absent on a first visit. */
  splashSeen?: string;
}

export type ServerRenderResult =
  | {
      kind: 'page';
      status: 200 | 404;
      /** The markup of `#root`. */
      html: string;
      lang: string;
      dir: 'ltr' | 'rtl';
      title: string;
      description: string;
      /** Every content file the render read, by path: the browser hydrates from these instead of fetching them. */
      contentFiles: Record<string, string>;
      /**
       * Every API answer the render read, by path, and every search it made, by its batch (`POST /1/...` keys): the
       * browser hydrates from these instead of asking again.
       */
      apiAnswers: Record<string, string>;
      /** Pictures the first screen shows (a product's main picture): preloaded in the head. */
      preloadImages: readonly string[];
      /** Extra head markup (canonical link, Open Graph, JSON-LD), already escaped. */
      headMarkup: string;
      /**
       * Every editorial HTML string of `contentFiles` the sanitiser leaves unchanged: the browser shows these as they
       * are, and a page made only of them never loads the sanitiser.
       */
      cleanHtml: readonly string[];
      /**
       * The storefront's modules the render loaded on demand (routes, widgets, blocks, stores), by their key in the
       * client build's manifest: the server lists their chunks in the page so the browser fetches them at once.
       */
      modules: readonly string[];
      /** Markup laid over the page from its first paint (a first visit's splash), placed after `#root`. */
      overlayHtml?: string;
    }
  | { kind: 'redirect'; location: string }
  /** Pages that depend on the visitor's own stored state are left to the browser. */
  | { kind: 'client-only' };

export type ServerRender = (request: ServerRenderRequest) => Promise<ServerRenderResult>;

/**
 * The cookie holding the id of the splash a visitor closed: the server leaves a seen splash out of the page (the
 * browser's own memory of it is out of the server's sight).
 */
export const SPLASH_SEEN_COOKIE = 'storefront-splash-seen';
/** The server-rendered splash's element: the browser's own splash takes its place. */
export const SERVER_SPLASH_ID = 'server-splash';

/** The `<script type="application/json">` holding `cleanHtml`. */
export const SERVER_CLEAN_HTML_SCRIPT_ID = 'server-clean-html';

/** `#root` carries this attribute when its markup came from the server, so the browser hydrates it. */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/** The `<script type="application/json">` holding `contentFiles`. */
export const SERVER_CONTENT_SCRIPT_ID = 'server-content';
/** The `<script type="application/json">` holding `apiAnswers`. */
export const SERVER_API_SCRIPT_ID = 'server-api';

/**
 * The global function the server render's build calls as each of its dynamic imports starts, with the module's
 * manifest key (scripts/vite-plugin-ssr-imports.ts); the server entry records the calls of each page.
 */
export const SSR_IMPORT_NOTE = '__noteDynamicImport';

/**
 * Written by the browser's build beside Vite's manifest: for each of the storefront's modules the manifest has no key
 * for, the manifest key of the chunk that holds it.
 */
export const MODULE_CHUNKS_FILE = '.vite/module-chunks.json';

/**
 * Where the browser keeps the commerce API's session (a shopper with a bag): the page names the chunks only such a
 * shopper loads under `data-if-stored` with this key, and boot.js preloads them only when it is stored.
 */
export const API_SESSION_STORAGE_KEY = 'storefront:api-session';
