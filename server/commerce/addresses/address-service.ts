import { randomUUID } from 'node:crypto';
import type { AddressBody } from '../../../schemas/api/address.schema.ts';
import {
  ADDRESS_MESSAGES,
  addressRulesFor,
  canonicalRegion,
  territoryOf,
  validateAddress,
  type AddressType,
} from '../../../shared/address-rules.ts';
import type { AddressListResponse, SavedAddress } from '../../../schemas/api/addresses.schema.ts';
import { API_LIMITS } from '../../../schemas/api/conventions.ts';
import type { ErrorCode } from '../../../schemas/api/errors.ts';
import { ApiError } from '../../api/api-error.ts';
import type { CommerceContext } from '../../api/context.ts';
import type { Queryable } from '../../db/database.ts';

const MAX_ADDRESSES = API_LIMITS.maxSavedAddresses;
/** Advisory-lock namespace of an account's address book (the second key is the account id's hash). */
const ADDRESS_BOOK_LOCK = 3003;

interface AddressRow {
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

/** What an address becomes once checked: trimmed, region as its code, territory filled in. */
type AddressValues = Omit<AddressRow, 'id' | 'type' | 'is_default' | 'payment_attached'>;

export const addressTypeOf = (type: AddressBody['type']): AddressType | undefined =>
  type === undefined ? undefined : type === 'billing' || type === 'BILLING' ? 'BILLING' : 'DELIVERY';

/** The countries the shop delivers to: those of its content sites. */
export async function shippingCountries(context: CommerceContext): Promise<string[]> {
  return [...new Set((await context.sites.sites()).map((site) => site.country))].sort();
}

/** A Japanese locale (spec 1 section 4: the first address of such a locale becomes default when none is). */
const isJapanese = (locale: string) => /^ja(-|$)/.test(locale);

/**
 * Saved addresses of signed-in customers. Every write takes the account's advisory lock first, so the 20-address cap
 * and the one-default-per-type rule hold under concurrent calls; every query names the account, so another
 * account's address is as missing as one that never existed.
 */
export class AddressService {
  constructor(private readonly context: CommerceContext) {}

  /** The account's addresses, defaults first. For a Japanese `locale`, its first address is made default if none is. */
  async list(accountId: string, locale = ''): Promise<AddressListResponse> {
    let rows = await this.rows(this.context.db, accountId);
    const localeRows = rows.filter((row) => row.locale === locale);
    const needsDefault = (type: AddressType) => {
      const ofType = localeRows.filter((row) => row.type === type);
      return ofType.length > 0 && !ofType.some((row) => row.is_default);
    };
    if (isJapanese(locale) && (needsDefault('DELIVERY') || needsDefault('BILLING'))) {
      rows = await this.locked(accountId, async (tx) => {
        await this.defaultFirstOfLocale(tx, accountId, locale);
        return this.rows(tx, accountId);
      });
    }
    return {
      addresses: rows.map(toSaved),
      canAddNewAddress: rows.length < MAX_ADDRESSES,
      maxAddresses: MAX_ADDRESSES,
    };
  }

  async add(accountId: string, type: AddressType, body: AddressBody, locale: string): Promise<SavedAddress> {
    const shipsTo = await shippingCountries(this.context);
    const values = checkAddress(body, type, 'ADD', shipsTo, locale);
    return this.locked(accountId, async (tx) => {
      const [counted] = await tx.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM addresses WHERE account_id = $1',
        [accountId],
      );
      if ((counted?.count ?? 0) >= MAX_ADDRESSES)
        throw new ApiError(409, 'ADD', `An account can save at most ${MAX_ADDRESSES} addresses`);
      const id = randomUUID();
      // clock_timestamp, not now(): "the first address" is the earliest created, even within one transaction.
      await tx.query(
        `INSERT INTO addresses (id, account_id, type, first_name, last_name, address_line1, address_line2, city,
           postcode, region, territory_code, country_code, locale, phone_number, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, clock_timestamp(), clock_timestamp())`,
        [id, accountId, type, ...valueList(values)],
      );
      if (body.default) await makeDefault(tx, accountId, id);
      else if (isJapanese(values.locale)) await this.defaultFirstOfLocale(tx, accountId, values.locale, type);
      await repairDefaults(tx, accountId, values.locale);
      return toSaved(await this.row(tx, accountId, id, 'ADD'));
    });
  }

  /** Replace an address's fields; `default: true` makes it the default, `false` never leaves its type without one. */
  async update(accountId: string, id: string, body: AddressBody, locale: string): Promise<SavedAddress> {
    const shipsTo = await shippingCountries(this.context);
    return this.locked(accountId, async (tx) => {
      const current = await this.row(tx, accountId, id, 'UPDATE');
      const type = addressTypeOf(body.type) ?? current.type;
      const values = checkAddress(body, type, 'UPDATE', shipsTo, current.locale || locale);
      // A default moving to the other type would make two defaults there: it arrives as an ordinary address.
      await tx.query(
        `UPDATE addresses SET type = $3, is_default = is_default AND type = $3, first_name = $4, last_name = $5,
           address_line1 = $6, address_line2 = $7, city = $8, postcode = $9, region = $10, territory_code = $11,
           country_code = $12, locale = $13, phone_number = $14, updated_at = clock_timestamp()
         WHERE id = $1 AND account_id = $2`,
        [id, accountId, type, ...valueList(values)],
      );
      if (body.default) await makeDefault(tx, accountId, id);
      await repairDefaults(tx, accountId, values.locale);
      return toSaved(await this.row(tx, accountId, id, 'UPDATE'));
    });
  }

