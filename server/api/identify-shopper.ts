import type { FastifyRequest } from 'fastify';
import {
  SESSION_COOKIE,
  SESSION_HEADER,
  SITE_TAG_PARAM,
  STOREFRONT_CLIENT_ID,
  STOREFRONT_CLIENT_KEY,
  SUBFOLDER_HEADER,
} from '../../schemas/api/conventions.ts';
import type { AccessTokenVerifier } from '../identity/access-token.ts';
import { queryParameter } from '../lib/query-string.ts';
import { ApiError } from './api-error.ts';
import type { ShoppingSession } from './context.ts';
import type { SiteDirectory } from './site-directory.ts';

/**
 * Paths under /api that need no siteTag and no credentials: the contract itself, the developer outbox, and what the
 * payment provider calls or sends browsers to (its webhook proves itself by signature, a return by its redirectResult).
 */
const OPEN_PATHS = [
  /^\/api\/openapi\.json$/,
  /^\/api\/dev\//,
  /^\/api\/payments\/notifications$/,
  /^\/api\/checkout\/payment\/return\//,
  // An unsubscribe link is opened from an e-mail, without the API's credentials: its signed token proves it.
  /^\/api\/marketing\/unsubscribe$/,
];

const expectedBasic = `Basic ${Buffer.from(`${STOREFRONT_CLIENT_ID}:${STOREFRONT_CLIENT_KEY}`).toString('base64')}`;

/** What telling the caller apart needs: the sites, the sessions by signed id, and the access-token check. */
export interface ShopperIdentification {
  sites: Pick<SiteDirectory, 'metadata' | 'byFolder'>;
  sessions: {
    idOfToken(token: string): string | undefined;
    find(id: string): Promise<ShoppingSession | undefined>;
  };
  accessTokens: AccessTokenVerifier;
}

/**
 * Fill `request.shopper` before any commerce route runs: check the siteTag, the Basic client credentials or the Bearer
 * access token, the subfolder header's site and the shopping session (header, else cookie). Open paths skip it all.
 */
export async function identifyShopper(request: FastifyRequest, deps: ShopperIdentification): Promise<void> {
  request.shopper = {};
  if (OPEN_PATHS.some((pattern) => pattern.test(request.url.split('?')[0]!))) return;
  await checkSiteTag(request, deps);
  await authenticate(request, deps);
}

async function checkSiteTag(request: FastifyRequest, { sites }: ShopperIdentification) {
  const { siteTag } = await sites.metadata();
  const given = queryParameter(request.query, SITE_TAG_PARAM);
  if (siteTag && given !== siteTag)
    throw new ApiError(400, 'SITE_TAG_INVALID', `Send the query parameter ${SITE_TAG_PARAM}=${siteTag}`);
}

async function authenticate(
  request: FastifyRequest,
  { sites, sessions, accessTokens }: ShopperIdentification,
) {
  const authorization = request.headers.authorization ?? '';
  if (authorization.startsWith('Bearer ')) {
    const claims = await accessTokens.verify(authorization.slice(7).trim());
    if (!claims) throw new ApiError(401, 'SESSION_INVALID', 'The access token is invalid or has expired');
    request.shopper.account = claims;
  } else if (authorization !== expectedBasic) {
    throw new ApiError(401, 'SESSION_INVALID', 'Send Basic client credentials or a Bearer access token');
  }
  const folder = request.headers[SUBFOLDER_HEADER];
  request.shopper.subfolderSite = await sites.byFolder(typeof folder === 'string' ? folder : '');

  const header = request.headers[SESSION_HEADER];
  const token = typeof header === 'string' && header ? header : request.cookies?.[SESSION_COOKIE];
  if (!token) return;
  const sessionId = sessions.idOfToken(token);
  const session = sessionId ? await sessions.find(sessionId) : undefined;
  // Creating a session must work with a stale id in hand; everything else learns the id is dead.
  if (!session) {
    if (isSessionCreation(request)) return;
    throw new ApiError(401, 'SESSION_INVALID', 'The shopping session has expired or is unknown');
  }
  const account = request.shopper.account;
  if (session.accountId && session.accountId !== account?.accountId) {
    if (isSessionCreation(request)) return;
    throw new ApiError(401, 'SESSION_INVALID', 'The shopping session belongs to a signed-in account');
  }
  request.shopper.session = session;
  request.shopper.sessionToken = token;
}

function isSessionCreation(request: FastifyRequest): boolean {
  const path = request.url.split('?')[0];
  return request.method === 'POST' && (path === '/api/basic-session' || path === '/api/session');
}
