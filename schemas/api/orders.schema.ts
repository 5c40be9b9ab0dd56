import type { FromSchema } from 'json-schema-to-ts';
import { addressBody } from './address.schema.ts';
import { emailAddress, lineOptions, minorAmount, shortText } from './common.schema.ts';
import { API_LIMITS } from './conventions.ts';

/** Order references as checkout issues them. */
export const orderReferencePattern = '^[A-Za-z0-9_-]{1,40}$';
export const MAX_ORDER_HISTORY_PAGE_SIZE = 50;

export const ORDER_STATUSES = [
  'PENDING_PAYMENT',
  'PLACED',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
] as const;

/** GET /api/order/history: keyset pages, newest first. */
export const orderHistoryQuery = {
  type: 'object',
  properties: {
    /** The reference of the last order of the previous page. */
    lastKey: { type: 'string', pattern: orderReferencePattern },
    /** Its placed time in epoch milliseconds; used alone when lastKey is not one of the caller's orders. */
    lastKeyTs: { type: 'integer', minimum: 0 },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_ORDER_HISTORY_PAGE_SIZE,
      default: API_LIMITS.orderHistoryPageSize,
    },
    siteTag: { type: 'string', maxLength: 100 },
  },
} as const;
export type OrderHistoryQuery = FromSchema<typeof orderHistoryQuery>;

export const orderParams = {
  type: 'object',
  required: ['ref'],
  properties: { ref: { type: 'string', pattern: orderReferencePattern } },
} as const;

/** GET /api/order/complete/{ref}: the order access token (`uat`) /complete was given. */
export const completeOrderQuery = {
  type: 'object',
  required: ['uat'],
  properties: {
    uat: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' },
    siteTag: { type: 'string', maxLength: 100 },
  },
} as const;

/**
 * POST /api/order/s/query: a guest's order, by reference plus the e-mail or phone it was placed with, plus the hash
 * from the confirmation e-mail link (HMAC-SHA256 of the reference, base64url).
 */
export const guestOrderQueryBody = {
  type: 'object',
  required: ['orderReference', 'hash'],
  additionalProperties: false,
  properties: {
    orderReference: { type: 'string', pattern: orderReferencePattern },
    email: emailAddress,
    phone: shortText(30),
    hash: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' },
  },
  anyOf: [{ required: ['email'] }, { required: ['phone'] }],
} as const;
export type GuestOrderQueryBody = FromSchema<typeof guestOrderQueryBody>;

const status = { type: 'string', enum: ORDER_STATUSES } as const;

export const orderSummary = {
  type: 'object',
  required: ['reference', 'status', 'placedAt', 'currency', 'totalCost', 'totalItemCount', 'thumbnails'],
  additionalProperties: false,
  properties: {
    reference: { type: 'string' },
    status,
    placedAt: { type: 'string', format: 'date-time' },
    currency: { type: 'string' },
    totalCost: minorAmount,
    totalItemCount: { type: 'integer' },
    /** Up to four item pictures for the history row. */
    thumbnails: { type: 'array', items: { type: 'string' } },
  },
} as const;
export type OrderSummary = FromSchema<typeof orderSummary>;

export const orderHistoryResponse = {
  type: 'object',
  required: ['orders'],
  additionalProperties: false,
  properties: {
    orders: { type: 'array', items: orderSummary },
    /** Present when another page may follow: send both back as the query of the next call. */
    lastKey: { type: 'string' },
    lastKeyTs: { type: 'integer' },
  },
} as const;
export type OrderHistoryResponse = FromSchema<typeof orderHistoryResponse>;

/** Addresses as stored on the order, every field optional (older orders may lack some). */
const orderAddress = {
  type: 'object',
  additionalProperties: false,
  properties: addressBody.properties,
} as const;

export const orderItem = {
  type: 'object',
  required: [
    'sku',
    'productId',
    'name',
    'brand',
    'options',
    'quantity',
    'unitPrice',
    'discount',
    'total',
    'thumbnailUrl',
  ],
  additionalProperties: false,
  properties: {
    sku: { type: 'string' },
    productId: { type: 'string' },
    name: { type: 'string' },
    brand: { type: 'string' },
    options: lineOptions,
    quantity: { type: 'integer' },
    unitPrice: {
      type: 'object',
      required: ['list', 'sale'],
      additionalProperties: false,
      properties: { list: minorAmount, sale: minorAmount },
    },
    /** Cart discounts spread on this line, for the whole quantity. */
    discount: minorAmount,
    /** Sale price times quantity, less the discount. */
    total: minorAmount,
    thumbnailUrl: { type: 'string' },
    customisation: {
      type: 'object',
      required: ['inputs'],
      additionalProperties: false,
      properties: {
        inputs: {
          type: 'array',
          items: {
            type: 'object',
            required: ['key', 'value'],
            additionalProperties: false,
            properties: { key: { type: 'string' }, value: { type: 'string' } },
          },
        },
      },
    },
  },
} as const;