  /** Delete an address; when it was the default, the next of its type (same locale first) takes over. */
  async remove(accountId: string, id: string): Promise<void> {
    await this.locked(accountId, async (tx) => {
      const [removed] = await tx.query<{ locale: string }>(
        'DELETE FROM addresses WHERE id = $1 AND account_id = $2 RETURNING locale',
        [id, accountId],
      );
      if (!removed) throw missing('UNABLE_TO_DELETE');
      await repairDefaults(tx, accountId, removed.locale);
    });
  }

  private locked<T>(accountId: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.context.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [ADDRESS_BOOK_LOCK, accountId]);
      return work(tx);
    });
  }

  private rows(db: Queryable, accountId: string): Promise<AddressRow[]> {
    return db.query<AddressRow>(
      `SELECT ${COLUMNS} FROM addresses WHERE account_id = $1 ORDER BY is_default DESC, type = 'BILLING', created_at, seq`,
      [accountId],
    );
  }

  private async row(db: Queryable, accountId: string, id: string, code: ErrorCode): Promise<AddressRow> {
    const [row] = await db.query<AddressRow>(
      `SELECT ${COLUMNS} FROM addresses WHERE id = $1 AND account_id = $2`,
      [id, accountId],
    );
    if (!row) throw missing(code);
    return row;
  }

  /** For each type (or `type`) with addresses of `locale` but no default among them, the first becomes default. */
  private async defaultFirstOfLocale(tx: Queryable, accountId: string, locale: string, type?: AddressType) {
    const firsts = await tx.query<{ id: string }>(
      `SELECT DISTINCT ON (type) id FROM addresses a
       WHERE account_id = $1 AND locale = $2 AND ($3::text IS NULL OR type = $3)
         AND NOT EXISTS (SELECT 1 FROM addresses d
                         WHERE d.account_id = $1 AND d.type = a.type AND d.locale = $2 AND d.is_default)
       ORDER BY type, created_at, seq`,
      [accountId, locale, type ?? null],
    );
    for (const { id } of firsts) await makeDefault(tx, accountId, id);
  }
}

const COLUMNS = `id, type, is_default, first_name, last_name, address_line1, address_line2, city, postcode, region,
  territory_code, country_code, locale, phone_number, payment_attached`;

const missing = (code: ErrorCode) => new ApiError(404, code, 'No such address');

/** The address as stored, or a 400 with `code` and one detail per broken rule. */
function checkAddress(
  body: AddressBody,
  type: AddressType,
  code: ErrorCode,
  shipsTo: string[],
  locale: string,
): AddressValues {
  const rules = addressRulesFor(body.countryCode, type, { shipsTo });
  if (!rules)
    throw new ApiError(400, code, 'Unknown country', [
      { pointer: '/body/countryCode', rule: 'country', message: ADDRESS_MESSAGES.country },
    ]);
  const errors = validateAddress(body, rules);
  if (errors.length > 0)
    throw new ApiError(
      400,
      code,
      'The address breaks the rules of its country',
      errors.map((error) => ({ ...error, pointer: `/body${error.pointer}` })),
    );
  const text = (value: string | undefined) => (value ?? '').trim();
  return {
    first_name: text(body.firstName),
    last_name: text(body.lastName),
    address_line1: text(body.addressLine1),
    address_line2: text(body.addressLine2),
    city: text(body.city),
    postcode: text(body.postcode),
    region: canonicalRegion(text(body.region), rules),
    territory_code: territoryOf(body, rules),
    country_code: rules.country,
    locale: body.locale || locale,
    phone_number: text(body.phoneNumber),
  };
}

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

/** `id` becomes the one default of its type; one statement, under the account lock. */
async function makeDefault(tx: Queryable, accountId: string, id: string) {
  await tx.query(
    `UPDATE addresses SET is_default = (id = $2), updated_at = clock_timestamp()
     WHERE account_id = $1 AND (is_default OR id = $2)
       AND type = (SELECT type FROM addresses WHERE id = $2 AND account_id = $1)`,
    [accountId, id],
  );
}

/** Every type with addresses has a default: where none is, the first (of `preferLocale` first) takes it. */
async function repairDefaults(tx: Queryable, accountId: string, preferLocale: string) {
  await tx.query(
    `UPDATE addresses SET is_default = true, updated_at = clock_timestamp()
     WHERE id IN (
       SELECT DISTINCT ON (type) id FROM addresses a
       WHERE account_id = $1
         AND NOT EXISTS (SELECT 1 FROM addresses d WHERE d.account_id = $1 AND d.type = a.type AND d.is_default)
       ORDER BY type, (locale = $2) DESC, created_at, seq)`,
    [accountId, preferLocale],
  );
}

function toSaved(row: AddressRow): SavedAddress {
  return {
    reference: row.id,
    default: row.is_default,
    firstName: row.first_name,
    lastName: row.last_name,
    addressLine1: row.address_line1,
    addressLine2: row.address_line2,
    city: row.city,
    postcode: row.postcode,
    region: row.region,
    territoryCode: row.territory_code,
    countryCode: row.country_code.trim(),
    locale: row.locale,
    phoneNumber: row.phone_number,
    type: row.type === 'BILLING' ? 'billing' : 'shipping',
    paymentAttached: row.payment_attached,
  };
}
