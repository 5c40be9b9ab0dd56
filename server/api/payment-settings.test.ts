import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { loadPaymentSettings } from './payment-settings.ts';

/**
 * Nodes behind a balancer share one database: a card encrypted with the key one node handed out must be decrypted by
 * any other, and by the same node after a restart, so the generated key pair is kept, not made per process.
 */
describe.each(testDatabaseKinds)('payment settings on a shared database ($name)', (kind) => {
  it('give every process on one database the same card key pair, kept in app_secrets', async () => {
    const db = await kind.open();
    try {
      const [first, second] = await Promise.all([loadPaymentSettings(db, {}), loadPaymentSettings(db, {})]);
      const restarted = await loadPaymentSettings(db, {});
      expect(second.clientKey).toEqual(first.clientKey);
      expect(restarted.clientKey).toEqual(first.clientKey);
      const rows = await db.query<{ value: string }>(
        "SELECT value FROM app_secrets WHERE name = 'payments_card_private_jwk'",
      );
      const own = JSON.parse(rows[0]!.value) as { n: string };
      expect(own.n).toBe(first.clientKey.n);
    } finally {
      await db.close();
    }
  });
});
