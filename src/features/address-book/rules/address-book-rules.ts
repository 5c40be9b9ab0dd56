import { API_LIMITS } from '../../../../schemas/api/conventions.ts';
import type { Address, AddressKind, ServiceFailure } from '../../../kernel/types/index.ts';

/** What went wrong with the last address action, one code per action (a refused list says whether for sign-in). */
export type AddressActionError = 'UNABLE_TO_DELETE' | 'LIST' | 'UPDATE' | 'ADD' | 'UNAUTHORIZED';

/**
 * Where the checkout's shipping address came from: the cart already held it (`initial`, nothing to save), the
 * shopper's book (`saved`), or the form (`new`).
 */
export type AddressSource = 'initial' | 'saved' | 'new';

/** What the checkout lends the book: the check of an address against its country's rules, and the cart's save. */
export interface CartAddressTarget {
  isValid(address: Address): Promise<boolean>;
  save(address: Address): Promise<boolean>;
}

/** An account may keep this many addresses; the server refuses the next one. */
export const MAX_SAVED_ADDRESSES = API_LIMITS.maxSavedAddresses;

export const kindOf = (address: Address): AddressKind =>
  address.type === 'billing' || address.type === 'BILLING' ? 'billing' : 'shipping';

/** A refusal because nobody is signed in: the API's 401, or the client's sign-out once its retry also failed. */
export function isUnauthorised(error: unknown): boolean {
  const failure = error as Partial<ServiceFailure> | undefined;
  return failure?.status === 401 || failure?.kind === 'session-failed';
}
