import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseSitePath } from '../../shared/site-paths.ts';
import { injectIndexHtml, injectServerRender, markSiteGate, readIndexHtml } from './index-html.ts';
import { readBuildManifest } from './build-manifest.ts';
import { contentPreloads } from './content-preloads.ts';
import { readSitesIndex } from './sites-index.ts';
import { renderOnServer } from './server-render.ts';
import { searchConnectOrigins, thirdPartyScriptOrigins } from './script-origins.ts';
import { hasQueryParameter } from './query-string.ts';
import { pageContentSecurityPolicy } from './security-headers.ts';
import { SPLASH_SEEN_COOKIE } from '../../schemas/server-render.ts';
import { cookieValue } from '../gate/gate-pass.ts';
import { isUnindexedPage } from '../../shared/private-pages.ts';
import {
  PERSONAL_CACHE_CONTROL,
  isAnonymous,
  pageAudience,
  pageEtag,
  sendCachedPage,
  sendKeptPage,
  type PageAudience,
} from './page-caching.ts';
import { ContentReadLog, trackContentReads } from './content-reads.ts';
import { findContentFile } from './content-file-reader.ts';
import type { PageCache } from './page-cache.ts';

/** Where the page comes from and which build date it announces. */
export interface HtmlPageOptions {
  contentDir: string;
  distDir: string;
  /** The built server-render entry (`dist-ssr/`); without it pages render in the browser only. */
  serverRenderDir?: string;
  buildDate?: string;
  /** Anonymous pages kept until what they were made from changes; absent: every page is made per request. */
  pageCache?: PageCache;
}

/** True for an open page's "is there a newer build?" request (`?checkForUpdate=<random>`), which is never cached. */
export function isUpdateCheck(request: FastifyRequest): boolean {
  return hasQueryParameter(request.query, 'checkForUpdate');
}

/** Headers that name a client: a page's own calls never carry them, so only the socket address names the visitor. */
const CLIENT_NAMING_HEADERS = new Set(['forwarded', 'x-forwarded-for', 'x-real-ip']);

/** An in-process call's answer; `retryAfter` is set when this visitor's limit refused it (429). */
interface OwnAnswer {
  status: number;
  text: string;
  retryAfter?: string;
}

/**
 * A call to this server, in process, on behalf of the visitor a page is rendered for: only paths under `prefix`, so a
 * page cannot reach anything else. The call comes from the visitor's address (`remoteAddress`, which only `inject`
 * can set), so every per-client limit counts it against that visitor, as if their browser had asked; the visitor's
 * site gate passes go along, so the API of a gated site answers only those who hold a pass.
 */
