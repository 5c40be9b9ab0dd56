/**
 * Address rules per destination country, shared by the server (GET /api/validation, saved addresses) and the
 * storefront's address form, so both sides refuse the same addresses for the same reasons. The rules built from the
 * countries' data (`address-country-data.ts`) plus one pure validator: no I/O, JSON-serialisable rules.
 */
import {
  ADDRESS_FIELDS,
  addressBody,
  type AddressField,
  type AddressType,
} from '../schemas/api/address.schema.ts';
import { COUNTRIES, DEFAULT_COUNTRY, ISO_COUNTRIES, type Labels } from './address-country-data.ts';

export {
  ADDRESS_FIELDS,
  ADDRESS_TYPES,
  type AddressField,
  type AddressType,
} from '../schemas/api/address.schema.ts';

/** The rule a field broke, as `rule` in an error detail. */
export type AddressRuleName = 'required' | 'maxLength' | 'pattern' | 'enum' | 'country' | 'deliverable';

/** Translation keys of the storefront catalogue, one per kind of failure. */
export const ADDRESS_MESSAGES = {
  required: 'WEB.ADDRESS.ERROR.REQUIRED',
  maxLength: 'WEB.ADDRESS.ERROR.MAX_LENGTH',
  postcode: 'WEB.ADDRESS.ERROR.POSTCODE',
  phoneNumber: 'WEB.ADDRESS.ERROR.PHONE',
  region: 'WEB.ADDRESS.ERROR.REGION',
  territoryCode: 'WEB.ADDRESS.ERROR.TERRITORY',
  country: 'WEB.ADDRESS.ERROR.COUNTRY',
  deliverable: 'WEB.ADDRESS.ERROR.UNABLE_TO_SHIP',
} as const;

/** The message key of each kind of failure for one country: `ADDRESS_MESSAGES`, with the country's own words. */
export type AddressMessages = { [Kind in keyof typeof ADDRESS_MESSAGES]: string };

export interface AddressFieldError {
  /** JSON pointer into the address, e.g. `/postcode`. */
  pointer: string;
  rule: AddressRuleName;
  /** A key of `ADDRESS_MESSAGES`' values. */
  message: string;
}

export interface RegionOption {
  code: string;
  label: string;
}

/** The rules of one country, for one address type, with labels in one language (what the API answers). */
export interface AddressRules {
  country: string;
  countryName: string;
  language: string;
  type: AddressType;
  /** False when the shop does not ship there: such an address is fine for billing, refused for delivery. */
  deliverable: boolean;
  /** Fields the form shows, in display order. */
  fields: AddressField[];
  required: AddressField[];
  maxLength: Record<AddressField, number>;
  /** Matched case-insensitively against the NFKC form (full-width digits count), trimmed. */
  postcode?: { pattern: string; example: string };
  /** When present the region must be one of these codes; the stored value is the code. */
  regions?: RegionOption[];
  /** Matched against the NFKC form with every `separators` character removed. */
  phone: { pattern: string; separators: string; example: string };
  /** ISO 3166-2 subdivisions accepted as territoryCode; derived from the region where there is a region list. */
  territories: RegionOption[];
  /** The message keys for this country: a US postcode is a ZIP code. */
  messages: AddressMessages;
}

/** Countries with rules of their own (the content sites' countries). */
export const COUNTRIES_WITH_RULES = Object.keys(COUNTRIES);

const PHONE_SEPARATORS = '[\\s().-]';

const body = addressBody.properties;
const MAX_LENGTH: Record<AddressField, number> = {
  firstName: body.firstName.maxLength,
  lastName: body.lastName.maxLength,
  addressLine1: body.addressLine1.maxLength,
  addressLine2: body.addressLine2.maxLength,
  city: body.city.maxLength,
  postcode: body.postcode.maxLength,
  region: body.region.maxLength,
  territoryCode: body.territoryCode.maxLength,
  countryCode: 2,
  phoneNumber: body.phoneNumber.maxLength,
};

const label = (labels: Labels, language: string) => labels[language] ?? labels.en;

/**
 * The rules for `country` (ISO alpha-2, any case) and address type, labelled in `language`, or undefined when the
 * country is not an ISO country. `shipsTo` lists the countries the shop delivers to; without it every country counts.
 */
