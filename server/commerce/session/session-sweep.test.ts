import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtureProducts, skuOf } from '../../test-support/catalogue-fixture.ts';
import { startCommerce, type CommerceHarness } from '../../test-support/commerce-harness.ts';
import { insertReferenceFixture } from '../../test-support/reference-fixture.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { SESSION_IDLE_LIFETIME_MS } from './session-service.ts';
import { SESSION_SWEEP_GRACE_MS, sweepExpiredSessions } from './session-sweep.ts';

const START = new Date('2026-11-25T12:00:00Z');

describe.each(testDatabaseKinds)('session sweep on $name', (kind) => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertReferenceFixture(harness.db);
    await insertFixtureProducts(harness.db, [{ productId: 'COAT1', stock: { 'black-m': 20 } }]);
  });
  afterAll(() => harness.close());

  const sessionIdOf = (token: string) => token.split('.')[0]!;
  const count = async (sql: string, params: unknown[]) =>
    Number((await harness.db.query<{ n: string }>(sql, params))[0]!.n);

  it('deletes sessions a day past expiry with their anonymous bags, and keeps live ones and account bags', async () => {
    const line = { productId: 'COAT1', sku: skuOf('COAT1', 'black', 'm'), quantity: 1 };
    const idle = harness.shopper();
    await idle.json('POST', '/api/cart', line);
    const token = await harness.bearerFor({ accountId: 'acc-sweep', email: 'sweep@example.com' });
    const member = harness.shopper({ bearer: token });
    await member.json('POST', '/api/cart', line);
    const idleId = sessionIdOf(await idle.session());
    const memberId = sessionIdOf(await member.session());

    // Not yet: expired, but within the grace a request that read the session just before may still be using it.
    harness.setNow(new Date(START.getTime() + SESSION_IDLE_LIFETIME_MS + 1000));
    const active = harness.shopper();
    await active.session();
    await sweepExpiredSessions(harness.db, harness.context.now);
    expect(await count('SELECT count(*) AS n FROM shopping_sessions WHERE id = $1', [idleId])).toBe(1);

    harness.setNow(new Date(START.getTime() + SESSION_IDLE_LIFETIME_MS + SESSION_SWEEP_GRACE_MS + 1000));
    try {
      expect(await sweepExpiredSessions(harness.db, harness.context.now)).toBeGreaterThanOrEqual(2);
      const ids = [idleId, memberId, sessionIdOf(await active.session())];
      const left = await harness.db.query<{ id: string }>(
        'SELECT id FROM shopping_sessions WHERE id = ANY($1::uuid[])',
        [ids],
      );
      expect(left.map((row) => row.id)).toEqual([ids[2]]);
      // The anonymous bag and its lines went; the account's bag stays, unlinked from the deleted session.
      expect(await count('SELECT count(*) AS n FROM carts WHERE session_id = $1', [idleId])).toBe(0);
      expect(
        await count(
          `SELECT count(*) AS n FROM cart_lines l JOIN carts c ON c.id = l.cart_id WHERE c.account_id = $1`,
          ['acc-sweep'],
        ),
      ).toBe(1);
      expect(
        await count('SELECT count(*) AS n FROM cart_lines WHERE cart_id NOT IN (SELECT id FROM carts)', []),
      ).toBe(0);
      // The live session still works.
      expect((await active.call('GET', '/api/cart')).statusCode).toBe(200);
    } finally {
      harness.setNow(START);
    }
  });
});
