import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartResponse } from '../../../schemas/api/cart.schema.ts';
import type { PlaceOrderResponse } from '../../../schemas/api/checkout.schema.ts';
import { oneSkuProducts, stockOf as stockInDb } from '../../test-support/catalogue-fixture.ts';
import {
  CONSUMER,
  placeOrder,
  placeOrderBody,
  shopperReadyToPay,
} from '../../test-support/checkout-fixture.ts';
import {
  startCommerce,
  type CommerceHarness,
  type TestShopper,
} from '../../test-support/commerce-harness.ts';
import { insertReferenceFixture } from '../../test-support/reference-fixture.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { voucherUseRepository } from '../cart/voucher-use-repository.ts';
import { OrderFulfilment } from '../orders/order-fulfilment.ts';

const VISA = { number: '4111111111111111' };
const REFUSED = { number: '4000000000000002' };

describe.each(testDatabaseKinds)('voucher uses at placement on $name', (kind) => {
  let harness: CommerceHarness;
  let voucher = 0;
  /** A product of its own per test, with `stock` units of its one sku. */
  const newSku = oneSkuProducts(() => harness.db, 'VOU');
  /** A 10% code of its own per test (the bag caches codes for a few seconds). */
  const newVoucher = async (limits: { total?: number; perCustomer?: number }) => {
    const code = `ONCE${++voucher}`;
    await harness.db.query(
      `INSERT INTO discounts (id, code, name, discount_type, component, amount, usage_limit, usage_limit_per_customer)
       VALUES ($1, $2, $2, 'PERCENTAGE', 'ITEMS', 10, $3, $4)`,
      [code.toLowerCase(), code, limits.total ?? null, limits.perCustomer ?? null],
    );
    return code;
  };
  const usedCount = async (code: string) =>
    (
      await harness.db.query<{ used_count: number }>('SELECT used_count FROM discounts WHERE code = $1', [
        code,
      ])
    )[0]!.used_count;
  const stockOf = (sku: string) => stockInDb(harness.db, sku);
  const ordersWith = (code: string) =>
    harness.db.query<{ id: number; reference: string; status: string; voucher_use_spent: boolean }>(
      'SELECT id::int AS id, reference, status, voucher_use_spent FROM orders WHERE voucher_code = $1 ORDER BY id',
      [code],
    );
  /** A shopper ready to pay with `code` in the bag. */
  const withVoucher = async (
    line: { productId: string; sku: string },
    code: string,
    options?: Parameters<CommerceHarness['shopper']>[0],
  ) => {
    const ready = await shopperReadyToPay(harness, line, options);
    await ready.shopper.json('PUT', '/api/cart/voucher', { action: 'apply', voucher: code });
    return ready;
  };
  const pay = async (
    { shopper, session }: Awaited<ReturnType<typeof withVoucher>>,
    card = VISA,
    email = CONSUMER.email,
  ) =>
    placeOrder(shopper, { ...(await placeOrderBody(session, { card })), consumer: { ...CONSUMER, email } });
  const bagOf = (shopper: TestShopper) => shopper.json<CartResponse>('GET', '/api/cart');

  beforeAll(async () => {
    harness = await startCommerce(kind);
    await insertReferenceFixture(harness.db);
    // The fixture's LIMITED1 is used up already; here it starts with its one use.
    await harness.db.query("UPDATE discounts SET used_count = 0 WHERE code = 'LIMITED1'");
  });
  afterAll(() => harness.close());

  it('places one order with a single-use code among 20 concurrent placements; the others keep stock and bag', async () => {
    const line = await newSku(20);
    const shoppers = [];
    for (let i = 0; i < 20; i++) shoppers.push(await withVoucher(line, 'LIMITED1'));
    const answers = await Promise.all(shoppers.map((ready) => pay(ready)));

    const placed = answers.filter((answer) => answer.statusCode === 200);
    expect(placed).toHaveLength(1);
    for (const answer of answers.filter((other) => other.statusCode !== 200))
      expect(answer.json()).toMatchObject({ status: 422, code: 'VOUCHER_USAGE_EXCEEDED' });
    const orders = await ordersWith('LIMITED1');
    expect(orders).toMatchObject([
      { reference: placed[0]!.json<PlaceOrderResponse>().utr, status: 'PLACED', voucher_use_spent: true },
    ]);
    expect(await usedCount('LIMITED1')).toBe(1);
    expect(await stockOf(line.sku)).toBe(19);
    const bags = await Promise.all(shoppers.map(({ shopper }) => bagOf(shopper)));
    expect(
      bags.filter((bag) => bag.items.length === 1 && bag.summary.voucherCode === 'LIMITED1'),
    ).toHaveLength(19);
    // The next shopper to try the code hears at once that it is used up, not only when paying.
    const latecomer = await shopperReadyToPay(harness, line);
    const applied = await latecomer.shopper.call('PUT', '/api/cart/voucher', {
      action: 'apply',
      voucher: 'LIMITED1',
    });
    expect(applied.json()).toMatchObject({ status: 422, code: 'VOUCHER_USAGE_EXCEEDED' });
  });

  it('gives the use back when the payment is refused, so the code works for the next try', async () => {
    const code = await newVoucher({ total: 1 });
    const ready = await withVoucher(await newSku(2), code);
    const refused = await pay(ready, REFUSED);
    expect(refused.json()).toMatchObject({ status: 402, code: 'ADRESULT_REFUSED' });
    expect(await usedCount(code)).toBe(0);
    expect(await ordersWith(code)).toMatchObject([{ status: 'CANCELLED', voucher_use_spent: false }]);

    const paid = await pay(ready);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await usedCount(code)).toBe(1);
    const [, order] = await ordersWith(code);
    expect(order).toMatchObject({ status: 'PLACED', voucher_use_spent: true });
    const [totals] = await harness.db.query<{ total_discount_minor: number }>(
      'SELECT total_discount_minor FROM orders WHERE id = $1',
      [order!.id],
    );
    expect(totals!.total_discount_minor).toBe(500);
  });

  it('gives the use, the stock and the payment back once when the operator cancels a paid order', async () => {
    const code = await newVoucher({ total: 2 });
    const line = await newSku(5);
    const third = await withVoucher(line, code);
    for (const email of ['one@example.com', 'two@example.com'])
      expect((await pay(await withVoucher(line, code), VISA, email)).statusCode).toBe(200);
    expect(await usedCount(code)).toBe(2);
    expect(await stockOf(line.sku)).toBe(3);
    expect((await pay(third)).json()).toMatchObject({ status: 422, code: 'VOUCHER_USAGE_EXCEEDED' });

    const [first] = await ordersWith(code);
    await new OrderFulfilment({ db: harness.db, now: () => new Date() }).advance(
      first!.reference,
      'CANCELLED',
    );
    expect(await usedCount(code)).toBe(1);
    expect(await stockOf(line.sku)).toBe(4);
    await voucherUseRepository.giveBack(harness.db, first!.id);
    expect(await usedCount(code)).toBe(1);
    // The payment worker voids what the provider holds for it.
    await harness.app.commerce.placement.sweepAbandoned();
    const [voided] = await harness.db.query<{ payment_void: string; state: string; provider: string }>(
      `SELECT o.payment_void, o.payment->>'state' AS state, p.status AS provider
       FROM orders o JOIN sandbox_payments p ON p.merchant_reference = o.reference WHERE o.id = $1`,
      [first!.id],
    );
    expect(voided).toEqual({
      payment_void: 'DONE',
      state: 'VOIDED',
      provider: expect.stringMatching(/CANCEL/),
    });

    const retried = await pay(third);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await usedCount(code)).toBe(2);
  });

  it('lets each customer use a once-per-customer code once, by account or by e-mail', async () => {
    const code = await newVoucher({ perCustomer: 1 });
    const line = await newSku(10);
    expect((await pay(await withVoucher(line, code), VISA, 'Grace@example.com')).statusCode).toBe(200);
    // The same e-mail, spelt otherwise, in another session: refused at placement, stock and bag kept.
    const again = await withVoucher(line, code);
    expect((await pay(again, VISA, 'grace@EXAMPLE.com')).json()).toMatchObject({
      status: 422,
      code: 'VOUCHER_USAGE_EXCEEDED',
    });
    expect(await stockOf(line.sku)).toBe(9);
    expect((await bagOf(again.shopper)).summary.voucherCode).toBe(code);
    expect((await pay(again, VISA, 'someone.else@example.com')).statusCode).toBe(200);

    // A signed-in customer who used it hears so as soon as they apply it again.
    const bearer = await harness.bearerFor({ accountId: 'acct-voucher', email: 'acct@example.com' });
    expect((await pay(await withVoucher(line, code, { bearer }), VISA, 'acct@example.com')).statusCode).toBe(
      200,
    );
    const later = await shopperReadyToPay(harness, line, { bearer });
    const apply = await later.shopper.call('PUT', '/api/cart/voucher', { action: 'apply', voucher: code });
    expect(apply.json()).toMatchObject({ status: 422, code: 'VOUCHER_USAGE_EXCEEDED' });
    expect(await usedCount(code)).toBe(3);
  });

  it('places one order for one customer bursting a once-per-customer code from two sessions', async () => {
    const code = await newVoucher({ perCustomer: 1 });
    const line = await newSku(10);
    const sessions = [await withVoucher(line, code), await withVoucher(line, code)];
    const answers = await Promise.all([
      pay(sessions[0]!, VISA, 'burst@example.com'),
      pay(sessions[1]!, VISA, 'BURST@example.com'),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)!.json()).toMatchObject({
      code: 'VOUCHER_USAGE_EXCEEDED',
    });
    expect(await ordersWith(code)).toHaveLength(1);
    expect(await usedCount(code)).toBe(1);
    expect(await stockOf(line.sku)).toBe(9);
  });
});
