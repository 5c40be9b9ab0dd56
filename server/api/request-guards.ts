import type { FastifyRequest } from 'fastify';
import { ApiError } from './api-error.ts';
import type { ShoppingSession } from './context.ts';
import type { CommerceSite } from './site-directory.ts';

/** The caller's session; 428 when none was sent, so the client creates one and retries the call. */
export function requireSession(request: FastifyRequest): ShoppingSession {
  const session = request.shopper.session;
  if (!session) throw new ApiError(428, 'SESSION_REQUIRED', 'Create a shopping session first');
  return session;
}

/** The signed-in account; 401 UNAUTHORIZED for anonymous callers (address and order lists need sign-in). */
export function requireAccount(request: FastifyRequest): { accountId: string; email: string } {
  const account = request.shopper.account;
  if (!account) throw new ApiError(401, 'UNAUTHORIZED', 'Sign in to use this');
  return account;
}

/** The site a call is for: the session's, else the subfolder header's; 428 when neither names one. */
export function requestSite(request: FastifyRequest): CommerceSite {
  const site = request.shopper.session?.site ?? request.shopper.subfolderSite;
  if (!site)
    throw new ApiError(428, 'SESSION_REQUIRED', 'Create a shopping session or send the subfolder header');
  return site;
}
