import type { FastifyPluginAsync } from 'fastify';
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
import type { CommerceContext, ShoppingSession } from '../../api/context.ts';
import { requireSession } from '../../api/request-guards.ts';
import { signSessionId } from '../../api/session-token.ts';
import type { CartService } from '../cart/cart-service.ts';
import type { SessionService } from './session-service.ts';

const errors = { 400: { $ref: 'ErrorBody#' }, 401: { $ref: 'ErrorBody#' }, 428: { $ref: 'ErrorBody#' } };

/** Session calls of spec 2 section 7.2. */
export function sessionRoutes(
  context: CommerceContext,
  sessions: SessionService,
  cart: Pick<CartService, 'adopt'>,
): FastifyPluginAsync {
  return async (app) => {
    const toResponse = (session: ShoppingSession): SessionResponse => ({
      sessionId: signSessionId(session.id, context.secrets.session),
      siteId: session.siteId,
      language: session.language,
      signedIn: session.accountId !== null,
      ...(session.accountId ? { accountId: session.accountId } : {}),
      expiresAt: session.expiresAt.toISOString(),
    });

    const create =
      (signedIn: boolean) => async (request: { body: unknown; shopper: ShoppingSessionHolder }) => {
        const body = request.body as CreateSessionBody;
        const site = await context.sites.byPublicId(body.sitePublicId);
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
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return reply.code(204).send();
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
        const { value } = request.body as { value: string };
        if (!session.site.languages.includes(value))
          throw new ApiError(400, 'BAD_REQUEST', `Site ${session.siteId} has no language "${value}"`);
        await sessions.setLanguage(session.id, value);
        return toResponse({ ...session, language: value });
      },
    );
  };
}

type ShoppingSessionHolder = { session?: ShoppingSession; account?: { accountId: string; email: string } };

function setSessionCookie(
  reply: { setCookie: (name: string, value: string, options: object) => unknown },
  token: string,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    maxAge: 30 * 24 * 3600,
  });
}
