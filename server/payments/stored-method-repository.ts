import type { Queryable } from '../db/database.ts';
import type { PaymentResponse } from '../lib/payment-protocol.ts';
import type { StoredOutcome } from './card-rules.ts';

/** A card the sandbox stored for a shopper: enough to pay with it again, never its number. */
export interface StoredMethodRow {
  id: string;
  merchant_account: string;
  shopper_reference: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  holder_name: string;
  outcome: StoredOutcome;
}

const COLUMNS =
  'id, merchant_account, shopper_reference, brand, last4, expiry_month, expiry_year, holder_name, outcome';

/** SQL of the sandbox provider's stored payment methods. */
export const storedMethodRepository = {
  /** Store a card from payment `from`: usable at once, or (`active` false) only once its challenge passes. */
  async insert(
    db: Queryable,
    row: StoredMethodRow,
    now: Date,
    from: { pspReference: string; active: boolean },
  ): Promise<void> {
    await db.query(
      `INSERT INTO sandbox_stored_methods (${COLUMNS}, created_at, from_psp_reference, active)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        row.id,
        row.merchant_account,
        row.shopper_reference,
        row.brand,
        row.last4,
        row.expiry_month,
        row.expiry_year,
        row.holder_name,
        row.outcome,
        now,
        from.pspReference,
        from.active,
      ],
    );
  },

  /** The challenge of payment `pspReference` is decided: its card becomes usable, or is forgotten. */
  async decideWaiting(db: Queryable, pspReference: string, passed: boolean): Promise<void> {
    await db.query(
      passed
        ? 'UPDATE sandbox_stored_methods SET active = true WHERE from_psp_reference = $1'
        : 'DELETE FROM sandbox_stored_methods WHERE from_psp_reference = $1 AND NOT active',
      [pspReference],
    );
  },

  /** The usable card payment `pspReference` stored, if it stored one. */
  async fromPayment(db: Queryable, pspReference: string): Promise<StoredMethodRow | undefined> {
    const [row] = await db.query<StoredMethodRow>(
      `SELECT ${COLUMNS} FROM sandbox_stored_methods WHERE from_psp_reference = $1 AND active`,
      [pspReference],
    );
    return row && withNumbers(row);
  },

  /** Forget the shopper's stored method `id`; false when it has no such method. */
  async remove(
    db: Queryable,
    merchantAccount: string,
    shopperReference: string,
    id: string,
  ): Promise<boolean> {
    const removed = await db.query<{ id: string }>(
      `DELETE FROM sandbox_stored_methods WHERE id = $1 AND merchant_account = $2 AND shopper_reference = $3
       RETURNING id`,
      [id, merchantAccount, shopperReference],
    );
    return removed.length > 0;
  },

  /** The shopper's stored method `id`; another shopper's is as unknown as one never stored. */
  async find(
    db: Queryable,
    merchantAccount: string,
    shopperReference: string,
    id: string,
  ): Promise<StoredMethodRow | undefined> {
    const [row] = await db.query<StoredMethodRow>(
      `SELECT ${COLUMNS} FROM sandbox_stored_methods
       WHERE id = $1 AND merchant_account = $2 AND shopper_reference = $3 AND active`,
      [id, merchantAccount, shopperReference],
    );
    return row && withNumbers(row);
  },
};

const withNumbers = (row: StoredMethodRow): StoredMethodRow => ({
  ...row,
  expiry_month: Number(row.expiry_month),
  expiry_year: Number(row.expiry_year),
});

/** What the answer says of a card it stored, as Adyen's additionalData names it. */
export function storedMethodAnswer(stored: StoredMethodRow): NonNullable<PaymentResponse['additionalData']> {
  return {
    'recurring.recurringDetailReference': stored.id,
    'recurring.shopperReference': stored.shopper_reference,
    expiryDate: `${stored.expiry_month}/${stored.expiry_year}`,
    cardHolderName: stored.holder_name,
  };
}
