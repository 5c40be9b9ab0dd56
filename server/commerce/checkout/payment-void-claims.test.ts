import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { orderReleaseRepository } from '../orders/order-release.ts';
import { insertFixtureOrder } from '../../test-support/order-fixture.ts';
import { insertReferenceFixture } from '../../test-support/reference-fixture.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { unpaidOrderRepository as unpaid } from './unpaid-order-repository.ts';

const LEASE_MS = 60_000;

describe.each(testDatabaseKinds)('claims on owed payment voids on $name', (kind) => {
  let db: Database;
  let ids: number[] = [];
  const claim = (limit = 50, reference?: string) => unpaid.claimDueVoids(db, limit, LEASE_MS, reference);

  beforeAll(async () => {
    db = await kind.open();
    await insertReferenceFixture(db);
  });
  afterAll(() => db.close());
  beforeEach(async () => {
    await db.query(`UPDATE orders SET payment_void = 'DONE', void_claimed_until = NULL`);
    const prefix = `VC-${Math.random().toString(36).slice(2, 8)}`;
    for (let index = 0; index < 12; index++)
      await insertFixtureOrder(db, {
        reference: `${prefix}-${index}`,
        lookupSecret: 'x',
        status: 'CANCELLED',
        payment: { method: 'paypal', state: 'CANCELLED', pspReference: `${prefix}-psp-${index}` },
      });
    ids = (
      await db.query<{ id: number }>(
        `UPDATE orders SET payment_void = 'DUE' WHERE reference LIKE $1 RETURNING id::int AS id`,
        [`${prefix}-%`],
      )
    )
      .map((row) => row.id)
      .sort((a, b) => a - b);
  });

  it('gives two claimers at the same moment disjoint voids that together are all of them', async () => {
    const [first, second] = await Promise.all([claim(8), claim(8)]);
    const claimed = [...first!, ...second!].map((due) => Number(due.id));
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
    expect(await claim()).toEqual([]);
  });

  it('makes a void whose claim ran out (its node died) due again, to one claimer', async () => {
    const [held] = await claim(1);
    await db.query(`UPDATE orders SET void_claimed_until = now() - interval '1 second' WHERE id = $1`, [
      held!.id,
    ]);
    const [again, other] = await Promise.all([claim(50), claim(50)]);
    const taken = [...again!, ...other!].filter((due) => Number(due.id) === Number(held!.id));
    expect(taken).toHaveLength(1);
  });

  it('gives back a released claim, and only that claim', async () => {
    const [due] = await claim(1, undefined);
    await unpaid.releaseVoid(db, { ...due!, claimedUntil: new Date(due!.claimedUntil.getTime() + 1) });
    expect(await claim(50)).toHaveLength(ids.length - 1);
    await unpaid.releaseVoid(db, due!);
    expect((await claim(50)).map((row) => Number(row.id))).toEqual([Number(due!.id)]);
  });

  it('ends the claim once the void is recorded, and when a late payment comes to be owed instead', async () => {
    const [due] = await claim(1);
    expect(await unpaid.recordVoid(db, due!.id, due!.payment.pspReference, 'DONE')).toBe(true);
    const [row] = await db.query<{ void_claimed_until: Date | null }>(
      'SELECT void_claimed_until FROM orders WHERE id = $1',
      [due!.id],
    );
    expect(row!.void_claimed_until).toBeNull();
    const [next] = await claim(1);
    await orderReleaseRepository.oweVoid(db, next!.id, 'late-psp');
    expect((await claim(1, next!.reference)).map((again) => again.payment.voidPspReference)).toEqual([
      'late-psp',
    ]);
  });
});
