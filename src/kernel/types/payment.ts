import type { Address } from './cart.ts';

/** A way to pay the checkout offers: on the page (`card`) or on the provider's page (`redirect`). */
export interface PaymentMethod {
  id: string;
  name: string;
  kind: 'card' | 'redirect';
}

/** A captcha token the payment call carries; replaced every 30 s while the payment form shows. */
export interface CaptchaToken {
  type: 'challenge' | 'invisible';
  token: string;
}

/** What the payment step needs before the shopper pays. */
export interface PaymentSession {
  /** The provider's public key the card fields are encrypted with (a JWK). */
  clientKey: JsonWebKey;
  /** `test` lists the sandbox's test cards beside the form. */
  environment: 'test' | 'live';
  methods: PaymentMethod[];
  captcha: CaptchaToken;
  fingerprintScript: string;
}

/** The card as the shopper typed it; it never leaves the browser unencrypted. */
export interface CardDetails {
  holderName: string;
  number: string;
  expiryMonth: string;
  /** Four digits. */
  expiryYear: string;
  securityCode: string;
}

/** The card fields encrypted for the provider, one compact JWE each. */
export interface EncryptedCard {
  cardHolderName: string;
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode: string;
}

/** Everything the place-order call sends but the idempotency key. */
export interface OrderRequest {
  addresses: { shipping: Address; billing: Address };
  consumer: { firstName: string; lastName: string; email: string; phoneNumber?: string };
  paymentMethod: string;
  deviceFingerprint: string;
  userAgent: string;
  card?: EncryptedCard & { storeCard?: boolean };
  cardToken?: string;
  captcha: CaptchaToken;
}

/** The parameters of the /complete page. */
export type CompleteParameters = Record<
  'Authorization' | 'Account' | 'uat' | 'utt' | 'utr' | 'paymentMethod',
  string
>;

/**
 * How a placed order goes on: to /complete (with its parameters, posted to `externalRedirectUrl` when there is
 * one), or to the provider's page first (a 3-D Secure challenge or a redirect method's approval).
 */
export type OrderOutcome =
  | { kind: 'complete'; orderReference: string; parameters: CompleteParameters; externalRedirectUrl?: string }
  | { kind: 'action'; orderReference: string; url: string };

/** A line of a placed order. */
export interface PlacedOrderLine {
  sku: string;
  name: string;
  brand: string;
  quantity: number;
  colorName?: string;
  sizeName?: string;
  /** For the whole quantity, after discounts, in minor units. */
  total: number;
  thumbnailUrl: string;
}

/** A placed order as the /complete page shows it; amounts in minor units. */
export interface PlacedOrder {
  reference: string;
  status: string;
  placedAt: string;
  currency: string;
  email: string;
  lines: PlacedOrderLine[];
  totals: { items: number; discount: number; delivery: number; tax: number; total: number; count: number };
  shippingAddress: Partial<Address>;
  shippingMethod?: string;
  payment: { method: string; last4?: string };
}

/** The payment calls: the session, captcha tokens, card encryption, placing the order and reading it back. */
export interface PaymentService {
  session(): Promise<PaymentSession>;
  captcha(): Promise<CaptchaToken>;
  /**
   * Run the provider's device-fingerprint script (which also leaves the long-lived fraud cookie) and answer the
   * fingerprint with this browser's user agent; an empty fingerprint when the script could not run.
   */
  device(fingerprintScript: string): Promise<{ fingerprint: string; userAgent: string }>;
  /** A fresh idempotency key for one attempt at placing an order. */
  newIdempotencyKey(): string;
  /** Encrypt the card fields with the provider's key, in the browser. */
  encryptCard(clientKey: JsonWebKey, card: CardDetails): Promise<EncryptedCard>;
  /** The same key again answers the first answer: one order, one payment. */
  placeOrder(request: OrderRequest, idempotencyKey: string): Promise<OrderOutcome>;
  /**
   * PUT /api/checkout/payment/{reference}: finish the payment of an order of this session after the provider's page,
   * from the provider's `redirectResult`; answers as placing does, and raises the refusal (a cancelled or declined
   * payment) as placing does.
   */
  finishPayment(orderReference: string, redirectResult: string): Promise<OrderOutcome>;
  /**
   * The API's browser return for the same order and redirectResult: where to send a browser whose session does not
   * own the order (the shopper came back in another browser), where the redirectResult alone is the proof.
   */
  browserReturn(orderReference: string, redirectResult: string): Promise<string>;
  /** The order the /complete page names, read with its access token. */
  completedOrder(orderReference: string, accessToken: string): Promise<PlacedOrder>;
}
