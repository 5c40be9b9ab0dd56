import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

/** A saved card as stored: the provider's token and what a list shows, never the number. */
export interface SavedCardRow {
  id: string;
  provider_token: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  holder_name: string;
  is_default: boolean;
}

export type SavedCardValues = Omit<SavedCardRow, 'id' | 'is_default'>;

/** Advisory-lock namespace of an account's saved cards (the second key is the account id's hash). */
const SAVED_CARDS_LOCK = 3004;

const COLUMNS = 'id, provider_token, brand, last4, expiry_month, expiry_year, holder_name, is_default';

const numbers = (row: SavedCardRow): SavedCardRow => ({
  ...row,
  expiry_month: Number(row.expiry_month),
  expiry_year: Number(row.expiry_year),
});

/** SQL for saved cards; every statement names the account, so another account's card is never reached. */
export const savedCardRepository = {
  /** Take the account's saved-card lock for the rest of the transaction (the cap and the one default hold). */
  async lock(tx: Queryable, accountId: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [SAVED_CARDS_LOCK, accountId]);
  },

  /** The default first, then the earliest saved. */
  async list(db: Queryable, accountId: string): Promise<SavedCardRow[]> {
    const rows = await db.query<SavedCardRow>(
      `SELECT ${COLUMNS} FROM saved_cards WHERE account_id = $1 ORDER BY is_default DESC, created_at, seq`,
      [accountId],
    );
    return rows.map(numbers);
  },

  async find(db: Queryable, accountId: string, id: string): Promise<SavedCardRow | undefined> {
    const [row] = await db.query<SavedCardRow>(
      `SELECT ${COLUMNS} FROM saved_cards WHERE id = $1 AND account_id = $2`,
      [id, accountId],
    );
    return row && numbers(row);
  },

  async count(db: Queryable, accountId: string): Promise<number> {
    const [counted] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM saved_cards WHERE account_id = $1',
      [accountId],
    );
    return counted?.count ?? 0;
  },

  async insert(tx: Queryable, accountId: string, card: SavedCardValues): Promise<string> {
    const id = randomUUID();
    await tx.query(
      `INSERT INTO saved_cards (id, account_id, provider_token, brand, last4, expiry_month, expiry_year, holder_name,
         created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, clock_timestamp())`,
      [
        id,
        accountId,
        card.provider_token,
        card.brand,
        card.last4,
        card.expiry_month,
        card.expiry_year,
        card.holder_name,
      ],
    );
    return id;
  },

  /** Make `id` the account's only default; false when the account has no such card. */
  async makeDefault(tx: Queryable, accountId: string, id: string): Promise<boolean> {
    await tx.query(
      'UPDATE saved_cards SET is_default = false WHERE account_id = $1 AND is_default AND id <> $2',
      [accountId, id],
    );
    const updated = await tx.query<{ id: string }>(
      'UPDATE saved_cards SET is_default = true WHERE account_id = $1 AND id = $2 RETURNING id',
      [accountId, id],
    );
    return updated.length > 0;
  },

  async remove(tx: Queryable, accountId: string, id: string): Promise<boolean> {
    const removed = await tx.query<{ id: string }>(
      'DELETE FROM saved_cards WHERE account_id = $1 AND id = $2 RETURNING id',
      [accountId, id],
    );
    return removed.length > 0;
  },

  /** When the account has cards but no default, its earliest becomes default. */
  async repairDefault(tx: Queryable, accountId: string): Promise<void> {
    await tx.query(
      `UPDATE saved_cards SET is_default = true WHERE id = (
         SELECT id FROM saved_cards WHERE account_id = $1 ORDER BY created_at, seq LIMIT 1)
       AND NOT EXISTS (SELECT 1 FROM saved_cards WHERE account_id = $1 AND is_default)`,
      [accountId],
    );
  },
};
