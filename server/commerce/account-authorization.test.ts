import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type CommerceHarness, type TestShopper } from '../test-support/commerce-harness.ts';
import { UK_HOME_ADDRESS } from '../test-support/address-fixture.ts';
import { encryptCard } from '../test-support/checkout-fixture.ts';
import { insertFixtureOrder } from '../test-support/order-fixture.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

// Every call that reads or changes a customer's own records, asked by an anonymous shopper, by another signed-in
// customer and by the owner: only the owner succeeds; the others get 401 or 404 and never a byte of the owner's data.

type Caller = 'anonymous' | 'other' | 'owner';

interface OwnedCall {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: () => string;
  body?: () => unknown;
  /** What the anonymous shopper and the other customer get. */
  refused: { anonymous: number; other: number };
  /** The owner's success. */
  ownerStatus: number;
  /** A list answers the other customer 200 with their own (empty) records: it must not hold the owner's. */
  listForOthers?: boolean;
}

describe.each(testDatabaseKinds)('account records on $name: only the owner', (kind) => {
  let harness: CommerceHarness;
  let callers: Record<Caller, TestShopper>;
  let addressId = '';
  let cardId = '';
  const orderReference = `AUTH-${randomUUID().slice(0, 8)}`;
  const ownerEmail = `owner-${randomUUID().slice(0, 8)}@example.com`;
  /** Text that appears only in the owner's records: none of it may reach anyone else. */
  const ownerMarks = () => [addressId, cardId, orderReference, ownerEmail, UK_HOME_ADDRESS.addressLine1];

  beforeAll(async () => {
    harness = await startCommerce(kind);
    const owner = { accountId: `acct-owner-${randomUUID()}`, email: ownerEmail };
    const other = { accountId: `acct-other-${randomUUID()}`, email: 'other@example.com' };
    callers = {
      anonymous: harness.shopper(),
      other: harness.shopper({ bearer: await harness.bearerFor(other) }),
      owner: harness.shopper({ bearer: await harness.bearerFor(owner) }),
    };
    const added = await callers.owner.json<{ reference: string }>(
      'POST',
      '/api/v1/addresses?type=DELIVERY',
      UK_HOME_ADDRESS,
      201,
    );
    addressId = added.reference;
    const card = await encryptCard(harness.context.payments.clientKey, {
      number: '4111111111111111',
      holderName: 'Ada Lovelace',
    });
    cardId = (
      await callers.owner.json<{ id: string }>(
        'POST',
        '/api/v1/payment-methods',
        {
          cardHolderName: card.cardHolderName,
          encryptedCardNumber: card.encryptedCardNumber,
          encryptedExpiryMonth: card.encryptedExpiryMonth,
          encryptedExpiryYear: card.encryptedExpiryYear,
          encryptedSecurityCode: card.encryptedSecurityCode,
        },
        201,
      )
    ).id;
    await insertFixtureOrder(harness.db, {
      reference: orderReference,
      lookupSecret: harness.context.secrets.orderLookup,
      accountId: owner.accountId,
      email: ownerEmail,
    });
  });
  afterAll(() => harness.close());

  const calls: OwnedCall[] = [
    {
      name: 'list addresses',
      method: 'GET',
      path: () => '/api/v1/addresses',
      refused: { anonymous: 401, other: 200 },
      ownerStatus: 200,
      listForOthers: true,
    },
    {
      name: 'update an address',
      method: 'PUT',
      path: () => `/api/v1/addresses/${addressId}`,
      body: () => ({ ...UK_HOME_ADDRESS, city: 'Cambridge', postcode: 'CB2 1TN' }),
      refused: { anonymous: 401, other: 404 },
      ownerStatus: 200,
    },
    {
      name: 'order history',
      method: 'GET',
      path: () => '/api/order/history',
      refused: { anonymous: 401, other: 200 },
      ownerStatus: 200,
      listForOthers: true,
    },
    {
      name: 'order details',
      method: 'GET',
      path: () => `/api/order/${orderReference}`,
      refused: { anonymous: 401, other: 404 },
      ownerStatus: 200,
    },
    {
      name: 'the order of another session’s completion page',
      method: 'GET',
      path: () => `/api/order/complete/${orderReference}`,
      refused: { anonymous: 404, other: 404 },
      // Only the session that placed it may read it this way; the fixture order has none, so the owner is refused too.
      ownerStatus: 404,
    },
    {
      name: 'guest lookup without the link’s hash',
      method: 'POST',
      path: () => '/api/order/s/query',
      body: () => ({ orderReference, email: ownerEmail, hash: 'not-the-hash' }),
      refused: { anonymous: 404, other: 404 },
      ownerStatus: 404,
    },
    {
      name: 'list saved cards',
      method: 'GET',
      path: () => '/api/v1/payment-methods',
      refused: { anonymous: 401, other: 200 },
      ownerStatus: 200,
      listForOthers: true,
    },
    {
      name: 'make a saved card the default',
      method: 'PUT',
      path: () => `/api/v1/payment-methods/${cardId}/default`,
      refused: { anonymous: 401, other: 404 },
      ownerStatus: 200,
    },
    {
      name: 'remove a saved card',
      method: 'PUT',
      path: () => `/api/v1/payment-methods/${cardId}/remove`,
      refused: { anonymous: 401, other: 404 },
      ownerStatus: 200,
    },
    // Removal last: after it the owner's address is gone for every later row.
    {
      name: 'remove an address',
      method: 'PUT',
      path: () => `/api/v1/addresses/${addressId}/remove`,
      refused: { anonymous: 401, other: 404 },
      ownerStatus: 200,
    },
  ];

  for (const call of calls)
    it(`${call.name} (${call.method})`, async () => {
      for (const caller of ['anonymous', 'other'] as const) {
        const response = await callers[caller].call(call.method, call.path(), call.body?.());
        expect(response.statusCode, `${caller}: ${response.body}`).toBe(call.refused[caller]);
        for (const mark of ownerMarks()) expect(response.body, `${caller} saw ${mark}`).not.toContain(mark);
        if (response.statusCode === 401 || response.statusCode === 404)
          expect((response.json() as { code?: string }).code).toMatch(/^[A-Z_]+$/);
      }
      const owned = await callers.owner.call(call.method, call.path(), call.body?.());
      expect(owned.statusCode, owned.body).toBe(call.ownerStatus);
      if (call.listForOthers)
        expect(owned.body).toMatch(new RegExp(`${addressId}|${cardId}|${orderReference}`));
    });
});
