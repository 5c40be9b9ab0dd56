import { randomUUID } from 'node:crypto';
import type { AddressType } from '../../../shared/address-rules.ts';
import type { Queryable } from '../../db/database.ts';

/** A saved address as stored. */
export interface AddressRow {
  id: string;
  type: AddressType;
  is_default: boolean;
  first_name: string;
  last_name: string;
  address_line1: string;
  address_line2: string;
  city: string;
  postcode: string;
  region: string;
  territory_code: string;
  country_code: string;
  locale: string;
  phone_number: string;
  payment_attached: boolean;
}

/** The columns an address write sets: what an address becomes once checked. */
export type AddressValues = Omit<AddressRow, 'id' | 'type' | 'is_default' | 'payment_attached'>;

/** Advisory-lock namespace of an account's address book (the second key is the account id's hash). */
const ADDRESS_BOOK_LOCK = 3003;

const COLUMNS = `id, type, is_default, first_name, last_name, address_line1, address_line2, city, postcode, region,
  territory_code, country_code, locale, phone_number, payment_attached`;

const valueList = (values: AddressValues) => [
  values.first_name,
  values.last_name,
  values.address_line1,
  values.address_line2,
  values.city,
  values.postcode,
  values.region,
  values.territory_code,
  values.country_code,
  values.locale,
  values.phone_number,
];

/** SQL for saved addresses; every statement names the account, so another account's address is never reached. */
export const addressRepository = {
  /** Take the account's address-book lock for the rest of the transaction. */
  async lockBook(tx: Queryable, accountId: string): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ADDRESS_BOOK_LOCK, accountId]);
  },

  /** The account's addresses, defaults first, then delivery before billing, then the earliest created. */
  list(db: Queryable, accountId: string): Promise<AddressRow[]> {
    return db.query<AddressRow>(
      `SELECT ${COLUMNS} FROM addresses WHERE account_id = $1 ORDER BY is_default DESC, type = 'BILLING', created_at, seq`,
      [accountId],
    );
  },

  async find(db: Queryable, accountId: string, id: string): Promise<AddressRow | undefined> {
    const [row] = await db.query<AddressRow>(
      `SELECT ${COLUMNS} FROM addresses WHERE id = $1 AND account_id = $2`,
      [id, accountId],
    );
    return row;
  },

  async count(db: Queryable, accountId: string): Promise<number> {
    const [counted] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM addresses WHERE account_id = $1',
      [accountId],
    );
    return counted?.count ?? 0;
  },

  /** Store a new address and answer its id. */
  async insert(tx: Queryable, accountId: string, type: AddressType, values: AddressValues): Promise<string> {
    const id = randomUUID();
    // clock_timestamp, not now(): "the first address" is the earliest created, even within one transaction.
    await tx.query(
      `INSERT INTO addresses (id, account_id, type, first_name, last_name, address_line1, address_line2, city,
         postcode, region, territory_code, country_code, locale, phone_number, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, clock_timestamp(), clock_timestamp())`,
      [id, accountId, type, ...valueList(values)],
    );
    return id;
  },

  /** Replace an address's fields; a default moving to the other type arrives there as an ordinary address. */
  async update(
    tx: Queryable,
    accountId: string,
    id: string,
    type: AddressType,
    values: AddressValues,
  ): Promise<void> {
    await tx.query(
      `UPDATE addresses SET type = $3, is_default = is_default AND type = $3, first_name = $4, last_name = $5,
         address_line1 = $6, address_line2 = $7, city = $8, postcode = $9, region = $10, territory_code = $11,
         country_code = $12, locale = $13, phone_number = $14, updated_at = clock_timestamp()
       WHERE id = $1 AND account_id = $2`,
      [id, accountId, type, ...valueList(values)],
    );
  },

  /** Delete an address; answers its locale, or undefined when the account has no such address. */
  async remove(tx: Queryable, accountId: string, id: string): Promise<{ locale: string } | undefined> {
    const [removed] = await tx.query<{ locale: string }>(
      'DELETE FROM addresses WHERE id = $1 AND account_id = $2 RETURNING locale',
      [id, accountId],
    );
    return removed;
  },

  /** `id` becomes the one default of its type, in one statement. */
  async makeDefault(tx: Queryable, accountId: string, id: string): Promise<void> {
    await tx.query(
      `UPDATE addresses SET is_default = (id = $2), updated_at = clock_timestamp()
       WHERE account_id = $1 AND (is_default OR id = $2)
         AND type = (SELECT type FROM addresses WHERE id = $2 AND account_id = $1)`,
      [accountId, id],
    );
  },

  /** Per type (or only `type`), the first address of `locale` when none of that locale's addresses is default. */
  async firstsOfLocaleWithoutDefault(
    tx: Queryable,
    accountId: string,
    locale: string,
    type?: AddressType,
  ): Promise<string[]> {
    const firsts = await tx.query<{ id: string }>(
      `SELECT DISTINCT ON (type) id FROM addresses a
       WHERE account_id = $1 AND locale = $2 AND ($3::text IS NULL OR type = $3)
         AND NOT EXISTS (SELECT 1 FROM addresses d
                         WHERE d.account_id = $1 AND d.type = a.type AND d.locale = $2 AND d.is_default)
       ORDER BY type, created_at, seq`,
      [accountId, locale, type ?? null],
    );
    return firsts.map((row) => row.id);
  },

  /** Every type with addresses gets a default: where none is, the first (of `preferLocale` first) takes it. */
  async repairDefaults(tx: Queryable, accountId: string, preferLocale: string): Promise<void> {
    await tx.query(
      `UPDATE addresses SET is_default = true, updated_at = clock_timestamp()
       WHERE id IN (
         SELECT DISTINCT ON (type) id FROM addresses a
         WHERE account_id = $1
           AND NOT EXISTS (SELECT 1 FROM addresses d WHERE d.account_id = $1 AND d.type = a.type AND d.is_default)
         ORDER BY type, (locale = $2) DESC, created_at, seq)`,
      [accountId, preferLocale],
    );
  },
};
