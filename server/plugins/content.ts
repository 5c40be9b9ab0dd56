import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentFileParams } from '../../schemas/api/path-params.schema.ts';
import { readContentText } from '../lib/content-files.ts';
import { isSiteConfigPath, withoutGateCredentials } from '../lib/site-gate-config.ts';
import { contentTypeOf } from '../lib/content-type.ts';
import { etagOfBytes, matchesIfNoneMatch } from '../lib/etag.ts';
import { sendError } from '../lib/http-error.ts';
import { isCheckedContentPath } from '../lib/last-good-content.ts';
import { hasQueryParameter } from '../lib/query-string.ts';
import { resolveInsideRoot } from '../lib/safe-path.ts';
import { NO_SCRIPT_POLICY } from '../lib/security-headers.ts';
import { sendContentFile } from '../lib/send-content-file.ts';
import { PREVIEW_METADATA_FILE, SITE_METADATA_FILE } from '../../shared/site-metadata.ts';
import { readSitesIndex } from '../lib/sites-index.ts';

/** Options of the content plugin: where the operator's content root is. */
export interface ContentPluginOptions {
  contentDir: string;
}

/**
 * Cache-Control of a content file. A `cb` (cache-bust) URL is unique to one page load, so it may be kept a while;
 * a plain URL is always revalidated so an operator's edit shows on the next load. metadata-v2.json (the maintenance
 * switch), live or the preview builds' copy, is always revalidated; shared media changes rarely.
 */
export function contentCacheControl(relativePath: string, hasCacheBust: boolean): string {
  if (relativePath === SITE_METADATA_FILE || relativePath === PREVIEW_METADATA_FILE) return 'no-cache';
  if (relativePath.startsWith('media/')) return 'public, max-age=3600';
  return hasCacheBust ? 'public, max-age=300' : 'no-cache';
}

/** JSON built for this request (not a file as stored), with an ETag of its bytes so revalidation still answers 304. */
function sendBuiltJson(request: FastifyRequest, reply: FastifyReply, body: string, cacheControl: string) {
  const etag = etagOfBytes(body);
  reply.header('etag', etag).header('cache-control', cacheControl);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * `GET /content/*`: the content root straight from disk on every request (no restart or rebuild after an operator
 * edit), and `GET /content/sites.json`: the index of site folders, rebuilt from disk on each request.
 */
export const contentPlugin: FastifyPluginAsyncJsonSchemaToTs<{ Options: ContentPluginOptions }> = async (
  app,
  { contentDir },
) => {
  app.get('/content/sites.json', async (request, reply) => {
    const sites = request.server.siteGate.forVisitor(
      request,
      reply,
      await readSitesIndex(contentDir, request.log),
    );
    return sendBuiltJson(request, reply, JSON.stringify(sites), 'no-cache');
  });

  app.get('/content/*', { schema: { params: contentFileParams } }, async (request, reply) => {
    const encodedPath = request.url.split('?')[0]!.slice('/content/'.length);
    const contentType = contentTypeOf(encodedPath);
    const file = contentType ? await resolveInsideRoot(contentDir, encodedPath, request.log) : undefined;
    const notFound = () =>
      sendError(reply, 404, 'CONTENT_NOT_FOUND', `No content for ${request.params['*'] ?? encodedPath}`);
    if (!file || !contentType) return notFound();
    const relativePath = decodeURIComponent(encodedPath);
    const hasCacheBust = hasQueryParameter(request.query, 'cb');
    reply.header('content-security-policy', NO_SCRIPT_POLICY);
    try {
      if (isSiteConfigPath(relativePath) || isCheckedContentPath(relativePath)) {
        // Read whole (within the content file cap) to serve the last good version of a file failing its checks,
        // and to take the gate hashes out of a config.
        const text = await readContentText(contentDir, relativePath, { log: request.log });
        if (text === undefined) return notFound();
        const body = isSiteConfigPath(relativePath) ? withoutGateCredentials(text) : text;
        return sendBuiltJson(request, reply, body, contentCacheControl(relativePath, hasCacheBust));
      }
      return await sendContentFile(request, reply, file, {
        contentType,
        cacheControl: contentCacheControl(relativePath, hasCacheBust),
      });
    } catch (error) {
      // Found a moment ago and gone now: its folder is being replaced (a deploy renaming folders). Not a fault.
      const code = (error as { code?: unknown }).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return notFound();
      throw error;
    }
  });
};