export const trackingEvent = {
  type: 'object',
  required: ['status', 'happenedAt'],
  additionalProperties: false,
  properties: {
    status: { type: 'string' },
    happenedAt: { type: 'string', format: 'date-time' },
    carrier: { type: 'string' },
    trackingNumber: { type: 'string' },
    trackingUrl: { type: 'string' },
  },
} as const;

/**
 * The steps an order goes through as customers see them. PAID is the payment's authorisation (stored as the PLACED
 * event, since that is when the order counts as placed); the others are the order's own statuses.
 */
export const ORDER_TIMELINE_STEPS = [
  'PLACED',
  'PAID',
  'PROCESSING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURNED',
] as const;

export const timelineStep = {
  type: 'object',
  required: ['step', 'at'],
  additionalProperties: false,
  properties: {
    step: { type: 'string', enum: ORDER_TIMELINE_STEPS },
    at: { type: 'string', format: 'date-time' },
    carrier: { type: 'string' },
    trackingNumber: { type: 'string' },
    trackingUrl: { type: 'string' },
  },
} as const;

/** GET /api/order/{ref} and POST /api/order/s/query. Payment shows the method and last four digits, nothing more. */
export const orderDetails = {
  type: 'object',
  required: [
    'reference',
    'status',
    'placedAt',
    'currency',
    'consumer',
    'items',
    'totals',
    'shippingAddress',
    'billingAddress',
    'shippingMethod',
    'payment',
    'tracking',
    'timeline',
  ],
  additionalProperties: false,
  properties: {
    reference: { type: 'string' },
    status,
    placedAt: { type: 'string', format: 'date-time' },
    currency: { type: 'string' },
    consumer: {
      type: 'object',
      required: ['email'],
      additionalProperties: false,
      properties: {
        firstName: { type: 'string' },
        lastName: { type: 'string' },
        email: { type: 'string' },
        phoneNumber: { type: 'string' },
      },
    },
    items: { type: 'array', items: orderItem },
    totals: {
      type: 'object',
      required: ['totalItemCost', 'totalDiscount', 'deliveryCost', 'totalTax', 'totalCost', 'totalItemCount'],
      additionalProperties: false,
      properties: {
        totalItemCost: minorAmount,
        totalDiscount: minorAmount,
        deliveryCost: minorAmount,
        totalTax: minorAmount,
        totalCost: minorAmount,
        totalItemCount: { type: 'integer' },
      },
    },
    voucherCode: { type: 'string' },
    shippingAddress: orderAddress,
    billingAddress: orderAddress,
    shippingMethod: {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { type: 'string' },
        method: { type: 'string' },
        name: { type: 'string' },
        price: minorAmount,
        delivery: {
          type: 'object',
          required: ['min', 'max'],
          additionalProperties: false,
          properties: { min: { type: 'integer' }, max: { type: 'integer' } },
        },
      },
    },
    payment: {
      type: 'object',
      required: ['method'],
      additionalProperties: false,
      properties: {
        method: { type: 'string' },
        brand: { type: 'string' },
        last4: { type: 'string', pattern: '^[0-9]{4}$' },
      },
    },
    /** Oldest first: placed, shipped (with carrier and tracking number), delivered... */
    tracking: { type: 'array', items: trackingEvent },
    /** Oldest first, starting with the order being placed: what the status timeline shows. */
    timeline: { type: 'array', items: timelineStep },
  },
} as const;
export type OrderDetails = FromSchema<typeof orderDetails>;
export type OrderItem = FromSchema<typeof orderItem>;
export type TrackingEvent = FromSchema<typeof trackingEvent>;
export type TimelineStep = FromSchema<typeof timelineStep>;
export type OrderTimelineStep = (typeof ORDER_TIMELINE_STEPS)[number];