export function addressRulesFor(
  country: string,
  type: AddressType,
  options: { language?: string; shipsTo?: readonly string[] } = {},
): AddressRules | undefined {
  const code = country.toUpperCase();
  if (!ISO_COUNTRIES.has(code)) return undefined;
  const data = COUNTRIES[code] ?? DEFAULT_COUNTRY;
  const language = options.language ?? 'en';
  const regions = data.regions?.map((region) => ({
    code: region.code,
    label: label(region.label, language),
  }));
  const territories =
    data.territories?.map((territory) => ({
      code: territory.code,
      label: label(territory.label, language),
    })) ??
    regions?.map((region) => ({ code: `${code}-${region.code}`, label: region.label })) ??
    [];
  return {
    country: code,
    countryName: label(data.name, language) || code,
    language,
    type,
    deliverable: options.shipsTo ? options.shipsTo.includes(code) : true,
    fields: data.fields,
    required: type === 'BILLING' ? data.required.filter((field) => field !== 'phoneNumber') : data.required,
    maxLength: MAX_LENGTH,
    ...(data.postcode ? { postcode: data.postcode } : {}),
    ...(regions ? { regions } : {}),
    phone: { ...data.phone, separators: PHONE_SEPARATORS },
    territories,
    messages: { ...ADDRESS_MESSAGES, ...data.messages },
  };
}

export type AddressInput = Partial<Record<AddressField, string | undefined>>;

/** A phone number as its pattern sees it: NFKC (full-width digits), separators removed. */
export function compactPhone(value: string, rules: Pick<AddressRules, 'phone'>): string {
  return value.normalize('NFKC').replace(new RegExp(rules.phone.separators, 'gu'), '');
}

/** True when `value` is a valid phone number under these rules. */
export function isValidPhone(value: string, rules: Pick<AddressRules, 'phone'>): boolean {
  return new RegExp(rules.phone.pattern, 'u').test(compactPhone(value, rules));
}

/** The stored form of a region: its canonical code when the country has a list and the value matches one. */
export function canonicalRegion(value: string, rules: Pick<AddressRules, 'regions'>): string {
  const trimmed = value.trim();
  return (
    rules.regions?.find((region) => region.code.toUpperCase() === trimmed.toUpperCase())?.code ?? trimmed
  );
}

/** Every rule the address breaks (empty when it is valid). Values are trimmed before checking. */
export function validateAddress(address: AddressInput, rules: AddressRules): AddressFieldError[] {
  const errors: AddressFieldError[] = [];
  const messages = rules.messages;
  const fail = (field: AddressField, rule: AddressRuleName, message: string) =>
    errors.push({ pointer: `/${field}`, rule, message });
  const value = (field: AddressField) => (address[field] ?? '').trim();

  for (const field of ADDRESS_FIELDS) {
    const text = value(field);
    if (text === '') {
      if (rules.required.includes(field) || field === 'countryCode')
        fail(field, 'required', messages.required);
    } else if (text.length > rules.maxLength[field]) {
      fail(field, 'maxLength', messages.maxLength);
    }
  }
  const checked = (field: AddressField) =>
    value(field) !== '' && !errors.some((error) => error.pointer === `/${field}`);

  if (checked('countryCode')) {
    if (value('countryCode').toUpperCase() !== rules.country)
      fail('countryCode', 'country', messages.country);
    else if (rules.type === 'DELIVERY' && !rules.deliverable)
      fail('countryCode', 'deliverable', messages.deliverable);
  }
  if (checked('postcode') && rules.postcode) {
    const postcode = value('postcode').normalize('NFKC');
    if (!new RegExp(rules.postcode.pattern, 'iu').test(postcode))
      fail('postcode', 'pattern', messages.postcode);
  }
  if (checked('phoneNumber') && !isValidPhone(value('phoneNumber'), rules))
    fail('phoneNumber', 'pattern', messages.phoneNumber);
  if (checked('region') && rules.regions) {
    const region = canonicalRegion(value('region'), rules);
    if (!rules.regions.some((option) => option.code === region)) fail('region', 'enum', messages.region);
  }
  if (checked('territoryCode')) {
    const territory = value('territoryCode').toUpperCase();
    if (!rules.territories.some((option) => option.code === territory))
      fail('territoryCode', 'enum', messages.territoryCode);
  }
  return errors;
}

/**
 * The territory an address is in, when it can be told: the one given, else the region's (US-CA, JP-13, AE-DU).
 * Call it on a valid address.
 */
export function territoryOf(address: AddressInput, rules: AddressRules): string {
  const given = (address.territoryCode ?? '').trim().toUpperCase();
  if (given) return given;
  const region = canonicalRegion(address.region ?? '', rules);
  return rules.regions?.some((option) => option.code === region) ? `${rules.country}-${region}` : '';
}
