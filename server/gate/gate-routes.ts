import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import { SITE_GATE_PATH, siteGateBody } from '../../schemas/api/site-gate.schema.ts';
import type { Database } from '../db/database.ts';
import { clientKeyOf } from '../lib/client-key.ts';
import { rateStoreFor } from '../db/shared-rate-store.ts';
import { sendError } from '../lib/http-error.ts';
import { passCookieHeader } from './gate-pass.ts';
import type { SiteGate } from './site-gate.ts';

export interface GateRoutesOptions {
  gate: SiteGate;
  attemptsPerMinute: number;
  /** Mark the pass cookie Secure; default: when the request came over HTTPS. */
  secureCookies?: boolean;
  /** The shop's database, if any: on PostgreSQL every server process on it counts the attempts in one budget. */
  counters?: Database;
}

/** A 429 in the shared error body: the root error handler keeps a non-framework `code`. */
function tooManyAttempts(retryInSeconds: number): Error {
  return Object.assign(new Error(`Too many attempts: try again in ${retryInSeconds} s`), {
    statusCode: 429,
    code: 'TOO_MANY_REQUESTS',
  });
}

/**
 * The site an attempt names, for the rate limit's key. The limit's options see the plain request type, so the body is
 * read by narrowing; it runs after validation, where the body has passed `siteGateBody`.
 */
function attemptedSite(request: FastifyRequest): string {
  const body = request.body;
  return typeof body === 'object' && body !== null && 'siteId' in body && typeof body.siteId === 'string'
    ? body.siteId
    : '';
}

/**
 * `POST /api/site-gate`: check a typed pair against the site's configured hashes and answer a match with the signed
 * pass cookie. Attempts are limited per client address and site, as the short hashes make guessing cheap.
 */
export const gateRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: GateRoutesOptions }> = async (
  app,
  options,
) => {
  const { gate } = options;
  await app.register(fastifyRateLimit, {
    global: false,
    store: rateStoreFor(options.counters, 'site-gate'),
    errorResponseBuilder: (_request, limit) => tooManyAttempts(Math.ceil(limit.ttl / 1000)),
  });
  app.post(
    SITE_GATE_PATH,
    {
      bodyLimit: 4096,
      schema: { body: siteGateBody },
      config: {
        rateLimit: {
          max: options.attemptsPerMinute,
          timeWindow: 60_000,
          // After validation, so the key can name the site the attempt is for.
          hook: 'preHandler',
          keyGenerator: (request: FastifyRequest) => `${clientKeyOf(request)} ${attemptedSite(request)}`,
        },
      },
    },
    async (request, reply) => {
      const { siteId, username, password } = request.body;
      const matched = await gate.matches(siteId, username, password);
      if (matched === undefined) return sendError(reply, 404, 'NOT_FOUND', `Site ${siteId} has no gate`);
      if (!matched) return sendError(reply, 401, 'UNAUTHORIZED', 'Your username or password is incorrect');
      const pass = gate.issuePass(siteId);
      const secure = options.secureCookies ?? request.protocol === 'https';
      const cookie = passCookieHeader(pass.name, pass.value, secure);
      return reply
        .header('set-cookie', cookie)
        .header('cache-control', 'no-store')
        .send({ siteId, expiresAt: pass.expiresAt });
    },
  );
};
