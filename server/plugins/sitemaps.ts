import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sitemapFileParams } from '../../schemas/api/path-params.schema.ts';
import type { Queryable } from '../db/database.ts';
import { etagOfBytes, matchesIfNoneMatch } from '../lib/etag.ts';
import { readSitesIndex, type SiteSummary } from '../lib/sites-index.ts';
import {
  contentPageDates,
  robotsTxt,
  sitemapFileName,
  sitemapIndexXml,
  sitemapParts,
  sitemapXml,
  sitePagePaths,
  SITEMAP_URL_LIMIT,
} from '../lib/sitemap.ts';

/** Options of the sitemaps plugin: the content root the sites and their pages are read from. */
export interface SitemapsPluginOptions {
  contentDir: string;
  /** The catalogue: without it (no commerce back end) the sitemaps list content pages and categories only. */
  db?: Queryable;
}

/** Crawlers may keep these for an hour: the content they list changes with a content edit, not per visitor. */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=600';

const originOf = (request: FastifyRequest): string => `${request.protocol}://${request.host}`;

/** Send a text the same for every visitor, with its ETag, or 304 when the client's copy is current. */
function sendShared(request: FastifyRequest, reply: FastifyReply, type: string, text: string): FastifyReply {
  const etag = etagOfBytes(text);
  reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type(type).send(text);
}

/** The sites a crawler may see: a site behind the site gate is not announced. */
async function openSites(contentDir: string, request: FastifyRequest): Promise<SiteSummary[]> {
  return (await readSitesIndex(contentDir, request.log)).filter((site) => site.gated !== true);
}

/**
 * `/robots.txt`, the sitemap index `/sitemap.xml` and one sitemap per site language (`/sitemaps/uk-en-1.xml`), read
 * from the content root on every request so a new site or page is listed without a restart.
 */
export const sitemapsPlugin: FastifyPluginAsyncJsonSchemaToTs<{ Options: SitemapsPluginOptions }> = async (
  app,
  { contentDir, db },
) => {
  app.get('/robots.txt', async (request, reply) =>
    sendShared(request, reply, 'text/plain; charset=utf-8', robotsTxt(originOf(request))),
  );

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    const files: string[] = [];
    for (const site of await openSites(contentDir, request)) {
      const parts = sitemapParts((await sitePagePaths(contentDir, site, db)).length);
      for (const language of site.languages) {
        for (let part = 1; part <= parts; part++) {
          files.push(`${origin}/sitemaps/${sitemapFileName(site, language, part)}`);
        }
      }
    }
    return sendShared(request, reply, 'application/xml; charset=utf-8', sitemapIndexXml(files));
  });

  app.get('/sitemaps/:file', { schema: { params: sitemapFileParams } }, async (request, reply) => {
    for (const site of await openSites(contentDir, request)) {
      for (const language of site.languages) {
        const prefix = `${site.siteId}-${language}-`;
        const { file } = request.params;
        const number = file.startsWith(prefix) && file.endsWith('.xml') ? file.slice(prefix.length, -4) : '';
        if (!/^[1-9][0-9]*$/.test(number)) continue;
        const part = Number(number);
        const paths = await sitePagePaths(contentDir, site, db);
        if (part > sitemapParts(paths.length)) break;
        const slice = paths.slice((part - 1) * SITEMAP_URL_LIMIT, part * SITEMAP_URL_LIMIT);
        const dates = await contentPageDates(contentDir, site, language);
        const xml = sitemapXml(originOf(request), site, language, slice, dates);
        return sendShared(request, reply, 'application/xml; charset=utf-8', xml);
      }
    }
    return reply.callNotFound();
  });
};
