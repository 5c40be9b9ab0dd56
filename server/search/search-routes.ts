import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyRequest } from 'fastify';
import { searchFacetParams, searchIndexParams, searchRuleParams } from '../../schemas/api/search.schema.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database.ts';
import { AlgoliaError } from './algolia/algolia-error.ts';
import { MAX_JSON_DEPTH, nestedDeeperThan } from './algolia/json-depth.ts';
import { checkRule } from './algolia/rule-check.ts';
import { sameText } from '../lib/same-text.ts';
import { queryParameter } from '../lib/query-string.ts';
import { clientKeyOf } from '../lib/client-key.ts';
import type { SearchService } from './search-service.ts';
import { addInsightsRoutes } from './insights/insights-routes.ts';

/** The credentials our endpoint accepts: a public search-only key for browsers, an admin key for operators. */
export interface SearchKeys {
  appId: string;
  searchKey: string;
  adminKey: string;
}

type Access = 'search' | 'admin';

const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS',
  'access-control-allow-headers':
    'content-type, x-algolia-api-key, x-algolia-application-id, x-algolia-agent, x-algolia-usertoken',
  'access-control-max-age': '86400',
} as const;

function credential(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers[name];
  if (typeof header === 'string') return header;
  // Algolia's insights library writes the names as `X-Algolia-Application-Id`, its search client in lower case.
  const given =
    typeof request.query === 'object' && request.query !== null
      ? Object.keys(request.query).find((key) => key.toLowerCase() === name)
      : undefined;
  const query = given === undefined ? undefined : queryParameter(request.query, given);
  return typeof query === 'string' ? query : undefined;
}

function authorize(request: FastifyRequest, keys: SearchKeys, needed: Access): void {
  const appId = credential(request, 'x-algolia-application-id');
  const key = credential(request, 'x-algolia-api-key');
  // Compared in constant time (digests of both sides), so timing tells nothing of a key's characters or length.
  // Both keys are always compared, so the time does not tell which one matched either.
  const given = key ?? '';
  const isAdmin = sameText(given, keys.adminKey);
  const isSearch = sameText(given, keys.searchKey);
  const allowed = isAdmin || (needed === 'search' && isSearch);
  if (appId !== keys.appId || key === undefined || !allowed)
    throw new AlgoliaError(403, 'Invalid Application-ID or API key');
}

/** The search bodies are free-form: each route reads the fields it knows from the JSON object sent. */
const bodyOf = ({ body }: { body: unknown }): Record<string, unknown> => {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body !== 'object' || Array.isArray(body))
    throw new AlgoliaError(400, 'Body must be a JSON object');
  return body as Record<string, unknown>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The search service, decorated by the search plugin for the routes under its prefix. */
    searchService: SearchService;
  }
}

/**
 * The Algolia REST protocol on the storefront's origin: search, multi-search, facet value search, recommendations,
 * rules and Insights events, over the service the search plugin decorates the app with. Browsers send JSON as `text/plain` (no CORS
 * preflight), so any content type parses as JSON.
 */
export const searchRoutes: FastifyPluginAsyncJsonSchemaToTs<{ Options: { keys: SearchKeys } }> = async (
  app,
  { keys },
) => {
  const service = app.searchService;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body: string, done) => {
    if (body.trim() === '') return done(null, {});
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return done(new AlgoliaError(400, 'Invalid JSON'), undefined);
    }
    if (nestedDeeperThan(parsed, MAX_JSON_DEPTH))
      return done(
        new AlgoliaError(400, `Invalid JSON: nested deeper than ${MAX_JSON_DEPTH} levels`),
        undefined,
      );
    done(null, parsed);
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.headers(CORS_HEADERS);
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    // The database out of reach (a restart, a failover): a 503 the client may retry, as the commerce API answers.
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'search request failed: the database is unavailable');
      return reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS)).send({
        message: 'The search cannot reach its database; try again shortly',
        status: 503,
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    const status = error instanceof AlgoliaError ? error.status : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'search request failed');
    return reply.status(status).send({ message: status >= 500 ? 'Internal error' : error.message, status });
  });
  app.setNotFoundHandler((_request, reply) =>
    reply.status(404).send({ message: 'Path not found', status: 404 }),
  );

  app.options('/*', (_request, reply) => reply.status(200).send());

  // The key is checked after the body is parsed and before the path is validated, so a caller without a valid key
  // is refused (403) whatever path it names, as when the check ran in the handler.
  const guarded = (access: Access) => ({
    preValidation: async (request: FastifyRequest) => authorize(request, keys, access),
  });
  const search = guarded('search');
  const admin = guarded('admin');

  app.post(
    '/indexes/:indexName/queries',
    { ...search, schema: { params: searchIndexParams } },
    async (request) => {
      if (request.params.indexName !== '*') throw new AlgoliaError(404, 'Path not found');
      return service.multiSearch(bodyOf(request).requests, clientKeyOf(request));
    },
  );
  app.post(
    '/indexes/:indexName/recommendations',
    { ...search, schema: { params: searchIndexParams } },
    async (request) => {
      if (request.params.indexName !== '*') throw new AlgoliaError(404, 'Path not found');
      return service.recommend(bodyOf(request).requests);
    },
  );
  app.post(
    '/indexes/:indexName/query',
    { ...search, schema: { params: searchIndexParams } },
    async (request) => service.search(request.params.indexName, bodyOf(request), clientKeyOf(request)),
  );
  app.post(
    '/indexes/:indexName/facets/:facetName/query',
    { ...search, schema: { params: searchFacetParams } },
    async (request) =>
      service.searchForFacetValues(request.params.indexName, request.params.facetName, bodyOf(request)),
  );
  app.get('/indexes', admin, async () => ({
    items: service.indexNames().map((name) => ({ name, entries: service.catalogue.engine.size })),
    nbPages: 1,
  }));

  addInsightsRoutes(app, {
    service,
    authorize: (request, access) => authorize(request, keys, access),
    // Off wherever the search plugin runs without the app's deployment settings (its own tests).
    readable: app.hasDecorator('deployment') && app.deployment.searchEventsLog,
  });

  const rule = { ...admin, schema: { params: searchRuleParams } };
  const knownIndex = (name: string) => {
    if (!service.hasIndex(name)) throw new AlgoliaError(404, 'Index does not exist');
  };
  app.get('/indexes/:indexName/rules/:objectID', rule, async (request) => {
    knownIndex(request.params.indexName);
    const found = await service.rules.get(request.params.indexName, request.params.objectID);
    if (!found) throw new AlgoliaError(404, 'ObjectID does not exist');
    return found;
  });
  app.put('/indexes/:indexName/rules/:objectID', rule, async (request) => {
    knownIndex(request.params.indexName);
    const checked = checkRule(request.body, request.params.objectID);
    await service.rules.save(request.params.indexName, checked);
    return { objectID: checked.objectID, updatedAt: new Date().toISOString(), taskID: Date.now() };
  });
  app.delete('/indexes/:indexName/rules/:objectID', rule, async (request) => {
    knownIndex(request.params.indexName);
    if (!(await service.rules.delete(request.params.indexName, request.params.objectID)))
      throw new AlgoliaError(404, 'ObjectID does not exist');
    return { deletedAt: new Date().toISOString(), taskID: Date.now() };
  });
};
