import { describe, expect, it } from 'vitest';
import { answeringApiClient, type FakeAnswer } from '../../../../tests/helpers/answering-api-client.ts';
import type { ApiClient } from '../../../kernel/api/api-client.ts';
import { ApiRequestError } from '../../../kernel/api/api-errors.ts';
import { HttpSavedCardsService } from './saved-cards-api.ts';

const WIRE_CARD = {
  id: '6f1c1d2e-8d3a-4f8e-9a59-0c7a2b1d4e5f',
  brand: 'visa',
  last4: '1111',
  expiryMonth: 3,
  expiryYear: 2030,
  holderName: 'Ada Lovelace',
  default: true,
};
const ENCRYPTED = {
  cardHolderName: 'Ada Lovelace',
  encryptedCardNumber: 'a.b.c.d.e',
  encryptedExpiryMonth: 'a.b.c.d.e',
  encryptedExpiryYear: 'a.b.c.d.e',
  encryptedSecurityCode: 'a.b.c.d.e',
};

/** The service over a fetch answering one body per call, recording what was sent. */
function answering(...answers: FakeAnswer[]) {
  const { client, sent } = answeringApiClient(...answers);
  return { service: new HttpSavedCardsService(client, { accessToken: () => 'access-token' }), sent };
}

const list = { paymentMethods: [WIRE_CARD], canAddNewPaymentMethod: true, maxPaymentMethods: 10 };

describe('HttpSavedCardsService', () => {
  it('lists the cards in the shop’s own shape', async () => {
    const { service, sent } = answering({ status: 200, body: list });
    expect(await service.list()).toEqual({
      cards: [
        {
          id: WIRE_CARD.id,
          brand: 'visa',
          last4: '1111',
          expiryMonth: 3,
          expiryYear: 2030,
          holderName: 'Ada Lovelace',
          isDefault: true,
        },
      ],
      canAddMore: true,
    });
    expect(sent.at(-1)!.url.href).toContain('/api/v1/payment-methods?siteTag=t');
  });

  it('posts only the encrypted fields, the holder and the default flag', async () => {
    const { service, sent } = answering({ status: 201, body: WIRE_CARD });
    const card = await service.add(ENCRYPTED, { makeDefault: false });
    expect(card.isDefault).toBe(true);
    const call = sent.at(-1)!;
    expect(call.init.method).toBe('POST');
    expect(JSON.parse(String(call.init.body))).toEqual({ ...ENCRYPTED, default: false });
  });

  it('puts default and remove on the card’s own path', async () => {
    const { service, sent } = answering({ status: 200, body: list });
    await service.makeDefault(WIRE_CARD.id);
    await service.remove(WIRE_CARD.id);
    expect(sent.slice(-2).map((call) => [call.init.method, call.url.pathname])).toEqual([
      ['PUT', `/api/v1/payment-methods/${WIRE_CARD.id}/default`],
      ['PUT', `/api/v1/payment-methods/${WIRE_CARD.id}/remove`],
    ]);
  });

  it('answers 401 UNAUTHORIZED without calling when nobody is signed in (the bag’s session stays as it is)', async () => {
    const sent: string[] = [];
    const client = { call: (path: string) => Promise.resolve(void sent.push(path)) } as unknown as ApiClient;
    const service = new HttpSavedCardsService(client, { accessToken: () => undefined });
    const failure = await service.list().catch((error: unknown) => error);
    expect(failure).toMatchObject({ kind: 'http', status: 401, code: 'UNAUTHORIZED' });
    expect(sent).toEqual([]);
  });

  it('fails with the status and code of an error answer', async () => {
    const { service } = answering({
      status: 429,
      body: { status: 429, code: 'TOO_MANY_ATTEMPTS', message: 'later' },
    });
    const failure = await service.add(ENCRYPTED, { makeDefault: false }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect(failure).toMatchObject({ status: 429, code: 'TOO_MANY_ATTEMPTS' });
  });
});
