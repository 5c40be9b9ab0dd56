import type { Address } from './cart.ts';

/** Which list a saved address belongs to: where parcels go, or where the card statement goes. */
export type AddressKind = 'shipping' | 'billing';

/** The signed-in customer's saved addresses, defaults first. */
export interface AddressBook {
  addresses: Address[];
}

/**
 * The saved addresses of the signed-in customer. Every call raises a `ServiceFailure` when refused; a caller who is
 * not signed in is refused with status 401 (or the client's `session-failed` once its recovery gave up).
 */
export interface AddressBookService {
  /** A customer is signed in: without one, the book is not asked for (a refused call would end the session). */
  isSignedIn(): boolean;
  list(): Promise<AddressBook>;
  add(address: Address, kind: AddressKind): Promise<Address>;
  update(reference: string, address: Address): Promise<Address>;
  /** Delete an address; answers the book as it is afterwards. */
  remove(reference: string): Promise<AddressBook>;
}
