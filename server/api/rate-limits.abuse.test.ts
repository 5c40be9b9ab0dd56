import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SUBFOLDER_HEADER } from '../../schemas/api/conventions.ts';
import {
  BASIC_AUTHORIZATION,
  SITE_TAG,
  startCommerce,
  type CommerceHarness,
} from '../test-support/commerce-harness.ts';
import { CONSUMER, UK_ADDRESS } from '../test-support/checkout-fixture.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;
const MINUTE = 60_000;

/**
 * Every call an attacker would repeat (guessing passwords, mail bombing, enumerating orders, testing cards) is limited
 * per client address: past its limit it answers 429 with retry-after and its protocol's code, and the same caller is
 * served again once the window has passed. Each case calls from an address of its own.
 */
interface LimitCase {
  name: string;
  /** Lower the limit to `max` for this test (restored after). */
  lower(harness: CommerceHarness, max: number): () => void;
  call(harness: CommerceHarness, remoteAddress: string, attempt: number): Promise<LightMyRequestResponse>;
  /** The refusal's code: the API catalogue's, or the identity protocol's exception name. */
  code: string;
  /** How far to move the clock for the window to pass. */
  windowMs: number;
}

const api = (
  harness: CommerceHarness,
  remoteAddress: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  payload?: object | string,
  headers: Record<string, string> = {},
) =>
  harness.app.inject({
    method,
    url: `${path}${path.includes('?') ? '&' : '?'}siteTag=${SITE_TAG}`,
    remoteAddress,
    headers: { authorization: BASIC_AUTHORIZATION, [SUBFOLDER_HEADER]: 'uk', ...headers },
    ...(payload === undefined ? {} : { payload }),
  });

const identity = (harness: CommerceHarness, remoteAddress: string, operation: string, body: object) =>
  harness.app.inject({
    method: 'POST',
    url: '/identity/',
    remoteAddress,
    headers: {
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      'content-type': 'application/x-amz-json-1.1',
    },
    payload: JSON.stringify(body),
  });

/** Set a numeric limit for one test, returning how to put it back. */
function lowered<T extends object>(settings: T, key: keyof T, max: number): () => void {
  const saved = settings[key];
  (settings as Record<keyof T, unknown>)[key] = max;
  return () => {
    (settings as Record<keyof T, unknown>)[key] = saved;
  };
}

/** A place-order body the schema accepts (its card and captcha are not real: the attempt counts all the same). */
const CARD_ATTEMPT = {
  addresses: { shipping: UK_ADDRESS, billing: UK_ADDRESS },
  consumer: CONSUMER,
  paymentMethod: 'creditcard',
  deviceFingerprint: 'df',
  userAgent: 'abuse test',
  captcha: { type: 'invisible', token: 'forged' },
};

/** An address as it may stand in an e-mail's local part (IPv6 colons are not allowed there). */
const mailSafe = (address: string) => address.replace(/[^a-z0-9.]/gi, '-');

const mailLimit = (harness: CommerceHarness, max: number) =>
  lowered(harness.context.limits, 'mailPerMinute', max);

