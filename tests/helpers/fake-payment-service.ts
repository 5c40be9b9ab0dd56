import type {
  CaptchaToken,
  CardDetails,
  EncryptedCard,
  OrderOutcome,
  OrderRequest,
  PaymentService,
  PaymentSession,
  PlacedOrder,
} from '../../src/kernel/types/payment.ts';

/** A payment session with a card and one redirect method, as the sandbox gives. */
export const testPaymentSession = (): PaymentSession => ({
  clientKey: { kty: 'RSA', n: 'test-modulus', e: 'AQAB' },
  environment: 'test',
  methods: [
    { id: 'creditcard', name: 'Card', kind: 'card' },
    { id: 'paypal', name: 'PayPal', kind: 'redirect' },
  ],
  captcha: { type: 'invisible', token: 'captcha-1' },
  fingerprintScript: '/payments-sandbox/df.js',
});

/** An order placed and completed, for the /complete page. */
export const testPlacedOrder = (overrides: Partial<PlacedOrder> = {}): PlacedOrder => ({
  reference: 'UKTEST1',
  status: 'PLACED',
  placedAt: '2026-11-26T10:00:00.000Z',
  currency: 'GBP',
  email: 'ada@example.com',
  lines: [
    {
      sku: 'MN100001-BLK-M',
      name: 'Cashmere crew-neck jumper',
      brand: 'Maison North',
      quantity: 1,
      colorName: 'Black',
      sizeName: 'M',
      total: 12_000,
      thumbnailUrl: '/media/MN100001.jpg',
    },
  ],
  totals: { items: 12_000, discount: 0, delivery: 0, tax: 0, total: 12_000, count: 1 },
  shippingAddress: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    addressLine1: '1 High Street',
    city: 'London',
    countryCode: 'GB',
  },
  shippingMethod: 'Standard delivery',
  payment: { method: 'creditcard', last4: '1111' },
  ...overrides,
});

/** A PayPal payment the provider approved, finished on the return page: what /complete is then opened with. */
export const testCompletedReturn = () => ({
  kind: 'complete' as const,
  orderReference: 'UK9',
  parameters: {
    Authorization: 'AUTHORISED',
    Account: 'guest',
    uat: 'h',
    utt: 'lookup',
    utr: 'UK9',
    paymentMethod: 'paypal',
  },
});

type Answer<T> = T | Error;

/** Payment calls a test answers: each records what it was given; answers are queued per call. */
export class FakePaymentService implements PaymentService {
  sessionAnswer: Answer<PaymentSession> = testPaymentSession();
  captchaCalls = 0;
  encrypted: CardDetails[] = [];
  placed: { request: OrderRequest; key: string }[] = [];
  placeAnswers: Answer<OrderOutcome>[] = [];
  orderAnswer: Answer<PlacedOrder> = testPlacedOrder();
  orderCalls: { reference: string; token: string }[] = [];

  async session(): Promise<PaymentSession> {
    return settle(this.sessionAnswer);
  }

  async captcha(): Promise<CaptchaToken> {
    this.captchaCalls += 1;
    return { type: 'invisible', token: `captcha-${this.captchaCalls + 1}` };
  }

  private keys = 0;
  device = async (script: string) => {
    this.deviceScripts.push(script);
    return { fingerprint: 'fp-1', userAgent: 'test-agent' };
  };
  deviceScripts: string[] = [];

  newIdempotencyKey(): string {
    return `key-${++this.keys}`;
  }

  async encryptCard(_key: JsonWebKey, card: CardDetails): Promise<EncryptedCard> {
    this.encrypted.push(card);
    const seal = (value: string) => `jwe.${value.length}.x.y.z`;
    return {
      cardHolderName: card.holderName,
      encryptedCardNumber: seal(card.number),
      encryptedExpiryMonth: seal(card.expiryMonth),
      encryptedExpiryYear: seal(card.expiryYear),
      encryptedSecurityCode: seal(card.securityCode),
    };
  }

  async placeOrder(request: OrderRequest, key: string): Promise<OrderOutcome> {
    this.placed.push({ request, key });
    const answer = this.placeAnswers.shift();
    if (!answer) throw new Error('No answer queued for placeOrder');
    return settle(answer);
  }

  finished: { reference: string; redirectResult: string }[] = [];
  finishAnswers: Answer<OrderOutcome>[] = [];

  async finishPayment(reference: string, redirectResult: string): Promise<OrderOutcome> {
    this.finished.push({ reference, redirectResult });
    const answer = this.finishAnswers.shift();
    if (!answer) throw new Error('No answer queued for finishPayment');
    return settle(answer);
  }

  async browserReturn(reference: string, redirectResult: string): Promise<string> {
    return `/api/checkout/payment/return/${reference}?${new URLSearchParams({ redirectResult })}`;
  }

  async completedOrder(reference: string, token: string): Promise<PlacedOrder> {
    this.orderCalls.push({ reference, token });
    return settle(this.orderAnswer);
  }
}

function settle<T>(answer: Answer<T>): T {
  if (answer instanceof Error) throw answer;
  return answer;
}

/** A failure shaped like the API client's: an HTTP status and code, or no answer at all. */
export function httpFailure(
  status: number,
  code: string,
  details?: { pointer: string; message: string }[],
): Error {
  return Object.assign(new Error(code), {
    kind: 'http' as const,
    status,
    code,
    ...(details ? { details } : {}),
  });
}
export function transportFailure(): Error {
  return Object.assign(new Error('network-error'), { kind: 'network-error' as const });
}
