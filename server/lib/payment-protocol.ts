import type { FromSchema } from 'json-schema-to-ts';
import { PAYMENT_METHODS } from '../../schemas/api/checkout.schema.ts';

/**
 * The provider's API, shaped like Adyen's Checkout API v71: what the shop sends to /payments and /payments/details and
 * what it answers. The shop's gateway and the sandbox both use these types, so a real provider fits the same shape.
 */
const jwe = { type: 'string', maxLength: 4096 } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const RESULT_CODES = [
  'Authorised',
  'Refused',
  'Error',
  'Cancelled',
  'Pending',
  'Received',
  'RedirectShopper',
  'ChallengeShopper',
] as const;
export type ResultCode = (typeof RESULT_CODES)[number];

export const paymentRequest = {
  type: 'object',
  required: ['merchantAccount', 'reference', 'amount', 'paymentMethod', 'returnUrl'],
  additionalProperties: false,
  properties: {
    merchantAccount: text(100),
    reference: { type: 'string', minLength: 1, maxLength: 80 },
    amount: {
      type: 'object',
      required: ['currency', 'value'],
      additionalProperties: false,
      properties: {
        currency: { type: 'string', pattern: '^[A-Z]{3}$' },
        value: { type: 'integer', minimum: 0, maximum: 100_000_000_00 },
      },
    },
    paymentMethod: {
      type: 'object',
      required: ['type'],
      additionalProperties: false,
      properties: {
        // `scheme` is a card; the others are the shop's redirect methods by their ids.
        type: { type: 'string', enum: ['scheme', ...PAYMENT_METHODS.filter((id) => id !== 'creditcard')] },
        encryptedCardNumber: jwe,
        encryptedExpiryMonth: jwe,
        encryptedExpiryYear: jwe,
        encryptedSecurityCode: jwe,
        holderName: text(100),
        /** A card the provider stored earlier for this shopper (`shopperReference`), instead of the fields. */
        storedPaymentMethodId: text(100),
      },
    },
    /** The shop's id of the customer, which stored cards belong to. */
    shopperReference: text(200),
    /** Store the card for later payments (with `shopperReference`); a zero amount only verifies and stores it. */
    storePaymentMethod: { type: 'boolean' },
    /** `Ecommerce` when the shopper is at the checkout; `ContAuth` for a stored card used without its CVC. */
    shopperInteraction: { type: 'string', enum: ['Ecommerce', 'ContAuth'] },
    recurringProcessingModel: { type: 'string', enum: ['CardOnFile'] },
    returnUrl: { type: 'string', minLength: 1, maxLength: 2000 },
    shopperEmail: text(320),
    deviceFingerprint: text(200),
    browserInfo: {
      type: 'object',
      additionalProperties: false,
      properties: { userAgent: text(500), acceptHeader: text(500), language: text(50) },
    },
  },
} as const;
export type PaymentRequest = FromSchema<typeof paymentRequest>;

export const paymentDetailsRequest = {
  type: 'object',
  required: ['details'],
  additionalProperties: false,
  properties: {
    details: {
      type: 'object',
      required: ['redirectResult'],
      additionalProperties: false,
      properties: { redirectResult: { type: 'string', minLength: 1, maxLength: 500 } },
    },
  },
} as const;
export type PaymentDetailsRequest = FromSchema<typeof paymentDetailsRequest>;

export const paymentResponse = {
  type: 'object',
  required: ['pspReference', 'resultCode', 'merchantReference'],
  additionalProperties: false,
  properties: {
    pspReference: { type: 'string' },
    resultCode: { type: 'string', enum: RESULT_CODES },
    refusalReason: { type: 'string' },
    merchantReference: { type: 'string' },
    /** For cards: the brand and last four digits, as Adyen returns them when asked to. */
    additionalData: {
      type: 'object',
      additionalProperties: false,
      properties: {
        paymentMethod: { type: 'string' },
        cardSummary: { type: 'string' },
        /** A stored card's expiry, `M/YYYY`, and holder, when the card was stored. */
        expiryDate: { type: 'string' },
        cardHolderName: { type: 'string' },
        /** The stored card's reference, when the request asked to store it and the provider did. */
        'recurring.recurringDetailReference': { type: 'string' },
        'recurring.shopperReference': { type: 'string' },
      },
    },
    action: {
      type: 'object',
      required: ['type', 'url', 'method'],
      additionalProperties: false,
      properties: {
        type: { type: 'string', enum: ['redirect', 'threeDS2'] },
        url: { type: 'string' },
        method: { type: 'string', enum: ['GET'] },
      },
    },
  },
} as const;
export type PaymentResponse = FromSchema<typeof paymentResponse>;

/**
 * A cancel (void) of a payment not yet captured, as Adyen's `/payments/{pspReference}/cancels` takes it: the shop's
 * merchant account and its own reference for the cancel. `/cancels` takes the same with `paymentReference`, the
 * payment's merchant reference, when the shop never learned the payment's pspReference.
 */
export const cancelRequest = {
  type: 'object',
  required: ['merchantAccount'],
  additionalProperties: false,
  properties: {
    merchantAccount: text(100),
    reference: text(80),
    paymentReference: { type: 'string', minLength: 1, maxLength: 80 },
  },
} as const;
export type CancelRequest = FromSchema<typeof cancelRequest>;

/** The provider's acknowledgement of a cancel: `received`, the outcome follows asynchronously. */
export const cancelResponse = {
  type: 'object',
  required: ['merchantAccount', 'pspReference', 'status'],
  additionalProperties: false,
  properties: {
    merchantAccount: { type: 'string' },
    paymentPspReference: { type: 'string' },
    paymentReference: { type: 'string' },
    pspReference: { type: 'string' },
    reference: { type: 'string' },
    status: { type: 'string', enum: ['received'] },
  },
} as const;
export type CancelResponse = FromSchema<typeof cancelResponse>;

/** One Adyen-style notification item, as posted to the shop's webhook. */
export interface NotificationRequestItem {
  eventCode: 'AUTHORISATION';
  success: 'true' | 'false';
  pspReference: string;
  merchantReference: string;
  merchantAccountCode: string;
  amount: { currency: string; value: number };
  paymentMethod: string;
  reason?: string;
  additionalData: { hmacSignature: string };
}

export interface NotificationBody {
  live: 'true' | 'false';
  notificationItems: { NotificationRequestItem: NotificationRequestItem }[];
}

/** The answer a webhook receiver gives once it has stored a notification. */
export const NOTIFICATION_ACCEPTED = '[accepted]';