async function callOwnEndpoint(
  request: FastifyRequest,
  prefix: '/api/' | '/1/indexes/',
  call: { path: string; headers: Record<string, string>; body?: string },
): Promise<OwnAnswer> {
  if (!call.path.startsWith(prefix)) return { status: 404, text: '' };
  const passes = request.server.siteGate.passCookies(request);
  const headers = Object.fromEntries(
    Object.entries(call.headers).filter(([name]) => !CLIENT_NAMING_HEADERS.has(name.toLowerCase())),
  );
  const answer = await request.server.inject({
    method: call.body === undefined ? 'GET' : 'POST',
    url: call.path,
    remoteAddress: request.ip,
    headers: { ...headers, ...(passes ? { cookie: passes } : {}) },
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
  const retryAfter = answer.statusCode === 429 ? String(answer.headers['retry-after'] ?? '60') : undefined;
  return { status: answer.statusCode, text: answer.body, ...(retryAfter ? { retryAfter } : {}) };
}

/** The splash id this visitor closed, from the cookie the browser sets; unreadable values count as none. */
function splashSeen(request: FastifyRequest): string | undefined {
  const value = cookieValue(request.headers.cookie, SPLASH_SEEN_COOKIE);
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * A page rendered in the browser only: 404 when its path names no site of the content root (a country folder removed,
 * a mistyped one), where the storefront can only offer the site picker; the update check's shell is always 200.
 */
const shellStatus = (request: FastifyRequest, site: unknown): number =>
  site || isUpdateCheck(request) ? 200 : 404;

/** A page answer made, before it is sent: a redirect, or the HTML with its status and headers. */
type PageAnswer =
  | { kind: 'redirect'; location: string }
  | { kind: 'not-built' }
  | {
      kind: 'page';
      status: number;
      html: string;
      cacheBust: string;
      audience: PageAudience;
      headers: Record<string, string>;
      /** Made whole: rendered on the server (where it can be) with every call of the render answered. */
      whole: boolean;
    };

/**
 * Answer the storefront shell: dist/index.html with the sites index and build date filled in for this request.
 * Always revalidated by browsers, with an ETag (see page-caching.ts); never stored for the update check or a shopper's
 * own page, and left out of search engines' index where the page is private. 503 until `npm run build` ran.
 * An anonymous visitor's page comes from the page cache when one is kept and still current (page-cache.ts).
 */
export async function sendHtmlPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: HtmlPageOptions,
): Promise<FastifyReply> {
  const cache = options.pageCache;
  const key =
    cache && isAnonymous(request) && !isUpdateCheck(request)
      ? `${request.protocol}://${request.host}${request.url}`
      : undefined;
  const kept = key ? await cache!.get(key) : undefined;
  if (kept) {
    reply.header('x-page-cache', 'hit');
    return sendKeptPage(request, reply, kept);
  }
  const reads = new ContentReadLog();
  const catalogueVersion = cache?.catalogueVersion();
  const answer = await trackContentReads(reads, () => makeHtmlPage(request, reply, options));
  if (answer.kind === 'redirect') return reply.redirect(answer.location, 302);
  if (answer.kind === 'not-built') {
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('The storefront is not built yet: run `npm run build`, then reload this page.\n');
  }
  for (const [name, value] of Object.entries(answer.headers)) reply.header(name, value);
  // Only a complete page is validated and cached: never the update check, an error page or a refusal.
  if (answer.status !== 200 || isUpdateCheck(request)) {
    const uncached = isUpdateCheck(request)
      ? 'no-store'
      : answer.audience === 'personal'
        ? PERSONAL_CACHE_CONTROL
        : 'no-cache';
    return reply
      .code(answer.status)
      .header('cache-control', uncached)
      .type('text/html; charset=utf-8')
      .send(answer.html);
  }
  // Kept for every anonymous visitor when made whole and nothing of this one shaped it (a gate's pass link sets a
  // cookie).
  if (key && answer.whole && answer.audience === 'shared' && !reply.hasHeader('set-cookie')) {
    const page = {
      html: answer.html,
      etag: pageEtag(answer.html, answer.cacheBust),
      headers: answer.headers,
    };
    cache!.set(key, page, reads, catalogueVersion);
    reply.header('x-page-cache', 'miss');
    return sendKeptPage(request, reply, page);
  }
  return sendCachedPage(request, reply, {
    html: answer.html,
    cacheBust: answer.cacheBust,
    audience: answer.audience,
  });
}

/** Make the page this request asks for (see sendHtmlPage), without sending it. */
async function makeHtmlPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: HtmlPageOptions,
): Promise<PageAnswer> {
  const page = await readIndexHtml(options.distDir);
  if (!page) return { kind: 'not-built' };
  // Looked up as a content file is, so a page kept by the page cache goes when the build changes under it.
  await findContentFile(options.distDir, 'index.html');
  // `gated` stays on the sites this visitor has no pass for: the storefront shows the overlay on those.
  const sites = request.server.siteGate.forVisitor(
    request,
    reply,
    await readSitesIndex(options.contentDir, request.log),
  );
  const buildDate = options.buildDate ?? page.builtAt.toISOString();
  const pathname = request.url.split('?')[0] ?? '/';
  // config.json is read on every request (through the sites index), so locking or opening a site needs no restart.
  const location = parseSitePath(pathname, sites);
  const site = location?.site;
  // A closed site's page is the bare shell that boots the overlay: nothing of the page, its content or its data.
  const locked = site?.gated === true;
  // The wait of the first of the render's calls this visitor's limits refused: such a page is not one to send.
  let refusedFor: string | undefined;
  // A call of the render that failed: the server's (the database restarting) or refused (a new site's search index
  // not opened yet). The page shows the failure, and is not kept: the next visitor's render may well succeed.
  let callFailed = false;
  const own =
    (prefix: '/api/' | '/1/indexes/') =>
    async (path: string, headers: Record<string, string>, body?: string) => {
      const answer = await callOwnEndpoint(request, prefix, { path, headers, body });
      refusedFor ??= answer.retryAfter;
      if (answer.status >= 400) callFailed = true;
      return answer;
    };
  const render =
    options.serverRenderDir && !isUpdateCheck(request) && !locked
      ? await renderOnServer({
          serverRenderDir: options.serverRenderDir,
          contentDir: options.contentDir,
          url: request.url,
          host: request.hostname,
          origin: `${request.protocol}://${request.host}`,
          sites,
          log: request.log,
          // Sessionless reads of the API, and the listing's searches on the search endpoint.
          fetchApi: own('/api/'),
          fetchSearch: own('/1/indexes/'),
          splashSeen: splashSeen(request),
        })
      : undefined;
  // A visitor past a limit (a crawler, a script) gets 429 with the wait, never a listing rendered empty as if the shop
  // had no products: crawlers slow down and keep no broken page, and a person behind the same address still gets the
  // page that renders in the browser, whose listing loads (or offers to retry) on its own.
  const refused = refusedFor !== undefined && render?.kind !== 'redirect';
  const rendered = refused ? undefined : render;
  if (rendered?.kind === 'redirect') return { kind: 'redirect', location: rendered.location };
  const manifest = await readBuildManifest(options.distDir);
  const cacheBust = Date.now().toString(36);
  const preloads = await contentPreloads(options.contentDir, locked ? [] : sites, pathname, cacheBust, {
    manifest,
    // A server-rendered page carries its content: fetching it again would only compete with the picture.
    fetchContent: rendered?.kind !== 'page',
    modules: rendered?.kind === 'page' ? rendered.modules : [],
  });
  const html = injectIndexHtml(page.html, { sites, buildDate, preloads });
  const filled = rendered?.kind === 'page' ? injectServerRender(html, rendered) : html;
  const [scriptOrigins, connectOrigins] = await Promise.all([
    site ? thirdPartyScriptOrigins(options.contentDir, site.siteId) : [],
    searchConnectOrigins(options.contentDir),
  ]);
  const headers: Record<string, string> = {
    'content-security-policy': pageContentSecurityPolicy(scriptOrigins, connectOrigins),
  };
  if (refused) headers['retry-after'] = refusedFor!;
  // Said in a header too, so a page rendered in the browser only is left out of the index as well.
  if (location && isUnindexedPage(location.rest)) headers['x-robots-tag'] = 'noindex';
  const status = rendered?.kind === 'page' ? rendered.status : refused ? 429 : shellStatus(request, site);
  return {
    kind: 'page',
    status,
    html: locked ? markSiteGate(filled) : filled,
    cacheBust,
    audience: pageAudience(request, location?.rest, locked),
    headers,
    whole: !callFailed && (!options.serverRenderDir || rendered?.kind === 'page'),
  };
}
