import type { FromSchema } from 'json-schema-to-ts';
import { availabilityName, languageCode, lineOptions, minorAmount, shortText } from './common.schema.ts';
import { TAX_STATES } from './conventions.ts';

const customisationInputs = {
  type: 'array',
  maxItems: 10,
  items: {
    type: 'object',
    required: ['key', 'value'],
    additionalProperties: false,
    properties: { key: { type: 'string', pattern: '^[a-zA-Z0-9_-]{1,40}$' }, value: shortText(200) },
  },
} as const;

const skuOptions = {
  type: 'object',
  additionalProperties: false,
  properties: {
    color: { type: 'string', maxLength: 80 },
    size: { type: 'string', maxLength: 80 },
    sizeType: { type: 'string', maxLength: 80 },
  },
} as const;

/** POST /api/cart: add a line, or raise an existing line of the same sku and customisation. */
export const addToCartBody = {
  type: 'object',
  required: ['productId', 'quantity'],
  additionalProperties: false,
  properties: {
    productId: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' },
    /** The chosen sku; when absent it is resolved from `skuOptions`, and missing levels are named in the error. */
    sku: { type: 'string', minLength: 1, maxLength: 60, pattern: '^[A-Za-z0-9_-]+$' },
    skuOptions,
    quantity: { type: 'integer', minimum: 1, maximum: 999 },
    customisation: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          required: ['inputs'],
          additionalProperties: false,
          properties: { inputs: customisationInputs },
        },
      ],
    },
    setCode: { anyOf: [{ type: 'null' }, { type: 'string', maxLength: 60 }] },
    /** Empty the cart first (a single-item purchase such as a sample). */
    forceBasketClear: { type: 'boolean' },
  },
} as const;
export type AddToCartBody = FromSchema<typeof addToCartBody>;

/** PUT /api/cart/{itemId}: quantity 0 removes the line. */
export const updateCartItemBody = {
  type: 'object',
  required: ['quantity'],
  additionalProperties: false,
  properties: { quantity: { type: 'integer', minimum: 0, maximum: 999 } },
} as const;
export type UpdateCartItemBody = FromSchema<typeof updateCartItemBody>;

export const cartItemParams = {
  type: 'object',
  required: ['itemId'],
  properties: { itemId: { type: 'string', format: 'uuid' } },
} as const;

export const cartQuery = {
  type: 'object',
  properties: { lang: languageCode, preview: { type: 'boolean' }, siteTag: { type: 'string' } },
} as const;

/** POST /api/cart/recreateCart */
export const recreateCartBody = {
  type: 'object',
  required: ['cartPublicId'],
  additionalProperties: false,
  properties: { cartPublicId: { type: 'string', format: 'uuid' } },
} as const;

/** PUT /api/cart/voucher: `{ action: 'apply', voucher: 'WELCOME10' }` or `{ action: 'delete' }`. */
export const voucherBody = {
  type: 'object',
  required: ['action'],
  additionalProperties: false,
  properties: {
    action: { type: 'string', enum: ['apply', 'delete'] },
    voucher: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' },
  },
  if: { properties: { action: { const: 'apply' } } },
  then: { required: ['voucher'] },
} as const;
export type VoucherBody = FromSchema<typeof voucherBody>;

/** POST /api/shipping */
export const shippingSelectionBody = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', minLength: 1, maxLength: 60 } },
} as const;

const moneyPair = {
  type: 'object',
  required: ['total'],
  additionalProperties: false,
  properties: { total: minorAmount },
} as const;

export const cartLineItem = {
  type: 'object',
  required: [
    'id',
    'productId',
    'slug',
    'name',
    'brand',
    'sku',
    'quantity',
    'price',
    'unitPrice',
    'thumbnailUrl',
    'url',
    'categories',
    'availability',
    'sale',
    'options',
    'discounts',
    'maxQuantity',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    productId: { type: 'string' },
    slug: { type: 'string' },
    name: { type: 'string' },
    brand: { type: 'string' },
    sku: { type: 'string' },
    quantity: { type: 'integer' },
    /** Line totals (unit price times quantity) before cart discounts. */
    price: {
      type: 'object',
      required: ['list', 'sale'],
      additionalProperties: false,
      properties: { list: moneyPair, sale: moneyPair },
    },
    unitPrice: {
      type: 'object',
      required: ['list', 'sale'],
      additionalProperties: false,
      properties: { list: minorAmount, sale: minorAmount },
    },
    thumbnailUrl: { type: 'string' },
    url: { type: 'string' },
    categories: { type: 'array', items: { type: 'string' } },
    availability: availabilityName,
    /** Units left when stock is low, so the cart can say so. */
    stockQty: { type: 'integer' },
    /** The most this line may hold now: the smallest of stock, the per-item maximum and the cart's room. */
    maxQuantity: { type: 'integer' },
    shipDateStart: { type: 'integer', description: 'seconds since the epoch' },
    shipDateEnd: { type: 'integer', description: 'seconds since the epoch' },
    sale: { type: 'string', enum: ['NOSALE', 'ONSALE'] },
    options: lineOptions,
    discounts: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'messageId', 'amount'],
        additionalProperties: false,
        properties: { name: { type: 'string' }, messageId: { type: 'string' }, amount: minorAmount },
      },
    },
    customisation: {
      type: 'object',
      required: ['inputs'],
      additionalProperties: false,
      properties: { inputs: customisationInputs },
    },
  },
} as const;
export type CartLineItem = FromSchema<typeof cartLineItem>;

