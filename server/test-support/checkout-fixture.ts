import { CompactEncrypt, importJWK, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { PaymentSessionResponse, PlaceOrderBody } from '../../schemas/api/checkout.schema.ts';
import { SITE_TAG, type CommerceHarness, type TestShopper } from './commerce-harness.ts';

/** A UK address the delivery rules accept. */
export const UK_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Bloomsbury Square',
  addressLine2: '',
  city: 'London',
  postcode: 'WC1A 2LP',
  countryCode: 'GB',
  phoneNumber: '+44 7700 900123',
};

/** A UAE address (Dubai) the UAE site delivers to. */
export const DUBAI_ADDRESS = {
  firstName: 'Layla',
  lastName: 'Haddad',
  addressLine1: 'Villa 12, Street 4',
  city: 'Dubai',
  region: 'DU',
  countryCode: 'AE',
  phoneNumber: '+971 50 123 4567',
};

export const CONSUMER = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };

export interface TestCard {
  number: string;
  expiryMonth?: string;
  expiryYear?: string;
  cvc?: string;
  holderName?: string;
  /** When the fields were encrypted; default now. */
  generationtime?: string;
}

/** Encrypt card fields as the browser does: one compact JWE per field, with the provider's client key. */
export async function encryptCard(clientKey: JWK, card: TestCard): Promise<Partial<PlaceOrderBody>> {
  const key = await importJWK(clientKey, 'RSA-OAEP-256');
  const generationtime = card.generationtime ?? new Date().toISOString();
  const encrypt = (content: object) =>
    new CompactEncrypt(new TextEncoder().encode(JSON.stringify({ ...content, generationtime })))
      .setProtectedHeader({ alg: 'RSA-OAEP-256', enc: 'A256GCM' })
      .encrypt(key);
  return {
    encryptedCardNumber: await encrypt({ number: card.number }),
    encryptedExpiryMonth: await encrypt({ expiryMonth: card.expiryMonth ?? '03' }),
    encryptedExpiryYear: await encrypt({ expiryYear: card.expiryYear ?? '2030' }),
    encryptedSecurityCode: await encrypt({ cvc: card.cvc ?? '737' }),
    cardHolderName: card.holderName ?? 'Ada Lovelace',
  };
}

/** One line of a test bag. */
export interface TestBagLine {
  productId: string;
  sku: string;
  quantity?: number;
}

/**
 * A shopper with `quantity` of `sku` (of each line, when given several) in the bag, a UK address and standard
 * delivery, and its payment session.
 */
export async function shopperReadyToPay(
  harness: CommerceHarness,
  lines: TestBagLine | readonly TestBagLine[],
  /** A signed-in shopper passes its bearer token here. */
  shopperOptions?: Parameters<CommerceHarness['shopper']>[0],
): Promise<{ shopper: TestShopper; session: PaymentSessionResponse }> {
  const shopper = harness.shopper(shopperOptions);
  for (const line of 'sku' in lines ? [lines] : lines)
    await shopper.json('POST', '/api/cart', {
      productId: line.productId,
      sku: line.sku,
      quantity: line.quantity ?? 1,
    });
  await shopper.json('POST', '/api/cart/address', { address: UK_ADDRESS });
  await shopper.json('POST', '/api/shipping', { id: 'gb-standard' });
  const session = await shopper.json<PaymentSessionResponse>('GET', '/api/checkout/paymentSession');
  return { shopper, session };
}

/** The place-order body for a card (encrypted here) or a redirect method. */
export async function placeOrderBody(
  session: PaymentSessionResponse,
  payment: { card: TestCard } | { method: PlaceOrderBody['paymentMethod'] },
): Promise<PlaceOrderBody> {
  const base = {
    addresses: { shipping: UK_ADDRESS, billing: UK_ADDRESS },
    consumer: CONSUMER,
    deviceFingerprint: 'df-test',
    userAgent: 'vitest',
    captcha: session.captcha,
  };
  if ('card' in payment)
    return { ...base, paymentMethod: 'creditcard', ...(await encryptCard(session.clientKey, payment.card)) };
  return { ...base, paymentMethod: payment.method };
}

export function placeOrder(
  shopper: TestShopper,
  body: PlaceOrderBody,
  idempotencyKey: string = randomUUID(),
): Promise<LightMyRequestResponse> {
  return shopper.call('POST', '/api/checkout/payment', body, { 'idempotency-key': idempotencyKey });
}

/** Follow a same-origin redirect the way a browser does (GET of its path and query, with the browser's headers). */
export function follow(harness: CommerceHarness, location: string, headers: Record<string, string> = {}) {
  const url = new URL(location, 'http://localhost');
  return harness.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers });
}

/**
 * Follow the provider's redirect (to the storefront's return page, with the order's `utr` and the `redirectResult`) as
 * that page does for a browser without the order's session: on to the API's browser return.
 */
export function browserReturn(
  harness: CommerceHarness,
  location: string,
  headers: Record<string, string> = {},
) {
  const page = new URL(location, 'http://localhost');
  const query = new URLSearchParams({
    siteTag: SITE_TAG,
    redirectResult: page.searchParams.get('redirectResult')!,
  });
  return harness.app.inject({
    method: 'GET',
    url: `/api/checkout/payment/return/${page.searchParams.get('utr')}?${query}`,
    headers,
  });
}

/** Submit one of the provider's page forms. */
export function submitForm(harness: CommerceHarness, actionUrl: string, fields: Record<string, string>) {
  const url = new URL(actionUrl, 'http://localhost');
  return harness.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}
