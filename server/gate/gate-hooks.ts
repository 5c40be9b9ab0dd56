import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../lib/http-error.ts';
import type { SiteGate } from './site-gate.ts';

/** The files of a closed site the overlay needs to boot: its config (served without the hashes) and its wording. */
const OPEN_WHILE_LOCKED = /^(?:config\.json|language\/[^/]+\.json)$/;

/** The site folder and the path inside it of a `/content/<site>/...` URL; undefined for root files (sites.json...). */
function contentSiteOf(url: string): { siteId: string; rest: string } | undefined {
  const match = /^\/content\/([^/?]+)\/([^?]*)/.exec(url);
  if (!match) return undefined;
  try {
    return { siteId: decodeURIComponent(match[1]!), rest: decodeURIComponent(match[2]!) };
  } catch {
    return undefined; // a bad encoding is the content route's 404 to answer
  }
}

/**
 * `onRequest`: a closed site's content files are refused, but for what the overlay needs. A gated site's answers
 * depend on the visitor's cookie, so a shared cache must not hand one visitor's answer to another.
 */
export function refuseLockedContent(gate: SiteGate) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const target = contentSiteOf(request.url);
    if (!target) return;
    const state = await gate.stateOf(target.siteId);
    if (state === 'open') return;
    reply.header('vary', 'cookie');
    // A folder whose config never passed its checks (one still being pushed) is not a site yet: as unknown as none.
    if (state === 'shut')
      return sendError(reply, 404, 'CONTENT_NOT_FOUND', `No content for ${target.siteId}/${target.rest}`);
    if (OPEN_WHILE_LOCKED.test(target.rest) || gate.hasPass(request, target.siteId)) return;
    return sendError(reply, 403, 'UNAUTHORIZED', `Site ${target.siteId} is locked: sign in first`);
  };
}

/**
 * The calls that read an index for shoppers (queries, recommendations, facet values); the operator's rule editing
 * carries the admin key and stays open.
 */
const SEARCH_READ = /^\/1\/indexes\/[^/?]+\/(?:query|queries|recommendations|facets\/[^/?]+\/query)(?:\?|$)/;

/** The index names a search call reads: the path's, or each of a multi-query's requests. */
function indexNamesOf(request: FastifyRequest): string[] {
  const fromPath = (request.params as { indexName?: unknown } | undefined)?.indexName;
  const requests = (request.body as { requests?: unknown } | undefined)?.requests;
  const fromBody = Array.isArray(requests)
    ? requests.map((entry) => (entry as { indexName?: unknown } | null)?.indexName)
    : [];
  return [fromPath, ...fromBody].filter((name): name is string => typeof name === 'string');
}

/** The site an index belongs to: every index of a site is named `<siteId>_products...`. */
function siteOfIndex(indexName: string): string | undefined {
  const at = indexName.indexOf('_products');
  return at > 0 ? indexName.slice(0, at) : undefined;
}

/**
 * `preHandler` (the body is parsed by then): a search on a closed site's indices is refused in Algolia's error
 * shape, which the search clients raise as their own error.
 */
export function refuseLockedSearch(gate: SiteGate) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!SEARCH_READ.test(request.url)) return;
    const siteIds = new Set(indexNamesOf(request).map(siteOfIndex));
    for (const siteId of siteIds) {
      if (siteId && (await gate.isLocked(request, siteId)))
        return reply.code(403).send({ message: `Site ${siteId} is locked: sign in first`, status: 403 });
    }
  };
}
