import type { FastifyRequest } from 'fastify';
import { ApiError } from '../api/api-error.ts';
import type { SiteDirectory } from '../api/site-directory.ts';
import type { SiteGate } from './site-gate.ts';

/** The site a new session is asked for (`sitePublicId` of its body), if the call creates one. */
function newSessionSite(request: FastifyRequest): string | undefined {
  const sitePublicId = (request.body as { sitePublicId?: unknown } | undefined)?.sitePublicId;
  return typeof sitePublicId === 'string' ? sitePublicId : undefined;
}

/**
 * A commerce API `preHandler`: every site a call is for (its subfolder header, its session's site, the site of a
 * session it creates) must be open to the caller, else 403.
 */
export function refuseLockedSiteCalls(gate: SiteGate, sites: Pick<SiteDirectory, 'byPublicId'>) {
  return async (request: FastifyRequest) => {
    const { subfolderSite, session } = request.shopper;
    const publicId = newSessionSite(request);
    const created = publicId ? await sites.byPublicId(publicId) : undefined;
    for (const siteId of new Set([subfolderSite?.siteId, session?.siteId, created?.siteId])) {
      if (siteId && (await gate.isLocked(request, siteId)))
        throw new ApiError(403, 'UNAUTHORIZED', `Site ${siteId} is locked: sign in first`);
    }
  };
}
