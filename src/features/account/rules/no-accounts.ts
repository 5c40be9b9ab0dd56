import type { AccountServices } from '../../../kernel/types/index.ts';

/** A shop (or a render) without accounts: no settings, nothing kept, every account call refused. */
export const NO_ACCOUNTS: AccountServices = {
  settings: () => Promise.resolve(null),
  identity: () => Promise.reject(new Error('This shop has no accounts')),
  hasStoredIdentity: () => false,
  onIdentityCleared: () => () => undefined,
  session: () => Promise.reject(new Error('This shop has no accounts')),
};
