import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../schemas/api/errors.ts';
import { SESSION_HEADER } from '../../schemas/api/conventions.ts';
import {
  BASIC_AUTHORIZATION,
  SITE_TAG,
  startCommerce,
  type CommerceHarness,
} from '../test-support/commerce-harness.ts';
import { insertFixtureProducts } from '../test-support/catalogue-fixture.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

/** Every call the storefront makes to this back end (search and identity have their own services). */
const STOREFRONT_CALLS = [
  'POST /api/basic-session',
  'POST /api/session',
  'GET /api/session/logout',
  'PUT /api/session/updateProperties',
  'GET /api/cart',
  'POST /api/cart',
  'PUT /api/cart/{itemId}',
  'POST /api/cart/recreateCart',
  'PUT /api/cart/voucher',
  'POST /api/cart/address',
  'POST /api/cart/calculate-tax',
  'GET /api/cart/promotions',
  'POST /api/shipping',
  'POST /api/checkout/consumer',
  'GET /api/v1/addresses',
  'POST /api/v1/addresses',
  'PUT /api/v1/addresses/{id}',
  'PUT /api/v1/addresses/{id}/remove',
  'GET /api/validation/{country}/{language}',
  'GET /api/validation/{country}/{language}/address',
  'GET /api/territory',
  'GET /api/order/history',
  'GET /api/order/{ref}',
  'POST /api/order/s/query',
  'GET /api/product/s/{productId}',
  'GET /api/filters/s/ALL',
  'GET /api/marketing/subscribe',
  'POST /api/marketing/remove',
  'POST /api/marketing/back-in-stock',
  'POST /api/helpdesk/tickets',
];

const HOSTILE_SEGMENTS = [
  "' OR 1=1 --",
  '..%2F..%2Fetc%2Fpasswd',
  '<script>alert(1)</script>',
  'x'.repeat(3000),
  '%00',
];
const HOSTILE_BODIES: { payload: string; contentType: string }[] = [
  { payload: '{"broken": ', contentType: 'application/json' },
  { payload: '[]', contentType: 'application/json' },
  { payload: '"a string"', contentType: 'application/json' },
  { payload: 'null', contentType: 'application/json' },
  {
    payload: JSON.stringify({ unexpected: '<script>alert(1)</script>', quantity: '1; DROP TABLE carts' }),
    contentType: 'application/json',
  },
  {
    payload: JSON.stringify({ nested: JSON.parse('['.repeat(500) + ']'.repeat(500)) }),
    contentType: 'application/json',
  },
  { payload: JSON.stringify({ big: 'x'.repeat(200_000) }), contentType: 'application/json' },
  { payload: 'email=a@b.c', contentType: 'application/x-www-form-urlencoded' },
];

describe.each(testDatabaseKinds)('the /api contract on $name', (kind) => {
  let harness: CommerceHarness;
  let operations: { method: string; path: string }[];
  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertFixtureProducts(harness.db, [{ productId: 'CONTRACT1' }]);
    const document = (await harness.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
  });
  afterAll(() => harness.close());

  it('publishes an OpenAPI 3.1 document naming every call the storefront makes', async () => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.json()).toMatchObject({ openapi: '3.1.0', info: { title: 'Storefront commerce API' } });
    const published = operations.map((operation) => `${operation.method} ${operation.path}`);
    expect(published).toEqual(expect.arrayContaining(STOREFRONT_CALLS));
  });

  it('answers every route without credentials with 401 or 400, never with data', async () => {
    for (const { method, path } of operations) {
      const url = `${path.replace(/\{[^}]+\}/g, 'x')}?siteTag=${SITE_TAG}`;
      const response = await harness.app.inject({ method: method as 'GET', url });
      expect([400, 401], `${method} ${path}`).toContain(response.statusCode);
    }
  });

  it('answers hostile path segments and bodies on every route with a 4xx and a catalogue code, never a 5xx', async () => {
    const shopper = harness.shopper();
    const session = await shopper.session();
    const headers = { authorization: BASIC_AUTHORIZATION, [SESSION_HEADER]: session };
    const failures: string[] = [];
    const check = async (method: string, url: string, body?: { payload: string; contentType: string }) => {
      const response = await harness.app.inject({
        method: method as 'GET',
        url,
        headers: body ? { ...headers, 'content-type': body.contentType } : headers,
        ...(body ? { payload: body.payload } : {}),
      });
      const code = String(response.headers['content-type'] ?? '').includes('json')
        ? (response.json() as { code?: string }).code
        : undefined;
      const ok =
        response.statusCode < 500 &&
        (response.statusCode < 400 || (ERROR_CODES as readonly string[]).includes(code ?? ''));
      if (!ok)
        failures.push(
          `${method} ${url.slice(0, 120)} ${body?.payload.slice(0, 40) ?? ''} -> ${response.statusCode} ${code}`,
        );
    };
    for (const { method, path } of operations) {
      if (path === '/api/session/logout') continue;
      const params = path.match(/\{[^}]+\}/g) ?? [];
      for (const segment of params.length ? HOSTILE_SEGMENTS : ['']) {
        const concrete = path.replace(/\{[^}]+\}/g, segment);
        await check(method, `${concrete}?siteTag=${SITE_TAG}&lang=${encodeURIComponent(segment || 'en')}`);
      }
      if (method === 'GET') continue;
      const concrete = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const body of HOSTILE_BODIES) await check(method, `${concrete}?siteTag=${SITE_TAG}`, body);
    }
    expect(failures).toEqual([]);
  });
});
