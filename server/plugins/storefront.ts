import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { join } from 'node:path';
import { sendError } from '../lib/http-error.ts';
import { isUpdateCheck, sendHtmlPage, type HtmlPageOptions } from '../lib/html-page.ts';
import { resolveInsideRoot } from '../lib/safe-path.ts';
import { readDefaultSite, readSitesIndex, siteBasePath } from '../lib/sites-index.ts';

/** Options of the storefront plugin: the Vite build output and the content root (for the sites index). */
export type StorefrontPluginOptions = HtmlPageOptions;

/** Paths other plugins own: never answered with the SPA shell. */
const reservedPrefixes = ['/api/', '/content/', '/1/'];
/** Extensions of files Vite copies to dist/ from public/: a missing one is a 404, not the shell. */
const publicFileExtension = /\.(ico|png|svg|jpe?g|webp|gif|txt|xml|json|js|mjs|css|map|webmanifest|woff2?)$/i;

function splitUrl(url: string): { pathname: string; search: string } {
  const index = url.indexOf('?');
  return index === -1
    ? { pathname: url, search: '' }
    : { pathname: url.slice(0, index), search: url.slice(index) };
}

/** A same-site path: leading slashes and backslashes collapse to one, so `//evil.example` cannot be produced. */
const sameSite = (path: string): string => `/${path.replace(/^[/\\]+/, '')}`;

/**
 * The built storefront: hashed assets cached for a year, files from Vite's public/ folder, `/` redirected to the
 * default site, `.../index.html` redirected to its folder, and every other GET answered with the SPA shell.
 */
export const storefrontPlugin: FastifyPluginAsync<StorefrontPluginOptions> = async (app, options) => {
  const { distDir } = options;
  await app.register(fastifyStatic, {
    root: join(distDir, 'assets'),
    prefix: '/assets/',
    index: false,
    cacheControl: false,
    dotfiles: 'deny',
    // The build writes `.br` and `.gz` beside text assets: sent as they are, never compressed again per request.
    preCompressed: true,
    suppressWarning: true,
    // Only hashed assets are immutable: reply.sendFile of a public/ file (boot.js, the icon) runs this too, and those
    // keep their names from build to build.
    setHeaders: (reply, path) => {
      if (path.startsWith(join(distDir, 'assets'))) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });

  app.get('/', async (request, reply) => {
    if (isUpdateCheck(request)) return sendHtmlPage(request, reply, options);
    const sites = await readSitesIndex(options.contentDir, request.log);
    const site = await readDefaultSite(options.contentDir, sites);
    if (!site)
      return sendError(reply, 503, 'NO_SITE', 'No site folder with a config.json in the content root');
    return reply.redirect(siteBasePath(site) + splitUrl(request.url).search, 302);
  });

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const { pathname, search } = splitUrl(request.url);
    if (
      pathname === '/api' ||
      pathname === '/content' ||
      reservedPrefixes.some((p) => pathname.startsWith(p))
    ) {
      return reply.callNotFound();
    }
    if (pathname.endsWith('/index.html')) {
      return reply.redirect(sameSite(pathname.slice(0, -'index.html'.length)) + search, 301);
    }
    if (publicFileExtension.test(pathname)) {
      const file = await resolveInsideRoot(distDir, pathname.slice(1));
      if (!file) return reply.callNotFound();
      reply.header('cache-control', 'no-cache');
      return reply.sendFile(pathname.slice(1), distDir);
    }
    return sendHtmlPage(request, reply, options);
  });
};
