/** The API's call conventions (headers, client credentials, limits), shared by the server and the storefront. */

/** Shopping session id header: issued by session creation, echoed on every answer, sent back on every call. */
export const SESSION_HEADER = 'x-shopping-session';
/** The country folder of the site the call is for (absent for sites without a folder). */
export const SUBFOLDER_HEADER = 'x-subfolder';
/** Same value as the session header, for calls that carry only cookies (links, forms). */
export const SESSION_COOKIE = 'shopping_session';
/** The query parameter every /api path carries: the shop's tag from metadata-v2.json. */
export const SITE_TAG_PARAM = 'siteTag';
/** Retried placements and payments reuse the same key (checkout). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/**
 * Anonymous calls carry `Authorization: Basic base64(client:key)`. These identify the storefront application, not a
 * person; a shopper is identified by the signed session id.
 */
export const STOREFRONT_CLIENT_ID = 'storefront';
export const STOREFRONT_CLIENT_KEY = 'public';

/** Limits shared by both sides. */
export const API_LIMITS = {
  maxAttemptsPerUrl: 3,
  sessionAttempts: 3,
  retryClearDelayMs: 2000,
  orderHistoryPageSize: 10,
  maxSavedAddresses: 20,
  /** JSON bodies above this are refused with 413 PAYLOAD_TOO_LARGE. */
  maxJsonBodyBytes: 64 * 1024,
  /** Helpdesk attachments: per file and count. */
  maxAttachmentBytes: 5 * 1024 * 1024,
  maxAttachments: 5,
  /** Low stock starts at or below this many units (availability LOWSTOCK). */
  lowStockThreshold: 5,
} as const;

/** Availability codes of products and skus; below 3 counts as in stock. */
export const AVAILABILITY = {
  BACKORDER: -2,
  PREORDER: -1,
  AVAILABLE: 1,
  LOWSTOCK: 2,
  OUTOFSTOCK: 3,
  DISCONTINUED: 4,
} as const;
export type AvailabilityName = keyof typeof AVAILABILITY;
export const PURCHASABLE: readonly AvailabilityName[] = ['AVAILABLE', 'LOWSTOCK', 'PREORDER', 'BACKORDER'];

export const TAX_STATES = ['NOT_CALCULATED', 'CALCULATED', 'TAX_REJECTION'] as const;
export type TaxState = (typeof TAX_STATES)[number];
