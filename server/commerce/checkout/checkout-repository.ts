import type { AddressBody } from '../../../schemas/api/address.schema.ts';
import type { ConsumerResponse } from '../../../schemas/api/addresses.schema.ts';
import type { ShoppingSession } from '../../api/context.ts';
import type { Queryable } from '../../db/database.ts';
import { cartRepository, type CartRow } from '../cart/cart-repository.ts';

/** The consumer's details as checkout stores them. */
export type ConsumerProperties = ConsumerResponse['properties'];

/** SQL for checkout state: the cart's delivery address, tax state and shipping method, and the consumer's details. */
export const checkoutRepository = {
  /** Store the delivery address on a cart, with the tax region and tax state it implies. */
  async setDeliveryAddress(
    tx: Queryable,
    cartId: number,
    delivery: {
      address: AddressBody;
      reference: string | null;
      taxRegion: string;
      taxState: CartRow['tax_state'];
    },
    now: Date,
  ): Promise<void> {
    await cartRepository.update(
      tx,
      cartId,
      {
        shipping_address: delivery.address,
        address_reference: delivery.reference,
        tax_region: delivery.taxRegion,
        tax_state: delivery.taxState,
      },
      now,
    );
  },

  /** Store the outcome of a tax calculation for a region. */
  async setTax(
    tx: Queryable,
    cartId: number,
    taxState: CartRow['tax_state'],
    taxRegion: string,
    now: Date,
  ): Promise<void> {
    await cartRepository.update(tx, cartId, { tax_state: taxState, tax_region: taxRegion }, now);
  },

  async setShippingMethod(tx: Queryable, cartId: number, methodId: string, now: Date): Promise<void> {
    await cartRepository.update(tx, cartId, { shipping_method_id: methodId }, now);
  },

  /** Store a guest's details on the guest's active cart; answers its public id, or undefined without a cart. */
  async saveOnGuestCart(
    db: Queryable,
    session: ShoppingSession,
    properties: ConsumerProperties,
    now: Date,
  ): Promise<string | undefined> {
    const [cart] = await db.query<{ public_id: string }>(
      `UPDATE carts SET consumer = $3, version = version + 1, updated_at = $4
       WHERE session_id = $1 AND site_id = $2 AND status = 'ACTIVE' AND account_id IS NULL
       RETURNING public_id`,
      [session.id, session.siteId, JSON.stringify(properties), now],
    );
    return cart?.public_id;
  },

  /** Store a signed-in customer's details; answers true when this created them (a first-time customer). */
  async saveForAccount(
    db: Queryable,
    accountId: string,
    properties: ConsumerProperties,
    now: Date,
  ): Promise<boolean> {
    // xmax is 0 only on a row this statement inserted: it tells a first-time customer from a returning one.
    const [row] = await db.query<{ inserted: boolean }>(
      `INSERT INTO consumers (account_id, email, first_name, last_name, phone_number, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (account_id) DO UPDATE SET email = EXCLUDED.email, first_name = EXCLUDED.first_name,
         last_name = EXCLUDED.last_name, phone_number = EXCLUDED.phone_number, updated_at = EXCLUDED.updated_at
       RETURNING (xmax = 0) AS inserted`,
      [accountId, properties.email, properties.firstName, properties.lastName, properties.phoneNumber, now],
    );
    return row?.inserted === true;
  },
};
