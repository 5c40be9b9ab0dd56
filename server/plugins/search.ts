import type { FastifyPluginAsync } from 'fastify';
import { searchRoutes, type SearchKeys, type SearchService } from '../search/index.ts';

/** Options of the search plugin: the running search service and the keys its endpoint accepts. */
export interface SearchPluginOptions {
  service: SearchService;
  keys: SearchKeys;
}

/**
 * The Algolia-protocol search endpoint (registered under `/1`): decorates the app with the search service and adds
 * its routes, which keep their own body parsing, CORS headers and Algolia-shaped errors inside this plugin.
 */
export const searchPlugin: FastifyPluginAsync<SearchPluginOptions> = async (app, { service, keys }) => {
  app.decorate('searchService', service);
  await app.register(searchRoutes, { keys });
};
