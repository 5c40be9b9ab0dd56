// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { startCommerce } from '../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { buildTestServer } from '../test-helper.ts';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

/** Ask the way a browser behind Cloudflare would: no siteTag, no credentials. */
async function expectGeo(app: FastifyInstance): Promise<void> {
  const res = await app.inject({ url: '/api/geo', headers: { 'cf-ipcountry': 'ae' } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.headers['cache-control']).toBe('private, no-store');
  expect(String(res.headers.vary)).toContain('cf-ipcountry');
  expect(res.json()).toEqual({ countryCode: 'AE' });
  const fromLanguage = await app.inject({
    url: '/api/geo',
    headers: { 'accept-language': 'en-GB,en;q=0.9' },
  });
  expect(fromLanguage.json()).toEqual({ countryCode: null });
}

it('answers GET /api/geo without the commerce API, while other /api paths still 404', async () => {
  const server = await buildTestServer();
  close = server.close;
  await expectGeo(server.app);
  expect((await server.app.inject({ url: '/api/geography' })).statusCode).toBe(404);
});

it('answers GET /api/geo beside the commerce API, outside its siteTag and credential checks', async () => {
  const harness = await startCommerce(testDatabaseKinds[0]!);
  close = harness.close;
  await expectGeo(harness.app);
  expect((await harness.app.inject({ url: '/api/cart' })).statusCode).toBe(400);
});
