import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** The header a request's id travels in, both ways. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An id a proxy may hand on: short, and only characters that are safe in a log line and a header. */
const WELL_FORMED = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's `genReqId`: the id of a request in every log line it causes and in its answer. A proxy's
 * `X-Request-Id` is kept (so one id follows the request through the proxy's log and ours) only when proxies are
 * trusted and it is well formed; otherwise anyone could write what they like into our log, so a fresh one is made.
 */
export function requestIdGenerator(trustProxy: boolean | number | string) {
  const trusted = trustProxy !== false && trustProxy !== 0 && trustProxy !== '';
  return (raw: IncomingMessage): string => {
    const given = trusted ? raw.headers[REQUEST_ID_HEADER] : undefined;
    return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID();
  };
}

/** Send the request's id back on every answer, so a shopper's report or a proxy's log line leads to ours. */
export function addRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}
