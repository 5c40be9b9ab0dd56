import type { AddressListResponse, SavedAddress } from '../../../../schemas/api/addresses.schema.ts';
import type {
  Address,
  AddressBook,
  AddressBookService,
  AddressKind,
  AuthTokens,
} from '../../../kernel/types/index.ts';
import type { ApiClient } from '../../../kernel/api/api-client.ts';

const BOOK = '/api/v1/addresses';
const one = (reference: string) => `${BOOK}/${encodeURIComponent(reference)}`;

/**
 * The saved addresses over the shop's one API client (its Bearer token and session). Wire addresses become the
 * shop's own: empty optional fields are dropped, so a saved address reads like one typed into the form.
 */
export class HttpAddressBookService implements AddressBookService {
  constructor(
    private readonly client: Pick<ApiClient, 'call'>,
    private readonly tokens: Pick<AuthTokens, 'accessToken'>,
  ) {}

  isSignedIn(): boolean {
    return this.tokens.accessToken() !== undefined;
  }

  async list(): Promise<AddressBook> {
    return toBook(await this.client.call<AddressListResponse>(BOOK));
  }

  async add(address: Address, kind: AddressKind): Promise<Address> {
    const saved = await this.client.call<SavedAddress>(BOOK, {
      method: 'POST',
      query: { type: kind === 'billing' ? 'BILLING' : 'DELIVERY' },
      body: toBody(address),
    });
    return toAddress(saved);
  }

  async update(reference: string, address: Address): Promise<Address> {
    const saved = await this.client.call<SavedAddress>(one(reference), {
      method: 'PUT',
      body: { ...toBody(address), reference },
    });
    return toAddress(saved);
  }

  async remove(reference: string): Promise<AddressBook> {
    return toBook(await this.client.call<AddressListResponse>(`${one(reference)}/remove`, { method: 'PUT' }));
  }
}

const toBook = (wire: AddressListResponse): AddressBook => ({ addresses: wire.addresses.map(toAddress) });

// The server names the type itself (shipping or billing) and keeps `paymentAttached` for the card service.
function toBody(address: Address): Record<string, unknown> {
  const { paymentAttached: _attached, type, ...fields } = address;
  const body: Record<string, unknown> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''),
  );
  if (type) body.type = type === 'billing' || type === 'BILLING' ? 'BILLING' : 'DELIVERY';
  return body;
}

function toAddress(wire: SavedAddress): Address {
  const optional = (value: string) => (value === '' ? undefined : value);
  const address: Address = {
    reference: wire.reference,
    default: wire.default,
    firstName: wire.firstName,
    lastName: wire.lastName,
    addressLine1: wire.addressLine1,
    addressLine2: optional(wire.addressLine2),
    city: wire.city,
    postcode: optional(wire.postcode),
    region: optional(wire.region),
    territoryCode: optional(wire.territoryCode),
    countryCode: wire.countryCode,
    locale: optional(wire.locale),
    phoneNumber: optional(wire.phoneNumber),
    type: wire.type,
    paymentAttached: wire.paymentAttached,
  };
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value !== undefined)) as Address;
}
