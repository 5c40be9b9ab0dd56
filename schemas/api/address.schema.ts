import type { FromSchema } from 'json-schema-to-ts';
import { shortText } from './common.schema.ts';

/** The fields an address has, in the order forms and rules list them. */
export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'region',
  'territoryCode',
  'countryCode',
  'phoneNumber',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Whether an address is for delivery or billing; the API sends it upper case. */
export const ADDRESS_TYPES = ['DELIVERY', 'BILLING'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/**
 * An address as the storefront sends it. The shape is checked here; the per-country rules
 * (required fields, postcode and phone patterns, regions) come from GET /api/validation and are enforced again by the
 * server.
 */
export const addressBody = {
  type: 'object',
  required: ['firstName', 'lastName', 'addressLine1', 'city', 'countryCode'],
  additionalProperties: false,
  properties: {
    reference: { type: 'string', maxLength: 60 },
    default: { type: 'boolean' },
    firstName: shortText(60),
    lastName: shortText(60),
    addressLine1: shortText(120),
    addressLine2: shortText(120),
    city: shortText(80),
    postcode: shortText(20),
    region: shortText(80),
    territoryCode: shortText(20),
    countryCode: { type: 'string', pattern: '^[A-Z]{2}$' },
    locale: { type: 'string', maxLength: 10, pattern: '^([a-z]{2}(-[A-Z]{2})?)?$' },
    phoneNumber: shortText(30),
    type: { type: 'string', enum: ['shipping', 'billing', 'DELIVERY', 'BILLING'] },
    paymentAttached: { type: 'boolean' },
  },
} as const;
export type AddressBody = FromSchema<typeof addressBody>;

/** POST /api/cart/address: an address for the cart, by reference to a saved one or given in full. */
export const cartAddressBody = {
  type: 'object',
  required: ['address'],
  additionalProperties: false,
  properties: { reference: { type: 'string', maxLength: 60 }, address: addressBody },
} as const;
export type CartAddressBody = FromSchema<typeof cartAddressBody>;

/** POST /api/cart/calculate-tax */
export const calculateTaxBody = {
  type: 'object',
  required: ['address'],
  additionalProperties: false,
  properties: { address: addressBody },
} as const;
