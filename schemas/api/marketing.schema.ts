import type { FromSchema } from 'json-schema-to-ts';
import { languageCode } from './common.schema.ts';

/**
 * E-mail fields are only bounded here: their format is checked by the route, because a malformed address is answered
 * with 422 (errorFormat) rather than a 400.
 */
const rawEmail = { type: 'string', maxLength: 1000 } as const;

/** GET /api/marketing/subscribe: query parameters, as the storefront sends them. */
export const subscribeQuery = {
  type: 'object',
  required: ['email', 'language', 'consent'],
  properties: {
    email: rawEmail,
    language: languageCode,
    /** Interest ids of the site's interestGroups.json, comma-separated; empty for none. */
    interests: { type: 'string', maxLength: 1000, default: '' },
    /**
     * The marketing vendor this signup is for (a `vendor` of interestGroups.json): the storefront sends one signup per
     * vendor, each with that vendor's interests only. Without it the interests may be any the site offers.
     */
    vendor: { type: 'string', minLength: 1, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' },
    /** Must be true (400 otherwise): the form asks for consent before it sends anything. */
    consent: { type: 'boolean' },
    siteTag: { type: 'string' },
  },
} as const;
export type SubscribeQuery = FromSchema<typeof subscribeQuery>;

export const subscribeResponse = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', enum: ['SUBSCRIBED'] } },
} as const;

/** POST /api/marketing/remove: the e-mail address to unsubscribe (this payload is our own). */
/** The signed token of the unsubscribe link the shop e-mailed to the address: base64url of a 32-byte digest. */
export const unsubscribeToken = {
  type: 'string',
  minLength: 1,
  maxLength: 100,
  pattern: '^[A-Za-z0-9_-]+$',
} as const;

export const removeBody = {
  type: 'object',
  required: ['email', 'token'],
  additionalProperties: false,
  properties: { email: rawEmail, token: unsubscribeToken },
} as const;

/** The unsubscribe page's query (from the e-mailed link) and its form: the site, the address and its token. */
export const unsubscribeForm = {
  type: 'object',
  required: ['site', 'email', 'token'],
  additionalProperties: false,
  properties: {
    site: { type: 'string', minLength: 1, maxLength: 20, pattern: '^[a-z0-9-]+$' },
    email: rawEmail,
    token: unsubscribeToken,
  },
} as const;
export type RemoveBody = FromSchema<typeof removeBody>;

/** The same answer whether or not the address was subscribed, so the call cannot test addresses. */
export const removeResponse = {
  type: 'object',
  required: ['status'],
  additionalProperties: false,
  properties: { status: { type: 'string', enum: ['REMOVED'] } },
} as const;

/** POST /api/marketing/back-in-stock: the e-mail and the variant (sku) id; the path is our own. */
export const backInStockBody = {
  type: 'object',
  required: ['email', 'variantId', 'language'],
  additionalProperties: false,
  properties: {
    email: rawEmail,
    /** The sku id. */
    variantId: { type: 'string', minLength: 1, maxLength: 200 },
    /** The modal's newsletter checkbox: also subscribe the address. */
    newsletter: { type: 'boolean' },
    language: languageCode,
  },
} as const;
export type BackInStockBody = FromSchema<typeof backInStockBody>;

export const backInStockResponse = {
  type: 'object',
  required: ['status', 'variantId'],
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['REQUESTED'] },
    variantId: { type: 'string' },
  },
} as const;
export type BackInStockResponse = FromSchema<typeof backInStockResponse>;
