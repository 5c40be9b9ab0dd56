import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { CommerceHarness } from '../test-support/commerce-harness.ts';
import { startSearchHarness } from '../test-support/search-harness.ts';
import type { TestDatabaseKind } from '../test-support/test-databases.ts';
import { encode } from './hostile-requests.ts';
import { anyJson, HOSTILE_TEXT, POLLUTION_KEYS } from './schema-arbitraries.ts';

/** A protocol endpoint's figures: requests sent, 5xx answers, and error answers not in the protocol's own shape. */
export interface ProtocolReport {
  requests: number;
  serverErrors: number;
  badShapes: number;
}

interface RawRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const hostileText = fc.oneof(
  fc.constantFrom(...HOSTILE_TEXT),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.integer({ min: 1000, max: 40_000 }).map((length) => 'x'.repeat(length)),
);

/** A JSON object whose known fields are hostile or of the wrong type, with pollution keys among them. */
function hostileObject(fields: string[]): fc.Arbitrary<unknown> {
  const value = fc.oneof(hostileText, anyJson, fc.array(anyJson, { maxLength: 4 }));
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...fields, ...POLLUTION_KEYS), value, { maxKeys: fields.length + 1 }),
    fc.dictionary(fc.constantFrom(...fields), value, { maxKeys: fields.length }).map((object) => ({
      ...object,
      nested: JSON.parse(`${'['.repeat(2000)}${']'.repeat(2000)}`) as unknown,
    })),
    anyJson,
  );
}

const bodyText = (fields: string[]) =>
  fc.oneof(
    { weight: 4, arbitrary: hostileObject(fields).map((value) => JSON.stringify(value) ?? '') },
    fc.constantFrom('', '{', 'null', '[]', '"x"', '{"a":1}{"b":2}', '\uFEFF{}', 'x'.repeat(100_000)),
  );

async function run(
  app: FastifyInstance,
  requests: fc.Arbitrary<RawRequest>,
  wellShaped: (status: number, body: unknown) => boolean,
  options: { seed: number; runs: number },
): Promise<ProtocolReport> {
  const report: ProtocolReport = { requests: 0, serverErrors: 0, badShapes: 0 };
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const response = await app.inject(request);
      report.requests += 1;
      if (response.statusCode >= 500) report.serverErrors += 1;
      let body: unknown;
      try {
        body = JSON.parse(response.body);
      } catch {
        body = undefined;
      }
      const shaped = response.statusCode < 400 || wellShaped(response.statusCode, body);
      if (!shaped) report.badShapes += 1;
      if (response.statusCode >= 500 || !shaped)
        throw new Error(
          `${request.method} ${request.url.slice(0, 120)} -> ${response.statusCode} ${response.body.slice(0, 200)}`,
        );
    }),
    { seed: options.seed, numRuns: options.runs },
  );
  return report;
}

/** The search endpoint (Algolia's protocol): every error is `{ message, status }`, never a 5xx. */
export async function fuzzSearch(kind: TestDatabaseKind, options: { seed: number; runs: number }) {
  const harness = await startSearchHarness(kind, 20);
  try {
    const auth = {
      'x-algolia-application-id': harness.keys.appId,
      'x-algolia-api-key': harness.keys.searchKey,
    };
    const fields = [
      'requests',
      'query',
      'filters',
      'facetFilters',
      'numericFilters',
      'params',
      'hitsPerPage',
      'page',
      'facets',
      'indexName',
      'facetQuery',
      'model',
      'objectID',
      'events',
    ];
    const index = fc.oneof(fc.constantFrom('uk_products', '*', 'nope', 'uk_products_price_asc'), hostileText);
    const path = fc.oneof(
      fc.constant('/1/indexes/*/queries'),
      fc.constant('/1/indexes/*/recommendations'),
      index.map((name) => `/1/indexes/${encode(name)}/query`),
      fc
        .tuple(index, hostileText)
        .map(([name, facet]) => `/1/indexes/${encode(name)}/facets/${encode(facet)}/query`),
      fc.constant('/1/events'),
    );
    const headers = fc.oneof(
      { weight: 4, arbitrary: fc.constant(auth) },
      fc.constant({}),
      hostileText.map((key) => ({ ...auth, 'x-algolia-api-key': key.replace(/[^\x20-\x7e]/g, '?') })),
    );
    const requests = fc
      .record({
        path,
        headers,
        text: bodyText(fields),
        contentType: fc.constantFrom('application/json', 'text/plain', 'application/xml'),
      })
      .map(({ path: url, headers: sent, text, contentType }) => ({
        method: 'POST' as const,
        url,
        headers: { ...sent, 'content-type': contentType },
        payload: text,
      }));
    return await run(
      harness.app,
      requests,
      (status, body) => {
        const error = body as { message?: unknown; status?: unknown } | undefined;
        return typeof error?.message === 'string' && error.status === status;
      },
      options,
    );
  } finally {
    await harness.close();
  }
}

const IDENTITY_OPERATIONS = [
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'InitiateAuth',
  'ChangePassword',
  'GetUser',
  'UpdateUserAttributes',
  'GlobalSignOut',
];

/** The identity endpoint (Cognito's protocol): every error is `{ __type, message }`, never a 5xx. */
export async function fuzzIdentity(harness: CommerceHarness, options: { seed: number; runs: number }) {
  const fields = [
    'ClientId',
    'Username',
    'Password',
    'AuthFlow',
    'AuthParameters',
    'ConfirmationCode',
    'AccessToken',
    'RefreshToken',
    'UserAttributes',
    'ClientMetadata',
    'PreviousPassword',
    'ProposedPassword',
  ];
  const target = fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...IDENTITY_OPERATIONS)
        .map((name) => `AWSCognitoIdentityProviderService.${name}`),
    },
    fc.constantFrom(
      'AWSCognitoIdentityProviderService.__proto__',
      'AWSCognitoIdentityProviderService.constructor',
      'AWSCognitoIdentityProviderService.AdminDeleteUser',
      '',
    ),
  );
  const requests = fc
    .record({
      target,
      text: bodyText(fields),
      contentType: fc.constantFrom('application/x-amz-json-1.1', 'application/json', 'text/plain'),
    })
    .map(({ target: name, text, contentType }) => ({
      method: 'POST' as const,
      url: '/identity/',
      headers: { 'x-amz-target': name, 'content-type': contentType },
      payload: text,
    }));
  return run(
    harness.app,
    requests,
    (_status, body) => {
      const error = body as { __type?: unknown; message?: unknown } | undefined;
      return typeof error?.__type === 'string' && typeof error.message === 'string';
    },
    options,
  );
}
