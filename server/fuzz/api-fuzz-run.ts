import fc from 'fast-check';
import { generateKeyPair, SignJWT } from 'jose';
import { ERROR_CODES } from '../../schemas/api/errors.ts';
import { SESSION_HEADER } from '../../schemas/api/conventions.ts';
import { insertFixtureProducts, skuOf } from '../test-support/catalogue-fixture.ts';
import { BASIC_AUTHORIZATION, SITE_TAG, type CommerceHarness } from '../test-support/commerce-harness.ts';
import { operationsOf, requestsFor, type Caller, type FuzzRequest } from './hostile-requests.ts';

/** What a run saw: how many routes and requests, the statuses, and every answer that broke the contract. */
export interface FuzzReport {
  operations: number;
  documentOperations: number;
  requests: number;
  statuses: Map<number, number>;
  serverErrors: string[];
  uncatalogued: string[];
}

const CATALOGUE = new Set<string>(ERROR_CODES);
const PRODUCT = 'FUZZ1';

/** The contract every answer keeps: never a 5xx, and every 4xx is the API's error body with a catalogue code. */
export function contractBreach(status: number, contentType: string, body: string): string | undefined {
  if (status >= 500) return `status ${status}`;
  if (status < 400) return undefined;
  if (!contentType.includes('json')) return `${status} answered as ${contentType || 'no content type'}`;
  let code: unknown;
  try {
    code = (JSON.parse(body) as { code?: unknown }).code;
  } catch {
    return `${status} with a body that is not JSON`;
  }
  return typeof code === 'string' && CATALOGUE.has(code) ? undefined : `${status} with code ${String(code)}`;
}

/**
 * The callers each route is fuzzed as: an anonymous shopper, a signed-in shopper with a real cart, and bearers forged
 * every way a token can be (another key, `alg: none`, expired, another client, a tampered payload).
 */
export async function fuzzCallers(harness: CommerceHarness, round = 0): Promise<Caller[]> {
  const anonymous = harness.shopper();
  const anonymousSession = await anonymous.session();
  // An account per round: each starts with a cart of one line.
  const account = { accountId: `fuzz-account-${round}`, email: `fuzz-${round}@example.com` };
  const bearer = await harness.bearerFor(account);
  const signedIn = harness.shopper({ bearer });
  await signedIn.json('POST', '/api/cart', {
    productId: PRODUCT,
    sku: skuOf(PRODUCT, 'black', 'm'),
    quantity: 1,
  });
  const signedInSession = await signedIn.session();
  const forgeries = await forgedBearers(harness, bearer, account);
  return [
    {
      name: 'anonymous',
      genuine: true,
      headers: () => ({ authorization: BASIC_AUTHORIZATION, [SESSION_HEADER]: anonymousSession }),
    },
    { name: 'no credentials', headers: () => ({}) },
    {
      name: 'signed in',
      genuine: true,
      headers: () => ({ authorization: `Bearer ${bearer}`, [SESSION_HEADER]: signedInSession }),
    },
    {
      name: 'anonymous with the signed-in session',
      headers: () => ({ authorization: BASIC_AUTHORIZATION, [SESSION_HEADER]: signedInSession }),
    },
    ...Object.entries(forgeries).map(([name, token]) => ({
      name: `forged bearer: ${name}`,
      headers: () => ({ authorization: `Bearer ${token}`, [SESSION_HEADER]: signedInSession }),
    })),
  ];
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function forgedBearers(
  harness: CommerceHarness,
  genuine: string,
  account: { accountId: string; email: string },
): Promise<Record<string, string>> {
  const [header, payload, signature] = genuine.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const otherKey = (await generateKeyPair('RS256')).privateKey;
  const signWithOtherKey = (changes: Record<string, unknown>) =>
    new SignJWT({ ...claims, ...changes })
      .setProtectedHeader(JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string })
      .sign(otherKey);
  const past = new Date(harness.context.now().getTime() - 2 * 86_400_000);
  return {
    'another key': await signWithOtherKey({}),
    'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    expired: await harness.bearerFor(account, { now: past, expiresInSeconds: 60 }),
    'another client': await signWithOtherKey({ client_id: 'another-client' }),
    'tampered payload': `${header}.${base64url({ ...claims, sub: 'someone-else' })}.${signature}`,
    garbage: 'eyJhbGciOiJSUzI1NiJ9.e30.AAAA',
  };
}

/** The published operations, read from the running server's OpenAPI document. */
export async function publishedOperations(harness: CommerceHarness) {
  const response = await harness.app.inject({ method: 'GET', url: '/api/openapi.json' });
  return operationsOf(response.json() as Parameters<typeof operationsOf>[0]);
}

/**
 * Fuzz every published operation with `runs` generated requests each, seeded so a failure reruns from the printed
 * seed and path. Breaches fail the property (fast-check shrinks and reports the smallest request).
 */
export async function fuzzApi(
  harness: CommerceHarness,
  options: { seed: number; runs: number; onOperation?: (label: string) => void },
): Promise<FuzzReport> {
  await insertFixtureProducts(harness.db, [{ productId: PRODUCT }]);
  const operations = await publishedOperations(harness);
  const report: FuzzReport = {
    operations: 0,
    documentOperations: operations.length,
    requests: 0,
    statuses: new Map(),
    serverErrors: [],
    uncatalogued: [],
  };
  for (const operation of operations) {
    options.onOperation?.(`${operation.method} ${operation.path}`);
    // Fresh sessions for each route: an earlier one (logout, session updates) may have ended or changed them.
    const callers = await fuzzCallers(harness, report.operations);
    await fc.assert(
      fc.asyncProperty(requestsFor(operation, callers, SITE_TAG), async (request) => {
        const breach = await send(harness, request, report);
        if (breach)
          throw new Error(`${request.method} ${request.url.slice(0, 200)} [${request.label}]: ${breach}`);
      }),
      { seed: options.seed, numRuns: options.runs },
    );
    report.operations += 1;
  }
  return report;
}

async function send(harness: CommerceHarness, request: FuzzRequest, report: FuzzReport) {
  const response = await harness.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
  });
  report.requests += 1;
  report.statuses.set(response.statusCode, (report.statuses.get(response.statusCode) ?? 0) + 1);
  const breach = contractBreach(
    response.statusCode,
    String(response.headers['content-type'] ?? ''),
    response.body,
  );
  if (breach) (response.statusCode >= 500 ? report.serverErrors : report.uncatalogued).push(breach);
  return breach;
}
