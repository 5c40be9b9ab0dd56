import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../schemas/api/conventions.ts';
import { isPersonalPage } from '../../shared/private-pages.ts';
import { cookieValue } from '../gate/gate-pass.ts';
import { etagOfBytes, matchesIfNoneMatch } from './etag.ts';
import { PAGE_ENCODINGS, type KeptPage, type PageEncoding } from './page-cache.ts';

/**
 * Browsers always revalidate (a reload must show the operator's latest content); a CDN may keep the page a minute and
 * serve it a few minutes more while it fetches the new one, since every visitor without cookies gets the same HTML.
 */
export const SHARED_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';

/** A page whose HTML depends on the visitor's cookies (site gate passes, a closed splash): theirs alone. */
export const PRIVATE_PAGE_CACHE_CONTROL = 'private, no-cache';

/**
 * An answer for one shopper (their pages, their cart, their account): no cache keeps it, not even the browser's, so
 * it is never shown again from disk, to them after signing out or to the next person at a shared computer.
 */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** Who may keep a page: every anonymous visitor's copy, one visitor's, or no one's. */
export type PageAudience = 'shared' | 'visitor' | 'personal';

/** How long the search endpoint took, as each search answer a page carries reports it (escaped once or more in JSON). */
const SEARCH_TIMING = /processingTimeMS\\*":\d+/g;

/**
 * The ETag of a page: its bytes with the per-load cache-bust value and the search answers' timings masked (both change
 * on every request), so two loads of an unchanged page carry the same tag, on any server, while any change to the page
 * itself changes it.
 */
export function pageEtag(html: string, cacheBust: string): string {
  return etagOfBytes(html.split(cacheBust).join('').replace(SEARCH_TIMING, 'processingTimeMS'));
}

/** True when the page sent to this visitor is the one every anonymous visitor gets: no cookie can have shaped it. */
export const isAnonymous = (request: FastifyRequest): boolean => !request.headers.cookie;

/**
 * Who may keep the page at `rest` (the path inside its site) sent to this visitor: no one when the page is a shopper's
 * own or the visitor holds a shopping session (the API's cookie), only them when other cookies may have shaped it or
 * the site is locked, every anonymous visitor otherwise.
 */
export function pageAudience(
  request: FastifyRequest,
  rest: string | undefined,
  locked: boolean,
): PageAudience {
  const inSession = cookieValue(request.headers.cookie, SESSION_COOKIE) !== undefined;
  if (inSession || (rest !== undefined && isPersonalPage(rest))) return 'personal';
  return isAnonymous(request) && !locked ? 'shared' : 'visitor';
}

const CACHE_CONTROL: Record<PageAudience, string> = {
  shared: SHARED_PAGE_CACHE_CONTROL,
  visitor: PRIVATE_PAGE_CACHE_CONTROL,
  personal: PERSONAL_CACHE_CONTROL,
};

/**
 * Set a 200 page's validators and caching, and answer 304 when the visitor's copy is current: the visitor keeps the
 * copy they hold, cache-bust value included, which at worst reuses content fetched in the last few minutes. A personal
 * page has no validator: nothing may be kept to revalidate, and no tag another visitor saw can earn a 304.
 */
export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { html: string; cacheBust: string; audience: PageAudience },
): FastifyReply {
  if (page.audience === 'personal')
    return reply
      .header('vary', 'cookie')
      .header('cache-control', PERSONAL_CACHE_CONTROL)
      .type('text/html; charset=utf-8')
      .send(page.html);
  const validated = { html: page.html, etag: pageEtag(page.html, page.cacheBust), headers: {} };
  return sendKeptPage(request, reply, validated, CACHE_CONTROL[page.audience]);
}

/**
 * Send a page someone may keep (every anonymous visitor's by default, made now or kept by the page cache) with its
 * validator and the headers made with it: 304 when current; in the kept compressed form the visitor accepts, once
 * there is one.
 */
export function sendKeptPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
  cacheControl = SHARED_PAGE_CACHE_CONTROL,
): FastifyReply {
  for (const [name, value] of Object.entries(page.headers)) reply.header(name, value);
  reply
    .header('vary', 'cookie, accept-encoding')
    .header('cache-control', cacheControl)
    .header('etag', page.etag);
  if (matchesIfNoneMatch(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  reply.type('text/html; charset=utf-8');
  const encoding = page.encoded && acceptedEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(page.encoded![encoding]);
}

/** The first of the kept encodings the `accept-encoding` header accepts (a `q=0` refuses one), if any. */
export function acceptedEncoding(header: string | undefined): PageEncoding | undefined {
  if (!header) return undefined;
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  return PAGE_ENCODINGS.find((encoding) => accepted.has(encoding));
}
