/** The cart service as the stores see it. */
import type { AddressBody, CartAddressBody } from '../../../schemas/api/address.schema.ts';
import type { AddToCartBody, CartResponse } from '../../../schemas/api/cart.schema.ts';
import type { PreconditionRequired } from './session.ts';

/** A campaign running for the cart (GET /api/cart/promotions). */
export type CartPromotion = NonNullable<CartResponse['promotions']>[number];

/** A cart call's answer: the cart, or the 428 marker. */
export type CartAnswer = CartResponse | PreconditionRequired;

/** The cart calls of spec 2 section 7.3 and the session they live in (7.2); failures raise a `ServiceFailure`. */
export interface CartService {
  load(options?: { preview?: boolean }): Promise<CartAnswer>;
  add(body: AddToCartBody): Promise<CartAnswer>;
  /** Quantity 0 removes the line. */
  update(itemId: string, quantity: number): Promise<CartAnswer>;
  remove(itemId: string): Promise<CartAnswer>;
  recreate(cartPublicId: string): Promise<CartAnswer>;
  applyVoucher(voucher: string): Promise<CartAnswer>;
  removeVoucher(): Promise<CartAnswer>;
  saveAddress(body: CartAddressBody): Promise<CartAnswer>;
  calculateTax(address: AddressBody): Promise<CartAnswer>;
  promotions(): Promise<CartPromotion[] | PreconditionRequired>;
  selectShipping(id: string): Promise<CartAnswer>;
  /** Create the shopping session (after a 428 marker); raises 'User Session Failed To Validate' after 3 attempts. */
  createSession(): Promise<void>;
  /** Call `listener` whenever a new session replaces an earlier one (401 recovery, sign out): the cart resets. */
  onSessionRestart(listener: () => void): void;
}
