import type { FromSchema } from 'json-schema-to-ts';
import { addressBody } from './address.schema.ts';
import { emailAddress, shortText } from './common.schema.ts';
import { orderReferencePattern } from './orders.schema.ts';

/**
 * The payment methods a checkout can offer. `creditcard` is paid on the page (card fields encrypted in the browser
 * with the provider's key); the others leave for the provider's approval page and come back.
 */
export const PAYMENT_METHODS = [
  'creditcard',
  'paypal',
  'paypalexpress',
  'googlepay',
  'applepay',
  'afterpay',
  'banktransfer_IBAN',
  'banktransfer_GB',
  'alipay',
  'wechatpay',
  'ideal',
] as const;
export type PaymentMethodId = (typeof PAYMENT_METHODS)[number];

/**
 * Each method's name as the provider spells it (brands keep theirs in every language). The checkout offers them with
 * the payment session; pages the shopper reaches without one (the order's confirmation after the provider's page, the
 * order history) name a method from here rather than show its id.
 */
export const PAYMENT_METHOD_NAMES: Readonly<Record<PaymentMethodId, string>> = {
  creditcard: 'Credit or debit card',
  paypal: 'PayPal',
  paypalexpress: 'PayPal Express',
  googlepay: 'Google Pay',
  applepay: 'Apple Pay',
  afterpay: 'Afterpay',
  banktransfer_IBAN: 'Bank transfer (SEPA)',
  banktransfer_GB: 'Bank transfer',
  alipay: 'Alipay',
  wechatpay: 'WeChat Pay',
  ideal: 'iDEAL',
};

/** How long a checkout captcha token lives; the storefront asks for a new one every 30 s while it shows a form. */
export const CAPTCHA_TOKEN_LIFETIME_SECONDS = 120;
export const CAPTCHA_REFRESH_MS = 30_000;
/** The cookie the provider's device-fingerprint script leaves, kept 1825 days. */
export const FRAUD_TOKEN_COOKIE = 'fraud_token';
export const FRAUD_TOKEN_DAYS = 1825;
/** The captcha kinds the payment call's optional header names. */
export const CAPTCHA_TYPES = ['challenge', 'invisible'] as const;
export const CAPTCHA_HEADER = 'x-captcha-type';

/** One field encrypted by the browser: a compact JWE (five base64url parts). */
const encryptedField = {
  type: 'string',
  maxLength: 4096,
  pattern: '^[A-Za-z0-9_-]+(\\.[A-Za-z0-9_-]*){4}$',
} as const;

/** GET /api/checkout/paymentSession: what the payment step needs from the provider. */
export const paymentSessionResponse = {
  type: 'object',
  required: ['clientKey', 'environment', 'methods', 'captcha', 'fingerprintScript'],
  additionalProperties: false,
  properties: {
    /** The provider's public key (JWK, RSA-OAEP-256) the card fields are encrypted with. */
    clientKey: {
      type: 'object',
      required: ['kty', 'n', 'e'],
      properties: {
        kty: { type: 'string' },
        n: { type: 'string' },
        e: { type: 'string' },
        alg: { type: 'string' },
        kid: { type: 'string' },
      },
    },
    /** `test` for the sandbox: the payment step lists the test cards. */
    environment: { type: 'string', enum: ['test', 'live'] },
    methods: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'kind'],
        additionalProperties: false,
        properties: {
          id: { type: 'string', enum: PAYMENT_METHODS },
          name: { type: 'string' },
          /** `card`: fields on the page; `redirect`: the provider's approval page. */
          kind: { type: 'string', enum: ['card', 'redirect'] },
        },
      },
    },
    /** A token for the payment call; replaced every `CAPTCHA_REFRESH_MS` from GET /api/checkout/captcha. */
    captcha: {
      type: 'object',
      required: ['type', 'token'],
      additionalProperties: false,
      properties: { type: { type: 'string', enum: CAPTCHA_TYPES }, token: { type: 'string' } },
    },
    /** The provider's device-fingerprint script, loaded by the payment step. */
    fingerprintScript: { type: 'string' },
  },
} as const;
export type PaymentSessionResponse = FromSchema<typeof paymentSessionResponse>;

/** GET /api/checkout/captcha */
export const captchaResponse = paymentSessionResponse.properties.captcha;

/**
 * POST /api/checkout/payment: place the order for the caller's cart and pay for it. Sent with an `idempotency-key`
 * header: the same key again answers the first answer, never a second order or payment.
 */
