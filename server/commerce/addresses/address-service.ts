import type { AddressBody } from '../../../schemas/api/address.schema.ts';
import {
  ADDRESS_MESSAGES,
  addressRulesFor,
  canonicalRegion,
  territoryOf,
  validateAddress,
  type AddressRules,
  type AddressType,
} from '../../../shared/address-rules.ts';
import type {
  AddressListResponse,
  SavedAddress,
  TerritoryResponse,
} from '../../../schemas/api/addresses.schema.ts';
import { API_LIMITS } from '../../../schemas/api/conventions.ts';
import type { ErrorCode } from '../../../schemas/api/errors.ts';
import { ApiError } from '../../api/api-error.ts';
import type { SiteDirectory } from '../../api/site-directory.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { addressRepository as book, type AddressRow, type AddressValues } from './address-repository.ts';
import { isJapaneseLocale, japaneseDefaultsWanted } from '../../../shared/address-defaults.ts';

const MAX_ADDRESSES = API_LIMITS.maxSavedAddresses;

/** The address type a body names (`billing`/`BILLING` or a delivery spelling), or undefined when it names none. */
export const addressTypeOf = (type: AddressBody['type']): AddressType | undefined =>
  type === undefined ? undefined : type === 'billing' || type === 'BILLING' ? 'BILLING' : 'DELIVERY';

/** What the address service uses: the database and the content sites (the countries the shop delivers to). */
export interface AddressServiceDependencies {
  db: Database;
  sites: Pick<SiteDirectory, 'sites'>;
}

/**
 * Saved addresses of signed-in customers, and the address rules of the countries the shop delivers to. Every write
 * takes the account's address-book lock first, so the 20-address cap and the one-default-per-type rule hold under
 * concurrent calls; another account's address is as missing as one that never existed.
 */
export class AddressService {
  constructor(private readonly deps: AddressServiceDependencies) {}

  /** The countries the shop delivers to: those of its content sites. */
  async shippingCountries(): Promise<string[]> {
    return [...new Set((await this.deps.sites.sites()).map((site) => site.country))].sort();
  }

  /** A country's rules for one address type, labelled in `language`; 404 for a country the rules do not know. */
  async rules(country: string, type: AddressType, language: string): Promise<AddressRules> {
    const found = addressRulesFor(country, type, { language, shipsTo: await this.shippingCountries() });
    if (!found) throw new ApiError(404, 'NOT_FOUND', `No country "${country}"`);
    return found;
  }

  /** The countries the shop ships to, named in `language`, with their sites, languages, regions and territories. */
  async territory(language: string): Promise<TerritoryResponse> {
    const sites = await this.deps.sites.sites();
    const countries = await this.shippingCountries();
    return {
      countries: countries.flatMap((code) => {
        const found = addressRulesFor(code, 'DELIVERY', { language });
        if (!found) return [];
        const ofCountry = sites.filter((site) => site.country === code);
        return [
          {
            code,
            name: found.countryName,
            siteIds: ofCountry.map((site) => site.siteId),
            languages: [...new Set(ofCountry.flatMap((site) => site.languages))],
            ...(found.regions ? { regions: found.regions } : {}),
            territories: found.territories,
          },
        ];
      }),
    };
  }

  /** The account's addresses, defaults first. For a Japanese `locale`, its first address is made default if none is. */
  async list(accountId: string, locale = ''): Promise<AddressListResponse> {
    let rows = await book.list(this.deps.db, accountId);
    const ofType = (type: AddressType) => rows.filter((row) => row.type === type);
    const wanted = japaneseDefaultsWanted(locale, [ofType('DELIVERY'), ofType('BILLING')], (row) => ({
      locale: row.locale,
      isDefault: row.is_default,
    }));
    if (wanted.length > 0) {
      rows = await this.locked(accountId, async (tx) => {
        await defaultFirstOfLocale(tx, accountId, locale);
        return book.list(tx, accountId);
      });
    }
    return {
      addresses: rows.map(toSaved),
      canAddNewAddress: rows.length < MAX_ADDRESSES,
      maxAddresses: MAX_ADDRESSES,
    };
  }

  async add(accountId: string, type: AddressType, body: AddressBody, locale: string): Promise<SavedAddress> {
    const shipsTo = await this.shippingCountries();
    const values = checkAddress(body, type, 'ADD', shipsTo, locale);
    return this.locked(accountId, async (tx) => {
      if ((await book.count(tx, accountId)) >= MAX_ADDRESSES)
        throw new ApiError(409, 'ADD', `An account can save at most ${MAX_ADDRESSES} addresses`);
      const id = await book.insert(tx, accountId, type, values);
      if (body.default) await book.makeDefault(tx, accountId, id);
      else if (isJapaneseLocale(values.locale))
        await defaultFirstOfLocale(tx, accountId, values.locale, type);
      await book.repairDefaults(tx, accountId, values.locale);
      return toSaved(await existing(tx, accountId, id, 'ADD'));
    });
  }

  /** Replace an address's fields; `default: true` makes it the default, `false` never leaves its type without one. */
  async update(accountId: string, id: string, body: AddressBody, locale: string): Promise<SavedAddress> {
    const shipsTo = await this.shippingCountries();
    return this.locked(accountId, async (tx) => {
      const current = await existing(tx, accountId, id, 'UPDATE');
      const type = addressTypeOf(body.type) ?? current.type;
      const values = checkAddress(body, type, 'UPDATE', shipsTo, current.locale || locale);
      await book.update(tx, accountId, id, type, values);
      if (body.default) await book.makeDefault(tx, accountId, id);
      await book.repairDefaults(tx, accountId, values.locale);
      return toSaved(await existing(tx, accountId, id, 'UPDATE'));
    });
  }

  /** Delete an address; when it was the default, the next of its type (same locale first) takes over. */
  async remove(accountId: string, id: string): Promise<void> {
    await this.locked(accountId, async (tx) => {
      const removed = await book.remove(tx, accountId, id);
      if (!removed) throw missing('UNABLE_TO_DELETE');
      await book.repairDefaults(tx, accountId, removed.locale);
    });
  }

  private locked<T>(accountId: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.deps.db.transaction(async (tx) => {
      await book.lockBook(tx, accountId);
      return work(tx);
    });
  }
}

const missing = (code: ErrorCode) => new ApiError(404, code, 'No such address');

/** The account's address `id`, or a 404 with the action's `code`. */
async function existing(db: Queryable, accountId: string, id: string, code: ErrorCode): Promise<AddressRow> {
  const row = await book.find(db, accountId, id);
  if (!row) throw missing(code);
  return row;
}

/** For each type (or `type`) with addresses of `locale` but no default among them, the first becomes default. */
async function defaultFirstOfLocale(tx: Queryable, accountId: string, locale: string, type?: AddressType) {
  for (const id of await book.firstsOfLocaleWithoutDefault(tx, accountId, locale, type))
    await book.makeDefault(tx, accountId, id);
}

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
