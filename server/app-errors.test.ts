// @vitest-environment node
import { afterEach, beforeEach, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from './test-helper.ts';

let server: TestServer;
beforeEach(async () => {
  server = await buildTestServer();
});
afterEach(() => server.close());

it("names a system error by its status, never by the system's own code (ENOENT)", async () => {
  server.app.get('/fails', async () => {
    throw Object.assign(new Error("ENOENT: no such file or directory, open '/srv/secret/path'"), {
      code: 'ENOENT',
    });
  });
  const response = await server.app.inject({ url: '/fails' });
  expect(response.statusCode).toBe(500);
  expect(response.json()).toEqual({
    status: 500,
    code: 'INTERNAL_ERROR',
    message: 'Internal server error',
    requestId: response.headers['x-request-id'],
  });
});

it('answers 503 SERVICE_UNAVAILABLE with retry-after when the database cannot be reached', async () => {
  server.app.get('/database-gone', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  });
  const response = await server.app.inject({ url: '/database-gone' });
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe('5');
  expect(response.json()).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
});