export const cartSummary = {
  type: 'object',
  required: [
    'totalItemCost',
    'totalCost',
    'totalTax',
    'totalDiscount',
    'totalDiscountProduct',
    'totalDiscountShipping',
    'totalItemCount',
    'deliveryCost',
    'deliveryNetCost',
  ],
  additionalProperties: false,
  properties: {
    /** Sum of line sale totals, before cart discounts. */
    totalItemCost: minorAmount,
    /** What the shopper pays: items less discounts, plus delivery, plus tax when tax is added on top. */
    totalCost: minorAmount,
    totalTax: minorAmount,
    totalDiscount: minorAmount,
    totalDiscountProduct: minorAmount,
    totalDiscountShipping: minorAmount,
    totalItemCount: { type: 'integer' },
    /** Delivery before shipping discounts. */
    deliveryCost: minorAmount,
    /** Delivery after shipping discounts (used when tax is calculated at checkout). */
    deliveryNetCost: minorAmount,
    voucherCode: { type: 'string' },
    voucherName: { type: 'string' },
    /**
     * The voucher's own message, or WEB.CART.VOUCHER_NOT_APPLICABLE (a catalogue key) when it gives nothing to the bag
     * as it stands.
     */
    voucherMessage: { type: 'string' },
    /**
     * When the voucher gives nothing because the bag is short of its lowest threshold (a minimum spend, its first
     * tier, a number of items): the spend (minor units) and the items still needed.
     */
    voucherShortfall: {
      type: 'object',
      additionalProperties: false,
      properties: { amount: minorAmount, items: { type: 'integer', minimum: 1 } },
    },
  },
} as const;
export type CartSummary = FromSchema<typeof cartSummary>;

export const shippingOption = {
  type: 'object',
  required: ['id', 'method', 'name', 'price', 'delivery', 'supportsBulkyItems'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    method: { type: 'string' },
    name: { type: 'string' },
    /** Price for this cart (0 once free-delivery threshold is reached). */
    price: minorAmount,
    delivery: {
      type: 'object',
      required: ['min', 'max'],
      additionalProperties: false,
      properties: { min: { type: 'integer' }, max: { type: 'integer' } },
    },
    tooltip: { type: 'string' },
    supportsBulkyItems: { type: 'boolean' },
    /** False when the cart holds a bulky item this method cannot carry. */
    available: { type: 'boolean' },
    freeOver: minorAmount,
  },
} as const;
export type ShippingOption = FromSchema<typeof shippingOption>;

export const CART_MESSAGE_CODES = [
  'UNAVAILABLE_ITEMS',
  'PREORDER_ITEMS',
  'LIMITED_STOCK',
  'UNABLE_TO_SHIP_ERROR',
] as const;

export const cartResponse = {
  type: 'object',
  required: [
    'cartPublicId',
    'currency',
    'items',
    'summary',
    'shipping',
    'taxCalculated',
    'messages',
    'limits',
  ],
  additionalProperties: false,
  properties: {
    cartPublicId: { type: 'string' },
    currency: { type: 'string' },
    /** Newest line first (the order the shopper added them, reversed). */
    items: { type: 'array', items: cartLineItem },
    summary: cartSummary,
    shipping: {
      type: 'object',
      required: ['options'],
      additionalProperties: false,
      properties: {
        options: { type: 'array', items: shippingOption },
        selected: { type: 'string' },
      },
    },
    taxCalculated: { type: 'string', enum: TAX_STATES },
    /** Cart-level notices; errors sort before warnings. */
    messages: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'code'],
        additionalProperties: false,
        properties: {
          type: { type: 'string', enum: ['error', 'warning'] },
          code: { type: 'string', enum: CART_MESSAGE_CODES },
          itemIds: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    limits: {
      type: 'object',
      required: ['maxCartItems', 'maxQuantityPerItem'],
      additionalProperties: false,
      properties: { maxCartItems: { type: 'integer' }, maxQuantityPerItem: { type: 'integer' } },
    },
    shippingAddress: { type: 'object', additionalProperties: true },
    addressReference: { type: 'string' },
    consumer: {
      type: 'object',
      additionalProperties: false,
      properties: {
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        email: { type: 'string' },
        phoneNumber: { type: 'string' },
      },
    },
    /** Campaigns running for this cart's site, for the cart's promotion banner. */
    promotions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'applied'],
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          name: { type: 'string' },
          message: { type: 'string' },
          applied: { type: 'boolean' },
        },
      },
    },
  },
} as const;
export type CartResponse = FromSchema<typeof cartResponse>;
