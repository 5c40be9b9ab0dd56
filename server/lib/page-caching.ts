import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOfBytes, matchesIfNoneMatch } from './etag.ts';

/**
 * Browsers always revalidate (a reload must show the operator's latest content); a CDN may keep the page a minute and
 * serve it a few minutes more while it fetches the new one, since every visitor without cookies gets the same HTML.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** A page whose HTML depends on the visitor's cookies (site gate passes, a closed splash): theirs alone. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * The ETag of a page: its bytes with the per-load cache-bust value masked (it changes on every request), so two loads
 * of an unchanged page carry the same tag while any change to the page itself changes it.
 */
export function pageEtag(html: string, cacheBust: string): string {
  return etagOfBytes(html.split(cacheBust).join(''));
}

/** True when the page sent to this visitor is the one every anonymous visitor gets: no cookie can have shaped it. */
export const isAnonymous = (request: FastifyRequest): boolean => !request.headers.cookie;

/**
 * Set a 200 page's validators and caching, and answer 304 when the visitor's copy is current: the visitor keeps the
 * copy they hold, cache-bust value included, which at worst reuses content fetched in the last few minutes.
 */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { html: string; cacheBust: string; shared: boolean },
): FastifyReply {
  const etag = pageEtag(page.html, page.cacheBust);
  reply
    .header('etag', etag)
    .header('vary', 'cookie')
    .header('cache-control', page.shared ? SHARED_PAGE_CACHE_CONTROL : PRIVATE_PAGE_CACHE_CONTROL);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('text/html; charset=utf-8').send(page.html);
}
