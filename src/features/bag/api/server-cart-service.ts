import type { CartService } from '../../../kernel/types/index.ts';

const refuse = () => Promise.reject(new Error('The cart is not available while rendering on the server'));

/** For server rendering, which must never call the API: every call rejects; restarts never happen. */
export const serverCartService: CartService = {
  load: refuse,
  add: refuse,
  update: refuse,
  remove: refuse,
  recreate: refuse,
  applyVoucher: refuse,
  removeVoucher: refuse,
  saveAddress: refuse,
  calculateTax: refuse,
  promotions: refuse,
  selectShipping: refuse,
  saveConsumer: refuse,
  addressRules: refuse,
  createSession: refuse,
  setSessionLanguage: refuse,
  onSessionRestart: () => {},
};
