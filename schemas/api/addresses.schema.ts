import type { FromSchema } from 'json-schema-to-ts';
import { ADDRESS_FIELDS, ADDRESS_TYPES } from './address.schema.ts';
import { emailAddress, languageCode, shortText } from './common.schema.ts';

/** Saved addresses, address rules, territory and the checkout consumer. */

const addressType = { type: 'string', enum: ADDRESS_TYPES } as const;

/** POST /api/v1/addresses?type=DELIVERY|BILLING (the body's `type` is used when the query has none). */
export const addressTypeQuery = {
  type: 'object',
  properties: { type: addressType, siteTag: { type: 'string' } },
} as const;

export const addressParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/**
 * A saved address as answered. `reference` is its id (the path parameter of update and remove). `type` is answered
 * as the entity's `shipping` or `billing`; it is sent as DELIVERY or BILLING.
 */
export const savedAddress = {
  type: 'object',
  required: [
    'reference',
    'default',
    'firstName',
    'lastName',
    'addressLine1',
    'addressLine2',
    'city',
    'postcode',
    'region',
    'territoryCode',
    'countryCode',
    'locale',
    'phoneNumber',
    'type',
    'paymentAttached',
  ],
  additionalProperties: false,
  properties: {
    reference: { type: 'string' },
    default: { type: 'boolean' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    addressLine1: { type: 'string' },
    addressLine2: { type: 'string' },
    city: { type: 'string' },
    postcode: { type: 'string' },
    region: { type: 'string' },
    territoryCode: { type: 'string' },
    countryCode: { type: 'string' },
    locale: { type: 'string' },
    phoneNumber: { type: 'string' },
    type: { type: 'string', enum: ['shipping', 'billing'] },
    /** Set by the payment-method service when a saved card uses this billing address; ignored on input. */
    paymentAttached: { type: 'boolean' },
  },
} as const;
export type SavedAddress = FromSchema<typeof savedAddress>;

export const addressListResponse = {
  type: 'object',
  required: ['addresses', 'canAddNewAddress', 'maxAddresses'],
  additionalProperties: false,
  properties: {
    /** Defaults first, shipping before billing, then oldest first. */
    addresses: { type: 'array', items: savedAddress },
    /** False once the account holds the maximum (20). */
    canAddNewAddress: { type: 'boolean' },
    maxAddresses: { type: 'integer' },
  },
} as const;
export type AddressListResponse = FromSchema<typeof addressListResponse>;

const option = {
  type: 'object',
  required: ['code', 'label'],
  additionalProperties: false,
  properties: { code: { type: 'string' }, label: { type: 'string' } },
} as const;

const addressFieldList = { type: 'array', items: { type: 'string', enum: ADDRESS_FIELDS } } as const;

/** The `AddressRules` of schemas/api/address-rules.ts. */
export const addressRulesSchema = {
  type: 'object',
  required: [
    'country',
    'countryName',
    'language',
    'type',
    'deliverable',
    'fields',
    'required',
    'maxLength',
    'phone',
    'territories',
    'messages',
  ],
  additionalProperties: false,
  properties: {
    country: { type: 'string' },
    countryName: { type: 'string' },
    language: { type: 'string' },
    type: addressType,
    deliverable: { type: 'boolean' },
    fields: addressFieldList,
    required: addressFieldList,
    maxLength: { type: 'object', additionalProperties: { type: 'integer' } },
    postcode: {
      type: 'object',
      required: ['pattern', 'example'],
      additionalProperties: false,
      properties: { pattern: { type: 'string' }, example: { type: 'string' } },
    },
    regions: { type: 'array', items: option },
    phone: {
      type: 'object',
      required: ['pattern', 'separators', 'example'],
      additionalProperties: false,
      properties: {
        pattern: { type: 'string' },
        separators: { type: 'string' },
        example: { type: 'string' },
      },
    },
    territories: { type: 'array', items: option },
    messages: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

/** GET /api/validation/{country}/{language}[/address]: the second segment is the language of labels. */
export const validationParams = {
  type: 'object',
  required: ['country', 'language'],
  properties: { country: { type: 'string', pattern: '^[A-Za-z]{2}$' }, language: languageCode },
} as const;

export const validationQuery = {
  type: 'object',
  properties: { type: addressType, siteTag: { type: 'string' } },
} as const;

export const validationResponse = {
  type: 'object',
  required: ['country', 'language', 'deliverable', 'delivery', 'billing'],
  additionalProperties: false,
  properties: {
    country: { type: 'string' },
    language: { type: 'string' },
    deliverable: { type: 'boolean' },
    delivery: addressRulesSchema,
    billing: addressRulesSchema,
  },
} as const;

export const territoryQuery = {
  type: 'object',
  properties: { lang: languageCode, siteTag: { type: 'string' } },
} as const;

/** GET /api/territory: the countries the shop ships to, from its sites. */
export const territoryResponse = {
  type: 'object',
  required: ['countries'],
  additionalProperties: false,
  properties: {
    countries: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'name', 'siteIds', 'languages', 'territories'],
        additionalProperties: false,
        properties: {
          code: { type: 'string' },
          name: { type: 'string' },
          siteIds: { type: 'array', items: { type: 'string' } },
          languages: { type: 'array', items: { type: 'string' } },
          regions: { type: 'array', items: option },
          territories: { type: 'array', items: option },
        },
      },
    },
  },
} as const;
export type TerritoryResponse = FromSchema<typeof territoryResponse>;

const consumerName = { ...shortText(60), minLength: 1 } as const;

/** POST /api/checkout/consumer: the shopper's name, e-mail and phone for checkout. */
export const consumerBody = {
  type: 'object',
  required: ['firstName', 'lastName', 'email'],
  additionalProperties: false,
  properties: {
    firstName: consumerName,
    lastName: consumerName,
    email: emailAddress,
    /** Checked against the site country's phone rule when not empty. */
    phoneNumber: shortText(30),
  },
} as const;
export type ConsumerBody = FromSchema<typeof consumerBody>;

export const consumerResponse = {
  type: 'object',
  required: ['reference', 'typeTag', 'properties'],
  additionalProperties: false,
  properties: {
    /** The account id for a signed-in customer, the cart's public id for a guest. */
    reference: { type: 'string' },
    accountId: { type: 'string' },
    /** NEW for a guest or a first-time customer, EXISTING when the account's consumer was already stored. */
    typeTag: { type: 'string', enum: ['NEW', 'EXISTING'] },
    properties: {
      type: 'object',
      required: ['firstName', 'lastName', 'email', 'phoneNumber'],
      additionalProperties: false,
      properties: {
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        email: { type: 'string' },
        phoneNumber: { type: 'string' },
      },
    },
  },
} as const;
export type ConsumerResponse = FromSchema<typeof consumerResponse>;
