import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { register } from 'prom-client';
import { sendError } from '../lib/http-error.ts';
import { httpDuration, httpRequests, rateLimitRefusals } from '../lib/metrics.ts';
import { sameText } from '../lib/same-text.ts';

/** Methods counted by name; any other (only ever a 404) is counted as `other`, keeping the label bounded. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Count every answer by method, route pattern and status (the pattern, never the URL: one series per route, not per
 * product), with its duration; a 429 also counts as a refusal of that route's rate limit. Added on the root app so
 * every route, the 404 handler and every plugin's routes are counted.
 */
export function addRequestMetrics(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const method = METHODS.has(request.method) ? request.method : 'other';
    const labels = { method, route, status: String(reply.statusCode) };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode === 429) rateLimitRefusals.inc({ limit: route });
  });
}

/** Headers a proxy adds: a request carrying one came through something, so it is not the machine's own. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
];

const isLoopback = (address: string) =>
  address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');

/**
 * Who may read the figures (sales, payment results): with a token, only a caller presenting it as a bearer token
 * (compared in constant time); without one, only a caller on this machine talking to the server directly.
 */
export function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token) {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    return sameText(given, token);
  }
  const direct = FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
  return direct && isLoopback(request.socket.remoteAddress ?? '');
}

/**
 * `GET /metrics`: the default registry in Prometheus text format. Anyone else gets the same 404 as an unknown path,
 * so the endpoint is not advertised. Scrapes are not logged at info: a scraper every few seconds would flood the log.
 */
export const metricsPlugin: FastifyPluginAsync<{ token?: string }> = async (app, { token }) => {
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!mayScrape(request, token))
      return sendError(reply, 404, 'NOT_FOUND', `No route for GET ${request.url.split('?')[0]}`);
    const text = await register.metrics();
    return reply.header('cache-control', 'no-store').type(register.contentType).send(text);
  });
};
