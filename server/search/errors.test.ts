import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSearchHarness, type SearchHarness } from '../test-support/search-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

// What the endpoint answers to requests it must refuse: always Algolia's `{message, status}` body with a 4xx,
// never a 5xx, and CORS headers on every answer so a browser can read the error.

const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;

let harness: SearchHarness;
let auth: Record<string, string>;

beforeAll(async () => {
  harness = await startSearchHarness(pglite, 20);
  auth = {
    'x-algolia-application-id': harness.keys.appId,
    'x-algolia-api-key': harness.keys.searchKey,
  };
}, 60_000);
afterAll(() => harness?.close());

interface Answer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

async function call(
  path: string,
  body: unknown,
  init: { headers?: Record<string, string>; method?: string; raw?: boolean } = {},
): Promise<Answer> {
  const response = await fetch(`http://${harness.host}${path}`, {
    method: init.method ?? 'POST',
    headers: init.headers ?? { ...auth, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: init.raw ? (body as string) : JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} };
}

const query = (body: unknown, init?: Parameters<typeof call>[2]) =>
  call('/1/indexes/uk_products/query', body, init);

function expectAlgoliaError(answer: Answer, status: number) {
  expect(answer.status).toBe(status);
  expect(answer.body).toEqual({ message: expect.any(String), status });
  expect((answer.body.message as string).length).toBeGreaterThan(0);
  expect(answer.headers.get('access-control-allow-origin')).toBe('*');
}

const nested = (depth: number) => `${'('.repeat(depth)}color:red${')'.repeat(depth)}`;

describe('bad filters answer 400, never 5xx', () => {
  it.each([
    ['an AND inside an OR', 'color:red OR (size:m AND size:l)'],
    ['the brief’s OR of AND', 'a:1 OR (b:2 AND c:3)'],
    ['a comparison without a value', 'price >'],
    ['an unclosed parenthesis', '(a:1'],
    ['a stray closing parenthesis', 'a:1)'],
    ['NOT before parentheses', 'NOT (a:1 OR b:2)'],
    ['numeric and facet filters in one OR', 'color:red OR price.sale.total > 5'],
    ['tag and facet filters in one OR', 'sale OR color:red'],
    ['an unbalanced double quote', 'brand.name:"Maison Nord'],
    ['an unbalanced single quote', "brand.name:'Maison Nord"],
    ['a dangling AND', 'color:red AND'],
    ['a dangling OR', 'OR color:red'],
    ['a range without its end', 'price.sale.total:10 TO'],
    ['a non-numeric comparison', 'price.sale.total > cheap'],
    ['a lone !', 'color:red AND !'],
    ['an empty quoted value', 'color:""'],
    ['10,000 nested parentheses', nested(10_000)],
    ['a huge unterminated string', `brand.name:"${'x'.repeat(500_000)}`],
    ['a huge run of parentheses', '('.repeat(400_000)],
  ])('%s', async (_name, filters) => {
    expectAlgoliaError(await query({ filters }), 400);
  });

  it('accepts up to the nesting the parser allows', async () => {
    const answer = await query({ filters: nested(60) });
    expect(answer.status).toBe(200);
  });

  it.each([
    ['facetFilters nested three deep', { facetFilters: [[['color:red']]] }],
    ['a facetFilter without a colon', { facetFilters: ['red'] }],
    ['a facetFilter that is a number', { facetFilters: [42] }],
    ['a facet comparison in numericFilters', { numericFilters: ['color:red'] }],
    ['an AND in one numericFilter', { numericFilters: ['price.sale.total>1 AND price.sale.total<5'] }],
    ['a boolean tagFilter', { tagFilters: [true] }],
    ['filters that are not a string', { filters: ['color:red'] }],
    [
      'a bad filter inside a params string',
      { params: `filters=${encodeURIComponent('a:1 OR (b:2 AND c:3)')}` },
    ],
    ['broken JSON inside a params string', { params: 'facetFilters=%5B%22color%3Ared%22' }],
  ])('%s', async (_name, body) => {
    expectAlgoliaError(await query(body), 400);
  });

  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  // JSON.parse takes any depth; whatever walks the value afterwards must not overflow the stack into a 500.
  it.each([
    ['facetFilters', '/1/indexes/uk_products/query', `{"facetFilters": ${deep(5000)}}`],
    ['an accepted, unused parameter', '/1/indexes/uk_products/query', `{"explain": ${deep(5000)}}`],
    [
      'a parameter of a multi-search',
      '/1/indexes/*/queries',
      `{"requests": [{"indexName": "uk_products", "renderingContent": ${deep(5000)}}]}`,
    ],
    [
      'recommend query parameters',
      '/1/indexes/*/recommendations',
      `{"requests": [{"indexName": "uk_products", "model": "trending-items", "threshold": 0, "queryParameters": {"explain": ${deep(5000)}}}]}`,
    ],
    [
      'a rule’s userData (admin)',
      '/1/indexes/uk_products/rules/deep',
      `{"objectID": "deep", "consequence": {"userData": ${deep(5000)}}}`,
    ],
  ])('answers deeply nested JSON in %s without a 5xx', async (_name, path, body) => {
    const rule = path.includes('/rules/');
    const headers = {
      ...auth,
      'x-algolia-api-key': harness.keys.adminKey,
      'content-type': 'application/json',
    };
    const answer = await call(path, body, rule ? { raw: true, method: 'PUT', headers } : { raw: true });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    if (answer.status !== 200) expectAlgoliaError(answer, 400);
  });

  it('answers 400 for a bad filter in any request of a multi-search and in a facet value search', async () => {
    const requests = [
      { indexName: 'uk_products', query: '' },
      { indexName: 'uk_products', filters: 'NOT (a:1 OR b:2)' },
    ];
    expectAlgoliaError(await call('/1/indexes/*/queries', { requests }), 400);
    const facets = await call('/1/indexes/uk_products/facets/color/query', {
      facetQuery: 'b',
      filters: '(a:1',
    });
    expectAlgoliaError(facets, 400);
  });

  it('answers a huge but well-formed filter (over the filter cap) with 400, quickly', async () => {
    const filters = Array.from({ length: 20_000 }, (_, i) => `color:c${i}`).join(' OR ');
    const started = performance.now();
    const answer = await query({ filters, hitsPerPage: 1 });
    expectAlgoliaError(answer, 400);
    expect(answer.body.message).toContain('"filters"');
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('answers a body over the size limit with 413 in Algolia’s shape', async () => {
    expectAlgoliaError(await query({ filters: `color:"${'x'.repeat(2_000_000)}"` }), 413);
  });
});

describe('credentials', () => {
  it('refuses a wrong key, a wrong application id and no credentials with 403', async () => {
    const wrongKey = { ...auth, 'x-algolia-api-key': 'nope' };
    const wrongApp = { ...auth, 'x-algolia-application-id': 'OTHER' };
    expectAlgoliaError(await query({}, { headers: wrongKey }), 403);
    expectAlgoliaError(await query({}, { headers: wrongApp }), 403);
    expectAlgoliaError(await query({}, { headers: { 'content-type': 'application/json' } }), 403);
  });

  it('accepts credentials in the query string, as the browser client sends them', async () => {
    const params = new URLSearchParams({
      'x-algolia-api-key': harness.keys.searchKey,
      'x-algolia-application-id': harness.keys.appId,
      'x-algolia-agent': 'Algolia for JavaScript (5.64.0); Browser',
    });
    const answer = await call(
      `/1/indexes/uk_products/query?${params}`,
      { query: '', hitsPerPage: 2 },
      {
        headers: { 'content-type': 'text/plain' },
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.hits).toHaveLength(2);
    const wrong = new URLSearchParams({
      'x-algolia-api-key': 'nope',
      'x-algolia-application-id': harness.keys.appId,
    });
    expectAlgoliaError(await call(`/1/indexes/uk_products/query?${wrong}`, {}, { headers: {} }), 403);
  });

  it('keeps rules to the admin key', async () => {
    const rule = { objectID: 'r', consequence: { userData: { a: 1 } } };
    expectAlgoliaError(await call('/1/indexes/uk_products/rules/r', rule, { method: 'PUT' }), 403);
    const admin = { ...auth, 'x-algolia-api-key': harness.keys.adminKey, 'content-type': 'application/json' };
    const saved = await call('/1/indexes/uk_products/rules/r', rule, { method: 'PUT', headers: admin });
    expect(saved.status).toBe(200);
    expect(saved.body.objectID).toBe('r');
    const removed = await call('/1/indexes/uk_products/rules/r', undefined, {
      method: 'DELETE',
      headers: admin,
    });
    expect(removed.status).toBe(200);
    expectAlgoliaError(
      await call('/1/indexes/uk_products/rules/r', undefined, { method: 'DELETE', headers: admin }),
      404,
    );
  });

  it.each([
    ['no consequence', { objectID: 'r' }],
    ['conditions that are not an array', { objectID: 'r', conditions: {}, consequence: {} }],
    ['a bad filter', { objectID: 'r', consequence: { params: { filters: 'a:1 OR (b:2 AND c:3)' } } }],
    ['a filter that is not a string', { objectID: 'r', consequence: { params: { filters: 42 } } }],
    ['a body that is an array', [{ objectID: 'r' }]],
  ])('refuses a rule with %s (400)', async (_name, rule) => {
    const admin = { ...auth, 'x-algolia-api-key': harness.keys.adminKey, 'content-type': 'application/json' };
    expectAlgoliaError(
      await call('/1/indexes/uk_products/rules/r', rule, { method: 'PUT', headers: admin }),
      400,
    );
    expectAlgoliaError(
      await call('/1/indexes/uk_products/rules/r', undefined, { method: 'GET', headers: admin }),
      404,
    );
  });
});

describe('requests the endpoint refuses', () => {
  it('answers 404 for an unknown index, alone, in a batch and for facet values', async () => {
    expectAlgoliaError(await call('/1/indexes/nope_products/query', {}), 404);
    const requests = [{ indexName: 'uk_products' }, { indexName: 'nope_products' }];
    expectAlgoliaError(await call('/1/indexes/*/queries', { requests }), 404);
    expectAlgoliaError(await call('/1/indexes/nope_products/facets/color/query', {}), 404);
    expectAlgoliaError(await call('/1/nothing/here', {}), 404);
  });

  it('answers 400 for a malformed index name (the path schema), once the key is checked', async () => {
    // A space can be in no index name: refused before any look-up, where an unknown index would be a 404.
    expectAlgoliaError(await call('/1/indexes/uk%20products/query', {}), 400);
    expectAlgoliaError(await call('/1/indexes/uk%22products/facets/color/query', {}), 400);
    const admin = { ...auth, 'x-algolia-api-key': harness.keys.adminKey };
    const rule = await call('/1/indexes/uk%20products/rules/r', undefined, { method: 'GET', headers: admin });
    expectAlgoliaError(rule, 400);
    expect(rule.body.message).toMatch(/indexName/);
    // Without a valid key the answer is the 403 it was, whatever the path names.
    const noKey = { 'content-type': 'application/json' };
    expectAlgoliaError(await call('/1/indexes/uk%20products/query', {}, { headers: noKey }), 403);
  });

  it('answers 400 for an unknown parameter', async () => {
    const answer = await query({ query: '', hitsPerPages: 10 });
    expectAlgoliaError(answer, 400);
    expect(answer.body.message).toContain('hitsPerPages');
    expectAlgoliaError(await query({ params: 'qeury=dress' }), 400);
  });

  it('answers 400 for bad JSON, a body that is not an object and a missing requests array', async () => {
    expectAlgoliaError(await query('{"query": "dress"', { raw: true }), 400);
    expectAlgoliaError(await query('[1, 2]', { raw: true }), 400);
    expectAlgoliaError(await call('/1/indexes/*/queries', { requests: 'all' }), 400);
    expectAlgoliaError(await call('/1/indexes/*/queries', { requests: [null] }), 400);
    expectAlgoliaError(await call('/1/indexes/*/queries', { requests: [{ query: 'x' }] }), 400);
  });

  it.each([
    ['hitsPerPage: 5000', { hitsPerPage: 5000 }],
    ['a negative page', { page: -1 }],
    ['a fractional hitsPerPage', { hitsPerPage: 2.5 }],
    ['a text hitsPerPage', { hitsPerPage: 'many' }],
    ['a length over 1000', { offset: 0, length: 5000 }],
    ['a query over 512 characters', { query: 'dress '.repeat(100) }],
    ['a numeric query', { query: 42 }],
    ['facets that are not strings', { facets: [1, 2] }],
    ['distinct 9', { distinct: 9 }],
    ['params that are not a string', { params: { hitsPerPage: 1 } }],
  ])('answers 400 for %s', async (_name, body) => {
    expectAlgoliaError(await query(body), 400);
  });

  it('answers 400 for a batch over 50 requests and 200 for 50', async () => {
    const requests = (n: number) =>
      Array.from({ length: n }, (_, i) => ({ indexName: 'uk_products', page: i % 3 }));
    expectAlgoliaError(await call('/1/indexes/*/queries', { requests: requests(51) }), 400);
    const fifty = await call('/1/indexes/*/queries', { requests: requests(50) });
    expect(fifty.status).toBe(200);
    expect(fifty.body.results).toHaveLength(50);
  });

  it('answers 400 for a facet value search on an attribute that is not a facet', async () => {
    expectAlgoliaError(await call('/1/indexes/uk_products/facets/name/query', { facetQuery: 'a' }), 400);
  });
});

describe('what browsers send', () => {
  it('parses a JSON body sent as text/plain or with no content type', async () => {
    const plain = await query(JSON.stringify({ query: '', hitsPerPage: 3 }), {
      headers: { ...auth, 'content-type': 'text/plain;charset=UTF-8' },
      raw: true,
    });
    expect(plain.status).toBe(200);
    expect(plain.body.hits).toHaveLength(3);
    const form = await query(JSON.stringify({ hitsPerPage: 1 }), {
      headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' },
      raw: true,
    });
    expect(form.status).toBe(200);
    expect(form.body.hits).toHaveLength(1);
    const none = await query(undefined, { headers: auth });
    expect(none.status).toBe(200);
  });

  it('answers CORS preflights with 200 and the headers the client sends', async () => {
    const response = await fetch(`http://${harness.host}/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-algolia-api-key, x-algolia-application-id, content-type',
      },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    const allowed = response.headers.get('access-control-allow-headers')!.toLowerCase();
    for (const header of ['x-algolia-api-key', 'x-algolia-application-id', 'content-type'])
      expect(allowed).toContain(header);
  });

  it('sends CORS headers with answers and errors alike', async () => {
    const ok = await query({ hitsPerPage: 1 });
    expect(ok.status).toBe(200);
    expect(ok.headers.get('access-control-allow-origin')).toBe('*');
    expectAlgoliaError(await query({}, { headers: {} }), 403);
    expectAlgoliaError(await query('{', { raw: true }), 400);
  });
});

describe('the database out of reach', () => {
  it('answers 503 SERVICE_UNAVAILABLE with retry-after, not a 500', async () => {
    // The rules are read from the database on a search: a restart of PostgreSQL drops the connection under it.
    const lost = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
    vi.spyOn(harness.service.rules, 'apply').mockRejectedValueOnce(lost);
    const answer = await query({ query: 'dress' });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: expect.any(String), status: 503, code: 'SERVICE_UNAVAILABLE' });
    expect(answer.headers.get('retry-after')).toBe('5');
    expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    // The next search, with the database back, answers as usual.
    expect((await query({ query: 'dress' })).status).toBe(200);
  });
});
