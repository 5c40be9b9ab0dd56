/**
 * The error catalogue of the /api contract. Every 4xx and 5xx answer is `{ status, code, message, details? }` with a
 * code from this list. The first groups are the business errors the storefront shows; `PROTOCOL_CODES` are for
 * failures otherwise told only by HTTP status (malformed requests, sessions, missing resources).
 */
export const CART_CODES = [
  'STOCK_QUANTITY_EXCEEDED',
  'MAX_QUANTITY_EXCEEDED',
  'MAX_QTY_PER_ITEM_EXCEEDED',
  'ADD_CART_FAILURE',
  'MAX_CART_QTY_EXCEEDED',
] as const;

export const CHECKOUT_CODES = [
  'UNAVAILABLE_ITEMS',
  'PREORDER_ITEMS',
  'ORDER_NOT_FOUND',
  'STATUSCODE_SERVER_ERROR',
  'CARD_MISSING',
  'EXPRESS_MISSING',
  'PENDING',
  'ADRESULT_REFUSED',
  'PREAUTH_FAILED',
  'POPUPS_DISALLOWED',
  'UNABLE_TO_SHIP_ERROR',
  /** Ours: the shopper cancelled on the provider's page (nothing was charged, the bag is kept). */
  'PAYMENT_CANCELLED',
] as const;

/** Address and payment-method actions share these. */
export const ADDRESS_CODES = ['UNABLE_TO_DELETE', 'LIST', 'UPDATE', 'ADD', 'UNAUTHORIZED'] as const;

/** Saved payment methods: too many cards added from one account or address (429, with retry-after). */
export const PAYMENT_METHOD_CODES = ['TOO_MANY_ATTEMPTS'] as const;

export const ACCOUNT_CODES = [
  'INVALID_EMAIL',
  'UNABLE_TO_ACTION',
  'MARKETING_INTERESTS',
  'ERROR_CAPTCHA',
] as const;

/** Product personalisation: a value breaks the product's rules (422, with the messages per option). */
export const CUSTOMISE_CODES = ['CUSTOMISATION_INVALID'] as const;

/** Ours: the transport-level failures every route shares. */
export const PROTOCOL_CODES = [
  /** The body or query is not what the route accepts (malformed JSON, wrong type, unknown field, bad value). */
  'BAD_REQUEST',
  /** The body is larger than the route accepts. */
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  /** No session, expired session, bad signature or bad bearer token: the client refreshes and recreates (7.1). */
  'SESSION_INVALID',
  /** A route that needs a shopping session was called without one: create it, then retry (HTTP 428). */
  'SESSION_REQUIRED',
  /** `siteTag` missing or not this shop's. */
  'SITE_TAG_INVALID',
  /** A route that needs a signed-in customer. */
  'SIGN_IN_REQUIRED',
  /** An unsubscribe whose token is not the one the shop e-mailed to that address. */
  'UNSUBSCRIBE_LINK_INVALID',
  'NOT_FOUND',
  'PRODUCT_NOT_FOUND',
  'VARIANT_NOT_FOUND',
  'CART_NOT_FOUND',
  'ITEM_NOT_FOUND',
  'VOUCHER_INVALID',
  'VOUCHER_EXPIRED',
  'VOUCHER_NOT_APPLICABLE',
  'VOUCHER_USAGE_EXCEEDED',
  'SHIPPING_METHOD_INVALID',
  'ADDRESS_INVALID',
  'TAX_CALCULATION_ERROR',
  'EMAIL_EXISTS',
  'EMAIL_FORMAT',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;

export const ERROR_CODES = [
  ...CART_CODES,
  ...CHECKOUT_CODES,
  ...ADDRESS_CODES,
  ...PAYMENT_METHOD_CODES,
  ...ACCOUNT_CODES,
  ...CUSTOMISE_CODES,
  ...PROTOCOL_CODES,
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorBodySchema = {
  $id: 'ErrorBody',
  type: 'object',
  required: ['status', 'code', 'message'],
  additionalProperties: false,
  properties: {
    status: { type: 'integer', minimum: 400, maximum: 599 },
    code: { type: 'string', enum: ERROR_CODES },
    message: { type: 'string' },
    /** Field-level problems: `{ pointer: '/quantity', rule: 'minimum', message }`. */
    details: {
      type: 'array',
      items: {
        type: 'object',
        required: ['pointer', 'message'],
        properties: { pointer: { type: 'string' }, rule: { type: 'string' }, message: { type: 'string' } },
      },
    },
    /** A failed product lookup's marker (`NOT_FOUND`). */
    result: { type: 'string' },
    /** The server's id of the request (also its `X-Request-Id` header): quoted in a report, it finds the log lines. */
    requestId: { type: 'string', maxLength: 64 },
  },
} as const;

/** The messages the client raises itself. */
export const SESSION_FAILED_MESSAGE = 'User Session Failed To Validate';
export const EXCEEDED_MAX_ATTEMPTS_MESSAGE = 'Exceeded max attempts';
