import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER, SUBFOLDER_HEADER } from '../../schemas/api/conventions.ts';
import { BASIC_AUTHORIZATION, SITE_TAG } from '../test-support/commerce-harness.ts';
import { clusterPostgresUrl, startShopNodes, type ShopNodes } from '../test-support/shop-nodes.ts';

/**
 * One shopper's attempts alternate between two real server processes on one PostgreSQL database: every limit must
 * let through one budget in all, not one per process. Each limit is set small; each case tries twice its budget.
 */
const BUDGET = 3;
const LIMITS = {
  VOUCHER_ATTEMPTS_PER_SESSION: String(BUDGET),
  IDENTITY_SIGN_IN_FAILURES_PER_USER: String(BUDGET),
  IDENTITY_CODE_SENDS_PER_USER: String(BUDGET),
  ORDER_LOOKUPS_PER_ADDRESS: String(BUDGET),
  PAYMENT_ATTEMPTS_PER_ADDRESS: String(BUDGET),
  SEARCH_RATE_PER_MINUTE: String(BUDGET),
  MAIL_RATE_PER_MINUTE: String(BUDGET),
  // Wrong passwords are checked against a hash all the same; a cheap one keeps the test quick.
  IDENTITY_SCRYPT_COST: '10',
};

type Call = (base: string, attempt: number) => Promise<Response>;

const api = (
  base: string,
  method: string,
  path: string,
  body?: object,
  headers: Record<string, string> = {},
) =>
  fetch(`${base}${path}${path.includes('?') ? '&' : '?'}siteTag=${SITE_TAG}`, {
    method,
    headers: {
      authorization: BASIC_AUTHORIZATION,
      [SUBFOLDER_HEADER]: 'uk',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });

const identity = (base: string, operation: string, body: object) =>
  fetch(`${base}/identity/`, {
    method: 'POST',
    headers: {
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      'content-type': 'application/x-amz-json-1.1',
    },
    body: JSON.stringify(body),
  });

describe.skipIf(!clusterPostgresUrl)('limits shared by two server processes', () => {
  let shop: ShopNodes;
  let bases: string[] = [];
  beforeAll(async () => {
    shop = await startShopNodes(2, LIMITS, { label: 'shared_limits' });
    bases = shop.nodes.map((node) => node.base);
  }, 180_000);
  afterAll(() => shop?.stop());

  /** What `2 * BUDGET` attempts answered (status and code), alternating between the two nodes. */
  const alternate = async (call: Call) => {
    const answers: string[] = [];
    for (let attempt = 0; attempt < 2 * BUDGET; attempt++) {
      const response = await call(bases[attempt % 2]!, attempt);
      const body = (await response.json().catch(() => ({}))) as { code?: string; __type?: string };
      answers.push(`${response.status} ${body.code ?? body.__type ?? ''}`.trim());
    }
    return answers;
  };
  /** The first BUDGET attempts get their ordinary answer, from whichever node; every one after is refused. */
  const oneBudget = (answers: string[], ordinary: string) => {
    expect(answers.slice(0, BUDGET)).toEqual(Array(BUDGET).fill(ordinary));
    expect(answers.slice(BUDGET).map((answer) => answer.split(' ')[0])).toEqual(Array(BUDGET).fill('429'));
  };

  it('refused voucher codes of one session', async () => {
    const created = await api(bases[0]!, 'POST', '/api/basic-session', {
      language: 'en',
      sitePublicId: 'maison-nord-uk',
    });
    expect(created.status).toBe(200);
    const session = created.headers.get(SESSION_HEADER)!;
    oneBudget(
      await alternate((base, attempt) =>
        api(
          base,
          'PUT',
          '/api/cart/voucher',
          { action: 'apply', voucher: `GUESS${attempt}` },
          {
            [SESSION_HEADER]: session,
          },
        ),
      ),
      '404 VOUCHER_INVALID',
    );
  });

  it('wrong passwords for one username', async () => {
    oneBudget(
      await alternate((base) =>
        identity(base, 'InitiateAuth', {
          ClientId: 'storefront-web',
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'guessed@example.com', PASSWORD: 'Wrong-pass-1' },
        }),
      ),
      '400 NotAuthorizedException',
    );
  });

  it('codes e-mailed to one username', async () => {
    oneBudget(
      await alternate((base) =>
        identity(base, 'ForgotPassword', { ClientId: 'storefront-web', Username: 'forgetful@example.com' }),
      ),
      '200',
    );
  });

  it('guest order lookups from one address', async () => {
    oneBudget(
      await alternate((base, attempt) =>
        api(base, 'POST', '/api/order/s/query', {
          orderReference: `MN-${attempt}`,
          email: 'ada@example.com',
          hash: 'guess',
        }),
      ),
      '404 ORDER_NOT_FOUND',
    );
  });

  it('payment attempts from one address', async () => {
    oneBudget(
      await alternate((base) => api(base, 'PUT', '/api/checkout/payment/MN-1', { redirectResult: 'forged' })),
      '428 SESSION_REQUIRED',
    );
  });

  it('searches from one address', async () => {
    oneBudget(
      await alternate((base) =>
        fetch(`${base}/1/indexes/uk_products/query`, {
          method: 'POST',
          headers: {
            'x-algolia-application-id': 'STOREFRONT',
            'x-algolia-api-key': 'storefront-search-only',
            'content-type': 'application/json',
          },
          body: '{"hitsPerPage":1}',
        }),
      ),
      '200',
    );
  });

  it('calls that make the shop send e-mail, from one address', async () => {
    oneBudget(
      await alternate((base, attempt) =>
        api(
          base,
          'GET',
          `/api/marketing/subscribe?${new URLSearchParams({ email: `news-${attempt}@example.com`, language: 'en', interests: '', consent: 'true' })}`,
        ),
      ),
      '200',
    );
  });
});
