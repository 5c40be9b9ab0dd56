import type { FromSchema } from 'json-schema-to-ts';
import { placeOrderBody } from './checkout.schema.ts';
import { shortText } from './common.schema.ts';

/** Saved cards of signed-in customers: /api/v1/payment-methods. */

/** Cards one account may keep. */
export const MAX_SAVED_CARDS = 10;
/** Card adds counted per account and per client address over this window, before 429 TOO_MANY_ATTEMPTS. */
export const CARD_ADD_WINDOW_MS = 60 * 60_000;

const encryptedField = placeOrderBody.properties.encryptedCardNumber;

/**
 * POST /api/v1/payment-methods: a card to verify and store. The fields are encrypted in the browser with the
 * provider's client key (from GET /api/checkout/paymentSession): the shop's server only passes them on.
 */
export const addPaymentMethodBody = {
  type: 'object',
  required: [
    'cardHolderName',
    'encryptedCardNumber',
    'encryptedExpiryMonth',
    'encryptedExpiryYear',
    'encryptedSecurityCode',
  ],
  additionalProperties: false,
  properties: {
    cardHolderName: { ...shortText(100), minLength: 1 },
    encryptedCardNumber: encryptedField,
    encryptedExpiryMonth: encryptedField,
    encryptedExpiryYear: encryptedField,
    encryptedSecurityCode: encryptedField,
    /** Make it the default card (the first card always is). */
    default: { type: 'boolean' },
  },
} as const;
export type AddPaymentMethodBody = FromSchema<typeof addPaymentMethodBody>;

export const paymentMethodParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', format: 'uuid' } },
} as const;

/** A saved card as listed: `id` is also the `cardToken` a checkout pays with. Never the number. */
export const savedCard = {
  type: 'object',
  required: ['id', 'brand', 'last4', 'expiryMonth', 'expiryYear', 'holderName', 'default'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    /** The scheme as providers name it: visa, mc, amex, card. */
    brand: { type: 'string' },
    last4: { type: 'string', pattern: '^[0-9]{4}$' },
    expiryMonth: { type: 'integer', minimum: 1, maximum: 12 },
    expiryYear: { type: 'integer' },
    holderName: { type: 'string' },
    default: { type: 'boolean' },
  },
} as const;
export type SavedCard = FromSchema<typeof savedCard>;

export const paymentMethodListResponse = {
  type: 'object',
  required: ['paymentMethods', 'canAddNewPaymentMethod', 'maxPaymentMethods'],
  additionalProperties: false,
  properties: {
    /** The default first, then oldest first. */
    paymentMethods: { type: 'array', items: savedCard },
    /** False once the account holds the maximum. */
    canAddNewPaymentMethod: { type: 'boolean' },
    maxPaymentMethods: { type: 'integer' },
  },
} as const;
export type PaymentMethodListResponse = FromSchema<typeof paymentMethodListResponse>;
