// @vitest-environment node
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../test-helper.ts';

let server: TestServer;
beforeEach(async () => {
  server = await buildTestServer();
});
afterEach(async () => {
  await server.close();
});

it.each([
  ['GET', '/api/product/s/123?lang=en'],
  ['POST', '/api/basic-session'],
  ['GET', '/api'],
] as const)('answers %s %s with a JSON 404 until the API exists', async (method, url) => {
  const res = await server.app.inject({ method, url });
  expect(res.statusCode).toBe(404);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
});

it('keeps the future search path out of the shell', async () => {
  const res = await server.app.inject({ url: '/1/indexes/products' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
});
