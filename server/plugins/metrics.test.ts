import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { defaultDeploymentSettings } from '../lib/deployment-settings.ts';
import { oneSkuProducts } from '../test-support/catalogue-fixture.ts';
import { placeOrder, placeOrderBody, shopperReadyToPay } from '../test-support/checkout-fixture.ts';
import { demoContentDir, startCommerce, type CommerceHarness } from '../test-support/commerce-harness.ts';
import { insertReferenceFixture } from '../test-support/reference-fixture.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { fixturesDir } from '../test-helper.ts';

const VISA = { number: '4111111111111111' };
const REFUSED = { number: '4000000000000002' };

/** The value of one sample of the scrape `text` (0 when absent), its labels given in the order the text has them. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels)
    .map(([key, value]) => `${key}="${value}"`)
    .join(',');
  const prefix = wanted ? `${name}{${wanted}} ` : `${name} `;
  const line = text.split('\n').find((entry) => entry.startsWith(prefix));
  return line ? Number(line.slice(prefix.length)) : 0;
}

// One server (PGlite) for the file: metrics live in one registry per process, so the figures are read as differences.
describe('metrics, health and request ids', () => {
  let harness: CommerceHarness;
  let base: string;
  const logLines: Record<string, unknown>[] = [];
  const newSku = oneSkuProducts(() => harness.db, 'MET');
  const scrape = async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    return response.text();
  };

  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean))
          logLines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    harness = await startCommerce(testDatabaseKinds[0]!, { logStream });
    await insertReferenceFixture(harness.db);
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await harness.app.close();
    // The last test closed the database already.
    await harness.db.close().catch(() => undefined);
  });

  it('counts requests by route pattern and status, orders placed and refused, payment results and limits', async () => {
    const before = await scrape();
    const placed = await shopperReadyToPay(harness, await newSku(5));
    const paid = await placeOrder(placed.shopper, await placeOrderBody(placed.session, { card: VISA }));
    expect(paid.statusCode, paid.body).toBe(200);
    harness.context.limits.paymentAttemptsPerAddress = 1;
    const refused = await shopperReadyToPay(harness, await newSku(5), { remoteAddress: '192.0.2.7' });
    const declined = await placeOrderBody(refused.session, { card: REFUSED });
    expect((await placeOrder(refused.shopper, declined)).statusCode).toBe(402);
    expect((await placeOrder(refused.shopper, declined)).statusCode).toBe(429);
    await fetch(`${base}/no/such/page/at/all-${Date.now()}`, { method: 'DELETE' });
    const after = await scrape();

    const delta = (name: string, labels?: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    // Soft: a run reports every figure missing, not only the first.
    const route = '/api/checkout/payment';
    expect.soft(delta('storefront_http_requests_total', { method: 'POST', route, status: '200' })).toBe(1);
    expect.soft(delta('storefront_http_requests_total', { method: 'POST', route, status: '402' })).toBe(1);
    expect
      .soft(delta('storefront_http_request_duration_seconds_count', { method: 'POST', route, status: '200' }))
      .toBe(1);
    expect
      .soft(
        sample(after, 'storefront_http_request_duration_seconds_sum', {
          method: 'POST',
          route,
          status: '200',
        }),
      )
      .toBeGreaterThan(0);
    expect.soft(delta('storefront_orders_placed_total')).toBe(1);
    expect.soft(delta('storefront_orders_refused_total', { code: 'ADRESULT_REFUSED' })).toBe(1);
    expect
      .soft(delta('storefront_payment_results_total', { step: 'payment', result_code: 'Authorised' }))
      .toBe(1);
    expect
      .soft(delta('storefront_payment_results_total', { step: 'payment', result_code: 'Refused' }))
      .toBe(1);
    expect.soft(delta('storefront_rate_limit_refusals_total', { limit: route })).toBe(1);
    expect
      .soft(delta('storefront_db_query_duration_seconds_count', { dialect: 'pglite', outcome: 'ok' }))
      .toBeGreaterThan(0);
    // A path no route matches is one series, whatever the URL.
    expect(after).not.toContain('/no/such/page');
    expect(
      delta('storefront_http_requests_total', { method: 'DELETE', route: 'unmatched', status: '404' }),
    ).toBe(1);
    expect(after).toContain('process_cpu_user_seconds_total');
  });

  it('answers /metrics only to this machine directly: a forwarded request gets the 404 of an unknown path', async () => {
    expect((await fetch(`${base}/metrics`)).status).toBe(200);
    const forwarded = await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(forwarded.status).toBe(404);
    expect(await forwarded.text()).not.toContain('storefront_');
  });

  it('with METRICS_TOKEN answers only the bearer of it; a trusted proxy’s well-formed request id is kept', async () => {
    const app = await buildApp({
      contentDir: demoContentDir,
      distDir: join(fixturesDir, 'dist'),
      deployment: { ...defaultDeploymentSettings(), metricsToken: 's3cret-token', trustProxy: true },
    });
    try {
      const metrics = (headers: Record<string, string>) => app.inject({ url: '/metrics', headers });
      expect((await metrics({})).statusCode).toBe(404);
      expect((await metrics({ authorization: 'Bearer wrong-token' })).statusCode).toBe(404);
      const allowed = await metrics({
        authorization: 'Bearer s3cret-token',
        'x-forwarded-for': '203.0.113.5',
      });
      expect(allowed.statusCode).toBe(200);
      expect(allowed.headers['content-type']).toMatch(/^text\/plain/);
      expect(
        (await app.inject({ url: '/livez', headers: { 'x-request-id': 'lb-42.a' } })).headers['x-request-id'],
      ).toBe('lb-42.a');
      const malformed = await app.inject({ url: '/livez', headers: { 'x-request-id': 'two words' } });
      expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await app.close();
    }
  });

  it('puts the request id in the header, the error body and the request’s log lines; a client’s own is ignored', async () => {
    const response = await fetch(`${base}/api/no-such-call?siteTag=storefront-demo`, {
      headers: { 'x-request-id': 'chosen-by-client' },
    });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND', requestId: id });
    expect(logLines.filter((line) => line.reqId === id).map((line) => line.msg)).toContain(
      'request completed',
    );
  });

  it('says it is live, and ready while the database, the content root and search answer', async () => {
    const live = await fetch(`${base}/livez`);
    expect([live.status, await live.json(), live.headers.get('cache-control')]).toEqual([
      200,
      { status: 'ok' },
      'no-store',
    ]);
    expect(live.headers.get('set-cookie')).toBeNull();
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    // Probes every few seconds stay out of the info log.
    expect(logLines.some((line) => (line.req as { url?: string } | undefined)?.url === '/readyz')).toBe(
      false,
    );

    const noContent = await buildApp({
      contentDir: join(fixturesDir, 'no-such-content'),
      distDir: join(fixturesDir, 'dist'),
    });
    try {
      const unready = await noContent.inject({ url: '/readyz' });
      expect([unready.statusCode, unready.json()]).toEqual([
        503,
        { status: 'unavailable', failing: ['content'] },
      ]);
      // Told to stop: out of a balancer's rotation, while pages and the liveness probe are still answered.
      noContent.startDraining();
      const draining = await noContent.inject({ url: '/readyz' });
      expect([draining.statusCode, draining.json()]).toEqual([
        503,
        { status: 'unavailable', failing: ['shutdown', 'content'] },
      ]);
      expect((await noContent.inject({ url: '/livez' })).statusCode).toBe(200);
    } finally {
      await noContent.close();
    }

    await harness.db.close();
    const down = await fetch(`${base}/readyz`);
    expect([down.status, await down.json()]).toEqual([503, { status: 'unavailable', failing: ['database'] }]);
    expect((await fetch(`${base}/livez`)).status).toBe(200);
  });
});