export const placeOrderBody = {
  type: 'object',
  required: ['addresses', 'consumer', 'paymentMethod', 'deviceFingerprint', 'userAgent', 'captcha'],
  additionalProperties: false,
  properties: {
    addresses: {
      type: 'object',
      required: ['shipping', 'billing'],
      additionalProperties: false,
      properties: { shipping: addressBody, billing: addressBody },
    },
    consumer: {
      type: 'object',
      required: ['firstName', 'lastName', 'email'],
      additionalProperties: false,
      properties: {
        firstName: { ...shortText(60), minLength: 1 },
        lastName: { ...shortText(60), minLength: 1 },
        email: emailAddress,
        phoneNumber: shortText(30),
      },
    },
    paymentMethod: { type: 'string', enum: PAYMENT_METHODS },
    deviceFingerprint: { type: 'string', maxLength: 200 },
    userAgent: { type: 'string', maxLength: 500 },
    /** A saved card of a signed-in customer, instead of the encrypted fields. */
    cardToken: { type: 'string', maxLength: 100 },
    cardHolderName: shortText(100),
    encryptedCardNumber: encryptedField,
    encryptedExpiryMonth: encryptedField,
    encryptedExpiryYear: encryptedField,
    encryptedSecurityCode: encryptedField,
    storeCard: { type: 'boolean' },
    captcha: {
      type: 'object',
      required: ['type', 'token'],
      additionalProperties: false,
      properties: {
        type: { type: 'string', enum: CAPTCHA_TYPES },
        token: { type: 'string', maxLength: 1000 },
      },
    },
  },
} as const;
export type PlaceOrderBody = FromSchema<typeof placeOrderBody>;

/** The query parameters of /{site}/{language}/complete, also posted by the hidden form of an external redirect. */
export const completeParameters = {
  type: 'object',
  required: ['Authorization', 'Account', 'uat', 'utt', 'utr', 'paymentMethod'],
  additionalProperties: false,
  properties: {
    /** The payment's state: AUTHORISED, or PENDING/RECEIVED while the provider is still to confirm it. */
    Authorization: { type: 'string', enum: ['AUTHORISED', 'PENDING', 'RECEIVED'] },
    /** `account` when a signed-in customer placed the order, else `guest`. */
    Account: { type: 'string', enum: ['account', 'guest'] },
    /** The order's access token: the lookup hash that POST /api/order/s/query takes with the reference. */
    uat: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' },
    /** The token's type: `lookup`. */
    utt: { type: 'string', enum: ['lookup'] },
    /** The order reference. */
    utr: { type: 'string', pattern: orderReferencePattern },
    paymentMethod: { type: 'string', enum: PAYMENT_METHODS },
  },
} as const;
export type CompleteParameters = FromSchema<typeof completeParameters>;

/**
 * The answer of a placed order. `complete` is where the storefront goes next (/complete with these parameters);
 * `action` instead when the shopper must first see the provider's page (a 3-D Secure challenge or a redirect
 * method's approval): the storefront goes to `action.url`, and the provider brings the shopper back through
 * GET /api/checkout/payment/return, which ends at /complete or at /checkout/payment with statusCode and
 * pgTransactionId. `externalRedirectUrl`, when present, gets the `complete` parameters by a posted hidden form.
 */
export const placeOrderResponse = {
  type: 'object',
  required: ['utr', 'status', 'paymentMethod'],
  additionalProperties: false,
  properties: {
    utr: { type: 'string' },
    status: { type: 'string', enum: ['PLACED', 'PENDING_PAYMENT'] },
    paymentMethod: { type: 'string', enum: PAYMENT_METHODS },
    complete: completeParameters,
    action: {
      type: 'object',
      required: ['type', 'url'],
      additionalProperties: false,
      properties: { type: { type: 'string', enum: ['redirect', 'threeDS2'] }, url: { type: 'string' } },
    },
    externalRedirectUrl: { type: 'string' },
    /** The provider's own reference (pspReference) and result, as the provider answered them. */
    additionalData: {
      type: 'object',
      additionalProperties: false,
      properties: { pspReference: { type: 'string' }, resultCode: { type: 'string' } },
    },
  },
} as const;
export type PlaceOrderResponse = FromSchema<typeof placeOrderResponse>;

/**
 * A refused or failed placement answers the error body with one of the checkout codes: 402 ADRESULT_REFUSED (the
 * card was refused), PREAUTH_FAILED (insufficient funds, expired card) or PAYMENT_CANCELLED (the shopper cancelled on
 * the provider's page), 409 STOCK_QUANTITY_EXCEEDED or UNAVAILABLE_ITEMS (stock ran out; nothing was charged),
 * 400 CARD_MISSING (no card fields or token), 422 UNABLE_TO_SHIP_ERROR, 403 ERROR_CAPTCHA for a missing or stale
 * captcha token, 409 PENDING when the same idempotency key is still being placed. Every refusal leaves the cart as it was, ready for another try.
 */
export const CHECKOUT_STATUS_PARAMETERS = ['statusCode', 'paymentMethod', 'utr', 'pgTransactionId'] as const;

/**
 * The storefront page (under a site's base path) the provider sends the shopper back to, with `utr` (the order's
 * reference) and the provider's `redirectResult`: it finishes the payment with PUT /api/checkout/payment/{utr} in the
 * shopper's own session, and sends a browser without that session on to the API's browser return
 * (GET /api/checkout/payment/return/{utr}), where the redirectResult alone is the proof.
 */
export const PAYMENT_RETURN_PAGE = '/checkout/return';
