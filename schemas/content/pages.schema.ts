import { blockList, isoDateTime, localizedText, seo } from './common.schema.ts';

/** A page (homepage, campaign or landing page): a tree of typed blocks. Each block is checked on its own. */
export const pageSchema = {
  type: 'object',
  required: ['blocks'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    title: { type: 'string' },
    seo,
    blocks: blockList,
  },
} as const;

/** data/clp-routes.json: exact campaign and landing routes, and the 404 redirect list. */
export const clpRoutesSchema = {
  type: 'object',
  required: ['routes'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    routes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['path', 'page'],
        additionalProperties: false,
        properties: {
          path: { type: 'string', pattern: '^/[a-z0-9/-]*$' },
          page: { type: 'string', pattern: '^[a-z0-9-]+$', description: 'data/{language}/pages/{page}.json' },
          title: localizedText,
        },
      },
    },
    redirects: {
      type: 'array',
      items: {
        type: 'object',
        required: ['from', 'to'],
        additionalProperties: false,
        properties: {
          from: { type: 'string', pattern: '^/' },
          to: { type: 'string', pattern: '^(/|https://)' },
        },
      },
    },
  },
} as const;

/** data/campaigns/{name}.json: a promotion campaign with its dates, conditions and discount. */
export const campaignSchema = {
  type: 'object',
  required: ['name', 'status'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    name: { type: 'string' },
    status: { enum: ['ACTIVE', 'INACTIVE', 'SCHEDULED'] },
    start: isoDateTime,
    end: isoDateTime,
    title: localizedText,
    message: localizedText,
    promotions: { type: 'array', items: { type: 'string' } },
    conditions: {
      type: 'object',
      additionalProperties: false,
      properties: {
        itemQuantity: {
          type: 'object',
          additionalProperties: false,
          properties: { min: { type: 'integer', minimum: 0 }, eq: { type: 'integer', minimum: 0 } },
        },
        basketTotal: {
          type: 'object',
          additionalProperties: false,
          properties: { min: { type: 'integer', minimum: 0 } },
        },
        shippingMethod: { type: 'string' },
      },
    },
    discount: {
      type: 'object',
      required: ['amount', 'type'],
      additionalProperties: false,
      properties: {
        amount: { type: 'integer', minimum: 0, description: 'Percent, or minor units for fixed amounts.' },
        type: { enum: ['PERCENTAGE', 'FIXED'] },
        component: { enum: ['ITEMS', 'SHIPPING'] },
      },
    },
    tierDiscount: {
      type: 'object',
      required: ['tiers'],
      additionalProperties: false,
      properties: {
        tierType: { enum: ['ITEM_QUANTITY', 'BASKET_TOTAL'] },
        discountType: { enum: ['PERCENTAGE', 'FIXED'] },
        tiers: {
          type: 'array',
          items: {
            type: 'object',
            required: ['discountAmount', 'min'],
            additionalProperties: false,
            properties: {
              discountAmount: { type: 'integer', minimum: 0 },
              min: { type: 'integer', minimum: 0 },
            },
          },
        },
      },
    },
    promotionLocations: {
      type: 'array',
      items: { enum: ['HOMEPAGE', 'LISTING', 'PRODUCT', 'CART', 'CHECKOUT'] },
    },
  },
} as const;

/** data/{language}/empty-search.json (optional): the blocks shown when a search finds nothing. */
export const emptySearchSchema = {
  ...pageSchema,
  description: 'Blocks shown when a search finds nothing.',
} as const;

/** language/{language}.json: the i18next catalogue of interface strings, nested by area. */
export const languageCatalogSchema = {
  type: 'object',
  minProperties: 1,
  additionalProperties: {
    anyOf: [
      { type: 'string' },
      { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'object' }] } },
    ],
  },
} as const;
