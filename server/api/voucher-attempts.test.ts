import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDeploymentSettings } from '../lib/deployment-settings.ts';
import { insertReferenceFixture } from '../test-support/reference-fixture.ts';
import { startCommerce, type CommerceHarness, type TestShopper } from '../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { VOUCHER_ATTEMPT_WINDOW_MS } from './voucher-attempts.ts';

const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;
const START = new Date('2026-11-25T12:00:00Z');

const apply = (shopper: TestShopper, voucher: string, headers: Record<string, string> = {}) =>
  shopper.call('PUT', '/api/cart/voucher', { action: 'apply', voucher }, headers);

describe('voucher attempts', () => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerce(pglite);
    await insertReferenceFixture(harness.db);
  });
  afterAll(() => harness.close());

  it('answer 429 with retry-after once a session has had its refused codes, and never count a good code', async () => {
    harness.context.limits.voucherAttemptsPerSession = 3;
    const shopper = harness.shopper();
    expect((await apply(shopper, 'WELCOME10')).statusCode).toBe(200);
    for (const code of ['GUESS1', 'GUESS2', 'EXPIRED5'])
      expect((await apply(shopper, code)).statusCode, code).not.toBe(429);
    const refused = await apply(shopper, 'GUESS4');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(VOUCHER_ATTEMPT_WINDOW_MS / 1000);
    // Even a good code waits: the limit answers before the code is looked at, so it tells nothing.
    expect((await apply(shopper, 'WELCOME10')).statusCode).toBe(429);
    // Removing a voucher is never limited.
    expect((await shopper.call('PUT', '/api/cart/voucher', { action: 'delete' })).statusCode).toBe(200);
    // Another shopper is not held up by this one.
    expect((await apply(harness.shopper(), 'GUESS5')).json()).toMatchObject({ code: 'VOUCHER_INVALID' });

    harness.setNow(new Date(START.getTime() + VOUCHER_ATTEMPT_WINDOW_MS));
    try {
      expect((await apply(shopper, 'GUESS6')).json()).toMatchObject({ code: 'VOUCHER_INVALID' });
    } finally {
      harness.setNow(START);
      harness.context.limits.voucherAttemptsPerSession = 10;
    }
  });

  it('limit an address however many sessions it starts', async () => {
    // A fresh window: the test above counted refusals from this same address.
    harness.setNow(new Date(START.getTime() + 2 * VOUCHER_ATTEMPT_WINDOW_MS));
    harness.context.limits.voucherAttemptsPerAddress = 4;
    try {
      for (let attempt = 0; attempt < 4; attempt += 1)
        expect((await apply(harness.shopper(), `SPRAY${attempt}`)).statusCode).toBe(404);
      expect((await apply(harness.shopper(), 'SPRAY5')).statusCode).toBe(429);
    } finally {
      harness.context.limits.voucherAttemptsPerAddress = 10_000;
      harness.setNow(START);
    }
  });
});

describe('client addresses behind a proxy', () => {
  const forwardedFor = (address: string) => ({ 'x-forwarded-for': address });

  /** Two refused codes use up `used` (one address per call, cycled); true when `other` is then refused too. */
  async function limitedFromOtherClient(trustProxy: 'on' | 'off', used: string[], other: string) {
    const harness = await startCommerce(pglite, {
      deployment: readDeploymentSettings({ TRUST_PROXY: trustProxy }),
    });
    try {
      await insertReferenceFixture(harness.db);
      harness.context.limits.voucherAttemptsPerAddress = 2;
      const from = (attempt: number) => forwardedFor(used[attempt % used.length]!);
      for (const attempt of [0, 1]) await apply(harness.shopper(), `A${attempt}`, from(attempt));
      expect((await apply(harness.shopper(), 'A2', from(2))).statusCode).toBe(429);
      return (await apply(harness.shopper(), 'B1', forwardedFor(other))).statusCode === 429;
    } finally {
      await harness.close();
    }
  }

  it('key limits on the shopper named by the proxy when TRUST_PROXY is on', async () => {
    expect(await limitedFromOtherClient('on', ['203.0.113.7'], '198.51.100.9')).toBe(false);
  });

  it('ignore forwarding headers by default, so a client cannot pick a fresh address per call', async () => {
    expect(await limitedFromOtherClient('off', ['203.0.113.7'], '198.51.100.9')).toBe(true);
  });

  it('count every address of one IPv6 /64 as one shopper, and another /64 apart', async () => {
    const network = ['2001:db8:5:6::1', '2001:db8:5:6::2', '2001:db8:5:6:abcd::3'];
    expect(await limitedFromOtherClient('on', network, '2001:db8:5:7::1')).toBe(false);
  });
});
