import { CompactEncrypt, importJWK } from 'jose';
import {
  CAPTCHA_HEADER,
  type PaymentSessionResponse,
  type PlaceOrderBody,
  type PlaceOrderResponse,
} from '../../../../schemas/api/checkout.schema.ts';
import { IDEMPOTENCY_HEADER } from '../../../../schemas/api/conventions.ts';
import type { OrderDetails } from '../../../../schemas/api/orders.schema.ts';
import type {
  CaptchaToken,
  CardDetails,
  EncryptedCard,
  OrderOutcome,
  OrderRequest,
  PaymentService,
  PaymentSession,
  PlacedOrder,
} from '../../../kernel/types/payment.ts';
import type { ScriptLoader } from '../../../kernel/types/index.ts';
import { reshapeOrderHeading, reshapeOrderTotals } from '../../orders/index.ts';
import type { ApiClient } from '../../../kernel/api/api-client.ts';

/** What the service needs from the browser: the script loader, what the provider's script left, and ids. */
export interface PaymentBrowser {
  scripts: ScriptLoader;
  fingerprint: () => string;
  userAgent: string;
  randomId: () => string;
}

/** The fingerprint script is small: a payment never waits long for it. */
const FINGERPRINT_TIMEOUT_MS = 5000;

/** The algorithms the provider decrypts: RSA-OAEP-256 wraps the key, AES-GCM seals the field. */
const KEY_ALGORITHM = 'RSA-OAEP-256';
const CONTENT_ENCRYPTION = 'A256GCM';

/**
 * The checkout's payment calls over the API client. Card fields are encrypted here, in the browser, with the
 * provider's public key: the shop's own server only ever passes them on.
 */
export class HttpPaymentService implements PaymentService {
  constructor(
    private readonly client: ApiClient,
    private readonly browser: PaymentBrowser,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async device(fingerprintScript: string): Promise<{ fingerprint: string; userAgent: string }> {
    try {
      await this.browser.scripts.load(fingerprintScript, FINGERPRINT_TIMEOUT_MS);
    } catch {
      // Without the provider's script the order still goes through; the provider only scores it with less.
    }
    return { fingerprint: this.browser.fingerprint(), userAgent: this.browser.userAgent };
  }

  newIdempotencyKey(): string {
    return this.browser.randomId();
  }

  async session(): Promise<PaymentSession> {
    // Asked only inside the shopping session: made first when the browser has none, rather than refused with 428.
    const answer = await this.client.call<PaymentSessionResponse>('/api/checkout/paymentSession', {
      inSession: true,
    });
    return {
      clientKey: answer.clientKey as JsonWebKey,
      environment: answer.environment,
      methods: answer.methods.map(({ id, name, kind }) => ({ id, name, kind })),
      captcha: answer.captcha,
      fingerprintScript: answer.fingerprintScript,
    };
  }

  captcha(): Promise<CaptchaToken> {
    return this.client.call<CaptchaToken>('/api/checkout/captcha');
  }

  async encryptCard(clientKey: JsonWebKey, card: CardDetails): Promise<EncryptedCard> {
    const key = await importJWK({ ...clientKey, alg: KEY_ALGORITHM }, KEY_ALGORITHM);
    const generationtime = this.now().toISOString();
    const seal = (field: Record<string, string>) =>
      new CompactEncrypt(utf8(JSON.stringify({ ...field, generationtime })))
        .setProtectedHeader({ alg: KEY_ALGORITHM, enc: CONTENT_ENCRYPTION })
        .encrypt(key);
    const [encryptedCardNumber, encryptedExpiryMonth, encryptedExpiryYear, encryptedSecurityCode] =
      await Promise.all([
        seal({ number: card.number.replace(/\s/g, '') }),
        seal({ expiryMonth: card.expiryMonth }),
        seal({ expiryYear: card.expiryYear }),
        seal({ cvc: card.securityCode }),
      ]);
    return {
      cardHolderName: card.holderName.trim(),
      encryptedCardNumber,
      encryptedExpiryMonth,
      encryptedExpiryYear,
      encryptedSecurityCode,
    };
  }

  async placeOrder(request: OrderRequest, idempotencyKey: string): Promise<OrderOutcome> {
    const { card, ...rest } = request;
    const body: PlaceOrderBody = { ...rest, ...card } as PlaceOrderBody;
    const answer = await this.client.call<PlaceOrderResponse>('/api/checkout/payment', {
      method: 'POST',
      body,
      headers: { [IDEMPOTENCY_HEADER]: idempotencyKey, [CAPTCHA_HEADER]: request.captcha.type },
    });
    return outcomeOf(answer);
  }

  async finishPayment(orderReference: string, redirectResult: string): Promise<OrderOutcome> {
    const answer = await this.client.call<PlaceOrderResponse>(
      `/api/checkout/payment/${encodeURIComponent(orderReference)}`,
      { method: 'PUT', body: { redirectResult } },
    );
    return outcomeOf(answer);
  }

  browserReturn(orderReference: string, redirectResult: string): Promise<string> {
    return this.client.address(`/api/checkout/payment/return/${encodeURIComponent(orderReference)}`, {
      redirectResult,
    });
  }

  async completedOrder(orderReference: string, accessToken: string): Promise<PlacedOrder> {
    const order = await this.client.call<OrderDetails>(
      `/api/order/complete/${encodeURIComponent(orderReference)}`,
      { query: { uat: accessToken } },
    );
    return reshapeOrder(order);
  }
}

/** Where an order's answer (placing it, or finishing its payment) sends the shopper next. */
function outcomeOf(answer: PlaceOrderResponse): OrderOutcome {
  if (answer.action) return { kind: 'action', orderReference: answer.utr, url: answer.action.url };
  if (!answer.complete) throw new Error(`Order ${answer.utr} answered neither /complete nor an action`);
  return {
    kind: 'complete',
    orderReference: answer.utr,
    parameters: answer.complete,
    externalRedirectUrl: answer.externalRedirectUrl,
  };
}

/** UTF-8 bytes as this realm's Uint8Array, which is what jose checks for (a test DOM's encoder gives another's). */
const utf8 = (text: string) => Uint8Array.from(new TextEncoder().encode(text));

/** The order answer as the /complete page shows it. */
export function reshapeOrder(order: OrderDetails): PlacedOrder {
  return {
    ...reshapeOrderHeading(order),
    lines: order.items.map((item) => ({
      sku: item.sku,
      name: item.name,
      brand: item.brand,
      quantity: item.quantity,
      colorName: item.options.colorName,
      sizeName: item.options.sizeName,
      total: item.total,
      thumbnailUrl: item.thumbnailUrl,
    })),
    totals: reshapeOrderTotals(order.totals),
    shippingAddress: order.shippingAddress,
    shippingMethod: order.shippingMethod.name,
    payment: { method: order.payment.method, last4: order.payment.last4 },
  };
}
