import { decodeJwt, generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../../schemas/api/conventions.ts';
import { insertFixtureProducts, skuOf } from '../test-support/catalogue-fixture.ts';
import { UK_ADDRESS } from '../test-support/checkout-fixture.ts';
import {
  BASIC_AUTHORIZATION,
  SITE_TAG,
  startCommerce,
  type CommerceHarness,
} from '../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Routes that answer with one shopper's own data. */
const DATA_ROUTES = ['/api/cart', '/api/v1/addresses', '/api/order/history', '/api/v1/payment-methods'];

/**
 * Forged credentials never reach a shopper's data: every way of lying about who calls (a token signed elsewhere,
 * unsigned, expired, for another client or pool, with a changed payload; another shopper's or a tampered session id)
 * is refused with 401 SESSION_INVALID on every route that shows a shopper's own data.
 */
describe('forged tokens and sessions', () => {
  let harness: CommerceHarness;
  let adaBearer: string;
  let adaSession: string;
  let bobBearer: string;
  let bobSession: string;
  const ada = { accountId: 'forgery-ada', email: 'ada.forgery@example.com' };

  /** Ada's genuine claims re-signed, by the pool's own key unless told. */
  const resigned = async (changes: JWTPayload, key?: CryptoKey) => {
    const { current } = await harness.context.identity.keys!();
    return new SignJWT({ ...decodeJwt(adaBearer), ...changes })
      .setProtectedHeader({ alg: 'RS256', kid: current.kid })
      .sign(key ?? current.privateKey);
  };

  beforeAll(async () => {
    harness = await startCommerce(pglite);
    await insertFixtureProducts(harness.db, [{ productId: 'FORGE1' }]);
    adaBearer = await harness.bearerFor(ada);
    const adaShopper = harness.shopper({ bearer: adaBearer });
    await adaShopper.json('POST', '/api/cart', {
      productId: 'FORGE1',
      sku: skuOf('FORGE1', 'black', 'm'),
      quantity: 1,
    });
    const saved = await adaShopper.call('POST', '/api/v1/addresses', {
      ...UK_ADDRESS,
      addressLine1: 'Ada Secret Street 1',
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    adaSession = await adaShopper.session();
    bobBearer = await harness.bearerFor({ accountId: 'forgery-bob', email: 'bob.forgery@example.com' });
    bobSession = await harness.shopper({ bearer: bobBearer }).session();
  });
  afterAll(() => harness.close());

  const call = (path: string, authorization: string, session: string) =>
    harness.app.inject({
      method: 'GET',
      url: `${path}?siteTag=${SITE_TAG}`,
      headers: { authorization, [SESSION_HEADER]: session },
    });

  it('serves Ada her own data with her genuine token and session (the baseline the forgeries are held to)', async () => {
    for (const path of DATA_ROUTES)
      expect((await call(path, `Bearer ${adaBearer}`, adaSession)).statusCode, path).toBe(200);
    expect((await call('/api/v1/addresses', `Bearer ${adaBearer}`, adaSession)).body).toContain(
      'Ada Secret Street 1',
    );
  });

  const forgeries: [string, () => Promise<{ authorization: string; session: string }>][] = [
    [
      'a token signed with another key',
      async () => ({
        authorization: `Bearer ${await resigned({}, (await generateKeyPair('RS256')).privateKey)}`,
        session: adaSession,
      }),
    ],
    [
      'an unsigned token (alg none)',
      async () => ({
        authorization: `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${adaBearer.split('.')[1]}.`,
        session: adaSession,
      }),
    ],
    [
      'an expired token',
      async () => ({
        authorization: `Bearer ${await harness.bearerFor(ada, { now: new Date(harness.context.now().getTime() - 86_400_000), expiresInSeconds: 60 })}`,
        session: adaSession,
      }),
    ],
    [
      'a token for another app client',
      async () => ({
        authorization: `Bearer ${await resigned({ client_id: 'another-client' })}`,
        session: adaSession,
      }),
    ],
    [
      'a token from another user pool',
      async () => ({
        authorization: `Bearer ${await resigned({ iss: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_other' })}`,
        session: adaSession,
      }),
    ],
    [
      'an ID token in place of an access token',
      async () => ({ authorization: `Bearer ${await resigned({ token_use: 'id' })}`, session: adaSession }),
    ],
    [
      'a tampered payload under a genuine signature',
      async () => {
        const [header, , signature] = adaBearer.split('.');
        return {
          authorization: `Bearer ${header}.${base64url({ ...decodeJwt(bobBearer), sub: ada.accountId })}.${signature}`,
          session: adaSession,
        };
      },
    ],
    [
      "Bob's genuine token with Ada's session",
      async () => ({ authorization: `Bearer ${bobBearer}`, session: adaSession }),
    ],
    [
      "the anonymous client credentials with Ada's session",
      async () => ({ authorization: BASIC_AUTHORIZATION, session: adaSession }),
    ],
    [
      "Ada's token with a tampered session signature",
      async () => ({
        authorization: `Bearer ${adaBearer}`,
        session: `${adaSession.slice(0, -2)}${adaSession.endsWith('AA') ? 'BB' : 'AA'}`,
      }),
    ],
    [
      "Ada's token with Bob's session id under Ada's signature",
      async () => ({
        authorization: `Bearer ${adaBearer}`,
        session: `${bobSession.split('.')[0]}.${adaSession.split('.')[1]}`,
      }),
    ],
    [
      "Ada's token with a made-up session id",
      async () => ({
        authorization: `Bearer ${adaBearer}`,
        session: `00000000-0000-4000-8000-000000000000.${adaSession.split('.')[1]}`,
      }),
    ],
  ];

  it.each(forgeries)('refuses %s on every data route with 401 SESSION_INVALID', async (_name, make) => {
    const { authorization, session } = await make();
    for (const path of DATA_ROUTES) {
      const response = await call(path, authorization, session);
      expect(response.statusCode, `${path} ${response.body}`).toBe(401);
      expect(response.json(), path).toMatchObject({ code: 'SESSION_INVALID' });
      expect(response.body).not.toContain('Ada Secret Street');
      expect(response.body).not.toContain('FORGE1');
    }
  });
});