const CASES: LimitCase[] = [
  {
    name: 'sign-in with a password (InitiateAuth)',
    lower: (harness, max) => lowered(harness.context.identity.settings, 'signInFailuresPerAddress', max),
    call: (harness, address, attempt) =>
      identity(harness, address, 'InitiateAuth', {
        ClientId: 'storefront-web',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: `guess-${attempt}@example.com`, PASSWORD: 'Wrong-pass-1' },
      }),
    code: 'NotAuthorizedException',
    windowMs: 15 * MINUTE,
  },
  {
    name: 'code sends (ForgotPassword)',
    lower: (harness, max) => lowered(harness.context.identity.settings, 'codeSendsPerAddress', max),
    call: async (harness, address, attempt) => {
      const email = `forgetful-${mailSafe(address)}-${attempt}@example.com`;
      await harness.bearerFor({ accountId: `forgetful-${mailSafe(address)}-${attempt}`, email });
      return identity(harness, address, 'ForgotPassword', { ClientId: 'storefront-web', Username: email });
    },
    code: 'LimitExceededException',
    windowMs: 60 * MINUTE,
  },
  {
    name: 'code sends (SignUp)',
    lower: (harness, max) => lowered(harness.context.identity.settings, 'codeSendsPerAddress', max),
    call: (harness, address, attempt) =>
      identity(harness, address, 'SignUp', {
        ClientId: 'storefront-web',
        Username: `new-${mailSafe(address)}-${attempt}@example.com`,
        Password: 'Correct-horse-1',
      }),
    code: 'LimitExceededException',
    windowMs: 60 * MINUTE,
  },
  {
    name: 'guest order lookup',
    lower: (harness, max) => lowered(harness.context.limits, 'orderLookupsPerAddress', max),
    call: (harness, address, attempt) =>
      api(harness, address, 'POST', '/api/order/s/query', {
        orderReference: `MN-${attempt}`,
        email: 'ada@example.com',
        hash: 'guess',
      }),
    code: 'TOO_MANY_REQUESTS',
    windowMs: 15 * MINUTE,
  },
  {
    name: 'placing an order (payment attempt)',
    lower: (harness, max) => lowered(harness.context.limits, 'paymentAttemptsPerAddress', max),
    call: (harness, address, attempt) =>
      api(harness, address, 'POST', '/api/checkout/payment', CARD_ATTEMPT, {
        'idempotency-key': `abuse-${attempt}`,
      }),
    code: 'TOO_MANY_REQUESTS',
    windowMs: 15 * MINUTE,
  },
  {
    name: 'finishing a payment (payment attempt)',
    lower: (harness, max) => lowered(harness.context.limits, 'paymentAttemptsPerAddress', max),
    call: (harness, address) =>
      api(harness, address, 'PUT', '/api/checkout/payment/MN-1', { redirectResult: 'forged' }),
    code: 'TOO_MANY_REQUESTS',
    windowMs: 15 * MINUTE,
  },
  {
    name: 'newsletter signup (e-mails a confirmation)',
    lower: mailLimit,
    call: (harness, address, attempt) =>
      api(
        harness,
        address,
        'GET',
        `/api/marketing/subscribe?${new URLSearchParams({ email: `news-${attempt}@example.com`, language: 'en', interests: '', consent: 'true' })}`,
      ),
    code: 'TOO_MANY_REQUESTS',
    windowMs: MINUTE,
  },
  {
    name: 'newsletter removal',
    lower: mailLimit,
    call: (harness, address, attempt) =>
      api(harness, address, 'POST', '/api/marketing/remove', { email: `gone-${attempt}@example.com` }),
    code: 'TOO_MANY_REQUESTS',
    windowMs: MINUTE,
  },
  {
    name: 'back-in-stock alert',
    lower: mailLimit,
    call: (harness, address, attempt) =>
      api(harness, address, 'POST', '/api/marketing/back-in-stock', {
        email: `alert-${attempt}@example.com`,
      }),
    code: 'TOO_MANY_REQUESTS',
    windowMs: MINUTE,
  },
  {
    name: 'unsubscribe link',
    lower: mailLimit,
    call: (harness, address, attempt) =>
      harness.app.inject({
        method: 'GET',
        url: `/api/marketing/unsubscribe?email=u-${attempt}%40example.com&token=forged`,
        remoteAddress: address,
      }),
    code: 'TOO_MANY_REQUESTS',
    windowMs: MINUTE,
  },
  {
    name: 'helpdesk ticket (e-mails the shop and the shopper)',
    lower: mailLimit,
    call: (harness, address) =>
      api(harness, address, 'POST', '/api/helpdesk/tickets', '--x--\r\n', {
        'content-type': 'multipart/form-data; boundary=x',
      }),
    code: 'TOO_MANY_REQUESTS',
    windowMs: MINUTE,
  },
];

describe('abuse limits', () => {
  let harness: CommerceHarness;
  let clock = new Date('2026-11-25T12:00:00Z').getTime();
  beforeAll(async () => {
    harness = await startCommerce(pglite);
  });
  afterAll(() => harness.close());
  afterEach(() => vi.useRealTimers());

  it.each(CASES.map((limitCase, index) => [limitCase.name, limitCase, index] as const))(
    '%s: 429 with retry-after past the limit, served again after the window',
    async (_name, limitCase, index) => {
      const address = `203.0.113.${index + 10}`;
      // The commerce clock and, for the routes limited by the rate-limit plugin, the system clock move together.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(clock);
      harness.setNow(new Date(clock));
      const restore = limitCase.lower(harness, 2);
      try {
        const allowed = [
          await limitCase.call(harness, address, 1),
          await limitCase.call(harness, address, 2),
        ];
        for (const answer of allowed) expect(answer.statusCode, answer.body).not.toBe(429);
        const refused = await limitCase.call(harness, address, 3);
        expect(refused.statusCode, refused.body).toBe(429);
        const body = refused.json() as { code?: string; __type?: string };
        expect(body.code ?? body.__type).toBe(limitCase.code);
        const wait = Number(refused.headers['retry-after']);
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(limitCase.windowMs / 1000);
        // Another address is not held back by this one.
        expect((await limitCase.call(harness, '198.51.100.77', 4 + index * 10)).statusCode).not.toBe(429);

        clock += limitCase.windowMs + 1000;
        vi.setSystemTime(clock);
        harness.setNow(new Date(clock));
        const again = await limitCase.call(harness, address, 5);
        expect(again.statusCode, again.body).not.toBe(429);
      } finally {
        restore();
        clock += 2 * 60 * MINUTE;
      }
    },
  );

  // One subscriber is handed a whole IPv6 /64: a fresh address from it must not be a fresh budget.
  it.each(CASES.map((limitCase, index) => [limitCase.name, limitCase, index] as const))(
    '%s: every address of one IPv6 /64 counts as one client, another /64 apart',
    async (_name, limitCase, index) => {
      const network = `2001:db8:${index + 1}:7`;
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(clock);
      harness.setNow(new Date(clock));
      const restore = limitCase.lower(harness, 2);
      try {
        const allowed = [
          await limitCase.call(harness, `${network}::1`, 1),
          await limitCase.call(harness, `${network}::2`, 2),
        ];
        for (const answer of allowed) expect(answer.statusCode, answer.body).not.toBe(429);
        const refused = await limitCase.call(harness, `${network}:abcd::3`, 3);
        expect(refused.statusCode, refused.body).toBe(429);
        const neighbour = await limitCase.call(harness, `2001:db8:${index + 1}:8::1`, 4);
        expect(neighbour.statusCode, neighbour.body).not.toBe(429);
      } finally {
        restore();
        clock += 2 * 60 * MINUTE;
      }
    },
  );
});
