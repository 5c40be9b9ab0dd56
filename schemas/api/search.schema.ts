/**
 * Path parameters of the search endpoint (`/1/indexes/...`), which speaks Algolia's REST protocol. Only the paths are
 * described: the bodies stay free-form because each route reads its own (with the JSON depth guard and Algolia's
 * error shape), as Algolia's clients send fields this endpoint ignores.
 */

/**
 * An index name: every index here is named from a site id (`[a-z0-9-]`), `_products` and a sort or suggestions
 * suffix, or is `*` for the multi-index calls. A name with any other character (a space, a quote, a slash sent
 * encoded) can name no index, so it is refused as malformed (400) before any look-up.
 */
export const searchIndexNamePattern = '^(\\*|[A-Za-z0-9_.-]+)$';

const indexName = { type: 'string', pattern: searchIndexNamePattern } as const;

/** `/1/indexes/:indexName/...`: one index (`uk_products`), or `*` for the multi-index calls. */
export const searchIndexParams = {
  type: 'object',
  required: ['indexName'],
  properties: { indexName },
} as const;

/** `/1/indexes/:indexName/facets/:facetName/query`: the attribute whose values are searched. */
export const searchFacetParams = {
  type: 'object',
  required: ['indexName', 'facetName'],
  properties: { indexName, facetName: { type: 'string', minLength: 1 } },
} as const;

/** `/1/indexes/:indexName/rules/:objectID`: one merchandising rule of an index. */
export const searchRuleParams = {
  type: 'object',
  required: ['indexName', 'objectID'],
  properties: { indexName, objectID: { type: 'string', minLength: 1 } },
} as const;
