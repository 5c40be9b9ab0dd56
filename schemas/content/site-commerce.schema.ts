import type { FromSchema } from 'json-schema-to-ts';

/**
 * Files an operator pushes beside a country folder's content so the back end can sell there: read by the server's
 * site watcher and checked by `npm run content:check`, never by the storefront. Amounts are whole units of the
 * currency (49.5 pounds, 499 kronor, 12900 yen), the way a merchandiser writes them.
 */
export const SITE_COMMERCE_FILES = {
  priceList: 'commerce/price-list.json',
  shippingAndTax: 'commerce/shipping-and-tax.json',
} as const;

const currencyCode = { type: 'string', pattern: '^[A-Z]{3}$' } as const;
const units = { type: 'number', exclusiveMinimum: 0 } as const;
/** A text a shopper reads: one wording, or one per language (`{ "en": "Standard delivery", "ar": "…" }`). */
const wording = (maxLength: number, minLength = 0) =>
  ({
    anyOf: [
      { type: 'string', minLength, maxLength },
      {
        type: 'object',
        minProperties: 1,
        propertyNames: { pattern: '^[a-z]{2,3}(-[a-z]{2})?$' },
        additionalProperties: { type: 'string', minLength, maxLength },
      },
    ],
  }) as const;

/**
 * A site currency's prices, derived from a base currency's: each base price times `rate`, then rounded by the first
 * `rounding` rule whose `below` the amount is under (a rule without `below` catches the rest) to a multiple of `step`,
 * minus `minus` (499 rather than 500). `products` fixes single products' prices by id.
 */
export const priceListSchema = {
  type: 'object',
  required: ['currency', 'base', 'rate'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    currency: currencyCode,
    base: currencyCode,
    rate: units,
    rounding: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['step'],
        additionalProperties: false,
        properties: { below: units, step: units, minus: { type: 'number', minimum: 0 } },
      },
    },
    products: {
      type: 'object',
      propertyNames: { pattern: '^[A-Za-z0-9-]{1,40}$' },
      additionalProperties: {
        type: 'object',
        required: ['list'],
        additionalProperties: false,
        properties: { list: units, sale: { anyOf: [units, { type: 'null' }] } },
      },
    },
  },
} as const;
export type PriceListFile = FromSchema<typeof priceListSchema>;

/** Delivery methods of the site's country and its tax: rates in percent, `regions` for states or provinces. */
export const shippingAndTaxSchema = {
  type: 'object',
  required: ['shippingMethods', 'tax'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    shippingMethods: {
      type: 'array',
      minItems: 1,
      maxItems: 10,
      items: {
        type: 'object',
        required: ['method', 'name', 'price', 'minDays', 'maxDays'],
        additionalProperties: false,
        properties: {
          method: { type: 'string', pattern: '^[a-z0-9-]{1,30}$' },
          name: wording(80, 1),
          price: { type: 'number', minimum: 0 },
          freeOver: { anyOf: [units, { type: 'null' }] },
          minDays: { type: 'integer', minimum: 0, maximum: 90 },
          maxDays: { type: 'integer', minimum: 0, maximum: 90 },
          supportsBulkyItems: { type: 'boolean' },
          tooltip: wording(300),
        },
      },
    },
    tax: {
      type: 'object',
      required: ['rate', 'inclusive'],
      additionalProperties: false,
      properties: {
        rate: { type: 'number', minimum: 0, maximum: 100 },
        inclusive: { type: 'boolean' },
        regions: {
          type: 'object',
          propertyNames: { pattern: '^[A-Z0-9]{1,3}$' },
          additionalProperties: { type: 'number', minimum: 0, maximum: 100 },
        },
      },
    },
  },
} as const;
export type ShippingAndTaxFile = FromSchema<typeof shippingAndTaxSchema>;
