import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';
import { clientKeyOf } from '../lib/client-key.ts';
import { rateStoreFor } from '../db/shared-rate-store.ts';
import { AlgoliaError, searchRoutes, type SearchKeys, type SearchService } from '../search/index.ts';

/** Options of the search plugin: the running search service, the keys its endpoint accepts and its rate limit. */
export interface SearchPluginOptions {
  service: SearchService;
  keys: SearchKeys;
  /** Requests a minute per client (`clientKeyOf`: an address, an IPv6 /64); 0 or absent: no limit. */
  ratePerMinute?: number;
  /** The shop's database: on PostgreSQL every server process on it counts the rate in one budget there. */
  counters?: Database;
}

/**
 * The Algolia-protocol search endpoint (registered under `/1`): decorates the app with the search service and adds
 * its routes, which keep their own body parsing, CORS headers and Algolia-shaped errors inside this plugin.
 */
export const searchPlugin: FastifyPluginAsync<SearchPluginOptions> = async (
  app,
  { service, keys, ratePerMinute = 0, counters },
) => {
  app.decorate('searchService', service);
  // Registered in this plugin's scope, so it limits the search routes only. Its hook runs per route, after the
  // routes' own CORS hook, and its error goes through their error handler: a 429 a browser client can read.
  if (ratePerMinute > 0)
    await app.register(fastifyRateLimit, {
      global: true,
      max: ratePerMinute,
      timeWindow: 60_000,
      keyGenerator: clientKeyOf,
      store: rateStoreFor(counters, 'search'),
      errorResponseBuilder: (_request, limit) =>
        new AlgoliaError(429, `Too many requests: try again in ${Math.ceil(limit.ttl / 1000)} s`),
    });
  await app.register(searchRoutes, { keys });
};
