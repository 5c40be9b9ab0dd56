import type { Queryable } from '../db/database.ts';
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
  async insert(db: Queryable, row: StoredMethodRow, now: Date): Promise<void> {
    await db.query(
      `INSERT INTO sandbox_stored_methods (${COLUMNS}, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
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
      ],
    );
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
       WHERE id = $1 AND merchant_account = $2 AND shopper_reference = $3`,
      [id, merchantAccount, shopperReference],
    );
    return row && { ...row, expiry_month: Number(row.expiry_month), expiry_year: Number(row.expiry_year) };
  },
};
