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

/** Where the page comes from and which build date it announces. */
export interface HtmlPageOptions {
  contentDir: string;
  distDir: string;
  /** The built server-render entry (`dist-ssr/`); without it pages render in the browser only. */
  serverRenderDir?: string;
  buildDate?: string;
}

/** True for an open page's "is there a newer build?" request (`?checkForUpdate=<random>`), which is never cached. */
export function isUpdateCheck(request: FastifyRequest): boolean {
  return hasQueryParameter(request.query, 'checkForUpdate');
}

/**
 * A call to this server, in process, on behalf of the visitor a page is rendered for: only paths under `prefix`, so a
 * page cannot reach anything else. The visitor's address (rate limits) and site gate passes go along, so the
 * endpoint's rules apply as to any call; the API of a gated site answers only those who hold a pass.
 */
async function callOwnEndpoint(
  request: FastifyRequest,
  prefix: '/api/' | '/1/indexes/',
  call: { path: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; text: string }> {
  if (!call.path.startsWith(prefix)) return { status: 404, text: '' };
  const passes = request.server.siteGate.passCookies(request);
  const answer = await request.server.inject({
    method: call.body === undefined ? 'GET' : 'POST',
    url: call.path,
    headers: { ...call.headers, 'x-forwarded-for': request.ip, ...(passes ? { cookie: passes } : {}) },
    ...(call.body === undefined ? {} : { payload: call.body }),
  });
  return { status: answer.statusCode, text: answer.body };
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

/**
 * Answer the storefront shell: dist/index.html with the sites index and build date filled in for this request.
 * Always revalidated; never stored for the update check, so it sees the newest build. 503 until `npm run build` ran.
 */
export async function sendHtmlPage(
  request: FastifyRequest,
  reply: FastifyReply,
  options: HtmlPageOptions,
): Promise<FastifyReply> {
  const page = await readIndexHtml(options.distDir);
  if (!page) {
    return reply
      .code(503)
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send('The storefront is not built yet: run `npm run build`, then reload this page.\n');
  }
  // `gated` stays on the sites this visitor has no pass for: the storefront shows the overlay on those.
  const sites = request.server.siteGate.forVisitor(
    request,
    reply,
    await readSitesIndex(options.contentDir, request.log),
  );
  const buildDate = options.buildDate ?? page.builtAt.toISOString();
  const pathname = request.url.split('?')[0] ?? '/';
  // config.json is read on every request (through the sites index), so locking or opening a site needs no restart.
  const site = parseSitePath(pathname, sites)?.site;
  // A closed site's page is the bare shell that boots the overlay: nothing of the page, its content or its data.
  const locked = site?.gated === true;
  const rendered =
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
          fetchApi: (path, headers) => callOwnEndpoint(request, '/api/', { path, headers }),
          fetchSearch: (path, headers, body) =>
            callOwnEndpoint(request, '/1/indexes/', { path, headers, body }),
          splashSeen: splashSeen(request),
        })
      : undefined;
  if (rendered?.kind === 'redirect') return reply.redirect(rendered.location, 302);
  const manifest = await readBuildManifest(options.distDir);
  const preloads = await contentPreloads(
    options.contentDir,
    locked ? [] : sites,
    pathname,
    Date.now().toString(36),
    {
      manifest,
      // A server-rendered page carries its content: fetching it again would only compete with the picture.
      fetchContent: rendered?.kind !== 'page',
    },
  );
  const html = injectIndexHtml(page.html, { sites, buildDate, preloads });
  const filled = rendered?.kind === 'page' ? injectServerRender(html, rendered) : html;
  const [scriptOrigins, connectOrigins] = await Promise.all([
    site ? thirdPartyScriptOrigins(options.contentDir, site.siteId) : [],
    searchConnectOrigins(options.contentDir),
  ]);
  return reply
    .header('content-security-policy', pageContentSecurityPolicy(scriptOrigins, connectOrigins))
    .code(rendered?.kind === 'page' ? rendered.status : shellStatus(request, site))
    .header('cache-control', isUpdateCheck(request) ? 'no-store' : 'no-cache')
    .type('text/html; charset=utf-8')
    .send(locked ? markSiteGate(filled) : filled);
}
