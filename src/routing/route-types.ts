import type { CatalogKey } from '../i18n/index.ts';
import type { ComponentType, ReactNode } from 'react';
import type { LocalizedText } from '../content/index.ts';
import type { BlockRegistry, WidgetMap } from '../renderer/index.ts';
import type { ShopStores, ShellContent } from '../kernel/stores/index.ts';

/** The stores a route reads to match, describe and prepare a page. */
export type RouteStores = Pick<ShopStores, 'site' | 'content' | 'prepared' | 'build' | 'get'>;

/** What every route is matched against: the site's shell content and the path inside the site. */
export interface RouteContext {
  shell: ShellContent;
  /** Path inside the site, always starting with '/'. */
  rest: string;
  /** For routes whose head depends on what they loaded (a product's name and picture). */
  stores: RouteStores;
}

/** What a page offers crawlers and link previews beyond its title and description. */
export interface HeadExtras {
  /** Site-relative path of the page's one address. */
  canonical?: string;
  /** Open Graph type, `website` when absent. */
  type?: 'product' | 'website';
  /** The page's main picture: shown in link previews and preloaded with the page. */
  image?: string;
  /** Structured data (schema.org) describing the page. */
  jsonLd?: Record<string, unknown>;
}

/** What the document head describes for a page: its seoData path and the title and description the route gives. */
export interface HeadInput {
  path: string;
  title?: LocalizedText;
  /** The title as a key of the site's language file, for pages whose title is one of the interface's strings. */
  titleKey?: CatalogKey;
  description?: LocalizedText;
}

/** What loading a route's content and code needs: the stores that hold content, and the block and widget code. */
export interface PrepareContext {
  stores: RouteStores;
  /** The server render wants the head's extras (structured data...); the browser never does. */
  withExtras?: boolean;
  registry: BlockRegistry;
  widgets: WidgetMap;
  siteId: string;
  language: string;
  /**
   * The page's query string, when the first render must show data that depends on it (a listing's results): on the
   * server, and in the browser hydrating the server's markup. Absent, listings search once they are on screen.
   */
  search?: string;
}

/** What preparing a route found out, beyond having loaded everything. */
export interface PrepareOutcome {
  /** The path has no page here after all (its content file is missing): a 404. */
  notFound?: boolean;
  /** The first visit is sent elsewhere in the browser (a starting context): the server leaves the page to it. */
  clientOnly?: boolean;
  /** What the server's head adds for crawlers and link previews; only the server render asks for it. */
  extras?: HeadExtras;
}

/** What a route's screen is given: the route's match and the context it was matched in. */
export interface ScreenProps<Match> {
  match: Match;
  context: RouteContext;
}

/** A screen: the (often lazily loaded) component a route renders, with the match it was given. */
export type RouteScreen<Match> = ComponentType<ScreenProps<Match>> & {
  preload?: () => Promise<unknown>;
};

/**
 * One route of the site: how it recognises a path, what it renders and what must be loaded before it renders (so
 * the server and the hydrating browser render the same tree). Adding a route is one such module and one line in the
 * table.
 */
export interface RouteModule<Match> {
  /** A stable name, for tests and for reading the table. */
  id: string;
  /** The route's own reading of the path, or undefined when the path is not this route's. */
  match(context: RouteContext): Match | undefined;
  Screen: RouteScreen<Match>;
  /** The document head for the match; none leaves the head as it is. */
  head?(match: Match, context: RouteContext): HeadInput | undefined;
  /**
   * Load the content the first render needs (the screen's code is loaded by the table). The server render passes
   * `withExtras` to be given the head's extras too.
   */
  prepare?(match: Match, context: PrepareContext): Promise<PrepareOutcome | void>;
  /** Where the server sends the request instead of rendering (an operator's redirect list). */
  redirect?(match: Match, context: RouteContext): { to: string; external: boolean };
  /** True for the route that answers when nothing else does. */
  notFound?: boolean;
}

/** A route with its match bound: everything the router, the preparation and the server ask of it. */
export interface ResolvedRoute {
  id: string;
  notFound: boolean;
  head(): HeadInput | undefined;
  redirect(): { to: string; external: boolean } | undefined;
  prepare(context: PrepareContext): Promise<PrepareOutcome>;
  render(): ReactNode;
}

/** A route of the table, its match type hidden behind `resolve`. */
export interface SiteRouteDefinition {
  id: string;
  resolve(context: RouteContext): ResolvedRoute | undefined;
}
