import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../../../schemas/api/conventions.ts';
import {
  createSessionBody,
  sessionResponse,
  updateSessionPropertiesBody,
  updateSessionPropertiesQuery,
  type CreateSessionBody,
  type SessionResponse,
} from '../../../schemas/api/session.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import type { Shopper, ShoppingSession } from '../../api/context.ts';
import { requireSession } from '../../api/request-guards.ts';

const errors = { 400: { $ref: 'ErrorBody#' }, 401: { $ref: 'ErrorBody#' }, 428: { $ref: 'ErrorBody#' } };

/**
 * Session calls: create an anonymous or signed-in session (signing in adopts the anonymous cart), end it, and store
 * the chosen language on it.
 */
export const sessionRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { sessions, sites, cart } = app.commerce;

  const toResponse = (session: ShoppingSession): SessionResponse => ({
    sessionId: sessions.token(session.id),
    siteId: session.siteId,
    language: session.language,
    signedIn: session.accountId !== null,
    ...(session.accountId ? { accountId: session.accountId } : {}),
    expiresAt: session.expiresAt.toISOString(),
  });

  const create = (signedIn: boolean) => async (request: { body: CreateSessionBody; shopper: Shopper }) => {
    const { body } = request;
    const site = await sites.byPublicId(body.sitePublicId);
    if (!site) throw new ApiError(400, 'BAD_REQUEST', `Unknown sitePublicId "${body.sitePublicId}"`);
    if (!site.languages.includes(body.language))
      throw new ApiError(400, 'BAD_REQUEST', `Site ${site.siteId} has no language "${body.language}"`);
    const account = request.shopper.account;
    if (signedIn && !account)
      throw new ApiError(401, 'SESSION_INVALID', 'A signed-in session needs a Bearer token');
    const session = await sessions.create(site, body.language, signedIn ? account!.accountId : null);
    const earlier = request.shopper.session;
    if (signedIn && earlier) await cart.adopt(earlier, session);
    request.shopper.session = session;
    return toResponse(session);
  };

  const schema = (summary: string) => ({
    summary,
    body: createSessionBody,
    response: { 200: sessionResponse, ...errors },
  });
  app.post(
    '/api/basic-session',
    { schema: schema('Create an anonymous shopping session') },
    async (request, reply) => {
      const result = await create(false)(request);
      setSessionCookie(reply, result.sessionId);
      return result;
    },
  );
  app.post(
    '/api/session',
    { schema: schema('Create a signed-in shopping session') },
    async (request, reply) => {
      const result = await create(true)(request);
      setSessionCookie(reply, result.sessionId);
      return result;
    },
  );

  app.get(
    '/api/session/logout',
    { schema: { summary: 'End the session', response: { 204: { type: 'null' }, ...errors } } },
    async (request, reply) => {
      const session = request.shopper.session;
      if (session) await sessions.end(session.id);
      request.shopper.session = undefined;
      reply.clearCookie(SESSION_COOKIE, { path: '/' }).code(204);
      return reply.send();
    },
  );

  app.put(
    '/api/session/updateProperties',
    {
      schema: {
        summary: 'Store the chosen language on the session',
        querystring: updateSessionPropertiesQuery,
        body: updateSessionPropertiesBody,
        response: { 200: sessionResponse, ...errors },
      },
    },
    async (request) => {
      const session = requireSession(request);
      const { value } = request.body;
      if (!session.site.languages.includes(value))
        throw new ApiError(400, 'BAD_REQUEST', `Site ${session.siteId} has no language "${value}"`);
      await sessions.setLanguage(session.id, value);
      return toResponse({ ...session, language: value });
    },
  );
};

function setSessionCookie(reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    // Over HTTPS the session never travels in clear text, even if a link or a proxy drops to http://.
    secure: reply.server.deployment.https,
    sameSite: 'lax',
    maxAge: 30 * 24 * 3600,
  });
}
