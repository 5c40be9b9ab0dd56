import { describe, expect, it } from 'vitest';
import type { SavedAddress } from '../../../../schemas/api/addresses.schema.ts';
import type { ApiRequest } from '../../../kernel/api/api-client.ts';
import { HttpAddressBookService } from './address-book-api.ts';

const saved: SavedAddress = {
  reference: 'r1',
  default: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Bloomsbury Square',
  addressLine2: '',
  city: 'London',
  postcode: 'WC1A 2LP',
  region: '',
  territoryCode: '',
  countryCode: 'GB',
  locale: 'en-GB',
  phoneNumber: '',
  type: 'shipping',
  paymentAttached: false,
};

/** The service over a client that records each call and gives `answer`. */
function answering(answer: unknown) {
  const sent: { path: string; init: ApiRequest | undefined }[] = [];
  const service = new HttpAddressBookService(
    {
      call: <T>(path: string, init?: ApiRequest) => {
        sent.push({ path, init });
        return Promise.resolve(answer as T);
      },
    },
    { accessToken: () => 'token' },
  );
  return { service, sent };
}

describe('HttpAddressBookService', () => {
  it('lists the book as the shop reads addresses: empty optional fields left out', async () => {
    const { service, sent } = answering({ addresses: [saved], canAddNewAddress: true, maxAddresses: 20 });
    const book = await service.list();
    expect(sent).toEqual([{ path: '/api/v1/addresses', init: undefined }]);
    expect(book.addresses).toEqual([
      {
        reference: 'r1',
        default: true,
        firstName: 'Ada',
        lastName: 'Lovelace',
        addressLine1: '12 Bloomsbury Square',
        city: 'London',
        postcode: 'WC1A 2LP',
        countryCode: 'GB',
        locale: 'en-GB',
        type: 'shipping',
        paymentAttached: false,
      },
    ]);
  });

  it('adds with the type as DELIVERY or BILLING, updates and removes by reference', async () => {
    const { service, sent } = answering(saved);
    await service.add({ ...saved, addressLine2: '', paymentAttached: true }, 'billing');
    await service.update('r/1', { ...saved, type: 'shipping' });
    const remover = answering({ addresses: [], canAddNewAddress: true, maxAddresses: 20 });
    expect(await remover.service.remove('r1')).toEqual({ addresses: [] });
    expect(sent[0]?.path).toBe('/api/v1/addresses');
    expect(sent[0]?.init).toMatchObject({ method: 'POST', query: { type: 'BILLING' } });
    expect(sent[0]?.init?.body).not.toHaveProperty('addressLine2');
    expect(sent[0]?.init?.body).not.toHaveProperty('paymentAttached');
    expect(sent[1]).toMatchObject({
      path: '/api/v1/addresses/r%2F1',
      init: { method: 'PUT', body: { reference: 'r/1', type: 'DELIVERY' } },
    });
    expect(remover.sent).toEqual([{ path: '/api/v1/addresses/r1/remove', init: { method: 'PUT' } }]);
  });
});
