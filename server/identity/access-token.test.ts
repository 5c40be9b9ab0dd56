import {
  GlobalSignOutCommand,
  InitiateAuthCommand,
  SignUpCommand,
  ConfirmSignUpCommand,
  type AuthenticationResultType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { decodeJwt, exportSPKI, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TAG, startCommerce, type CommerceHarness } from '../test-support/commerce-harness.ts';
import { codeFromOutbox, cognitoClientFor } from '../test-support/identity-client.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { sweepIdentity } from './identity-sweep.ts';

const CLIENT_ID = 'storefront-web';
const PASSWORD = 'Correct-horse-1';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDatabaseKinds)('the commerce API and identity tokens ($name)', (kind) => {
  let harness: CommerceHarness;
  let cognito: CognitoIdentityProviderClient;
  let people = 0;

  beforeAll(async () => {
    harness = await startCommerce(kind);
    cognito = await cognitoClientFor(harness);
  });
  afterAll(() => harness.close());

  const history = (bearer: string) =>
    harness.app.inject({
      method: 'GET',
      url: `/api/order/history?siteTag=${SITE_TAG}`,
      headers: { authorization: `Bearer ${bearer}` },
    });
  const expectRefused = async (bearer: string) => {
    const response = await history(bearer);
    expect(response.statusCode, response.body).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SESSION_INVALID' });
  };
  /** A confirmed shopper signed in through the service, with its tokens. */
  const signedIn = async (): Promise<AuthenticationResultType & { email: string }> => {
    const email = `api-${++people}@example.com`;
    await cognito.send(new SignUpCommand({ ClientId: CLIENT_ID, Username: email, Password: PASSWORD }));
    await cognito.send(
      new ConfirmSignUpCommand({
        ClientId: CLIENT_ID,
        Username: email,
        ConfirmationCode: await codeFromOutbox(harness, email, 'account-confirmation-code'),
      }),
    );
    const answer = await cognito.send(
      new InitiateAuthCommand({
        ClientId: CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    return { ...answer.AuthenticationResult!, email };
  };
  /** The claims of a genuine access token, re-signed by `sign` with changes. */
  const forged = async (changes: JWTPayload, key?: Parameters<SignJWT['sign']>[0], alg = 'RS256') => {
    const genuine = decodeJwt((await signedIn()).AccessToken!);
    const { current } = await harness.context.identity.keys!();
    return new SignJWT({ ...genuine, ...changes })
      .setProtectedHeader({ alg, kid: current.kid })
      .sign(key ?? current.privateKey);
  };

  it('accepts an access token from the service, as the account and e-mail it was issued to', async () => {
    const tokens = await signedIn();
    expect((await history(tokens.AccessToken!)).statusCode).toBe(200);
    expect(await harness.context.identity.accessTokens.verify(tokens.AccessToken!)).toEqual({
      accountId: decodeJwt(tokens.AccessToken!).sub,
      email: tokens.email,
    });
  });

  it('keeps harness.bearerFor working for a chosen account id, expiry and clock', async () => {
    const bearer = await harness.bearerFor({ accountId: 'acct-harness', email: 'harness@example.com' });
    expect(await harness.context.identity.accessTokens.verify(bearer)).toEqual({
      accountId: 'acct-harness',
      email: 'harness@example.com',
    });
    // Any e-mail may be named, even one another account signs in with, and the token speaks for the latest.
    const renamed = await harness.bearerFor({ accountId: 'acct-renamed', email: 'harness@example.com' });
    expect(await harness.context.identity.accessTokens.verify(renamed)).toEqual({
      accountId: 'acct-renamed',
      email: 'harness@example.com',
    });
    const moved = await harness.bearerFor({ accountId: 'acct-renamed', email: 'moved@example.com' });
    expect(await harness.context.identity.accessTokens.verify(moved)).toMatchObject({
      email: 'moved@example.com',
    });
    await expectRefused(
      await harness.bearerFor(
        { accountId: 'acct-harness', email: 'harness@example.com' },
        { now: new Date('2020-01-01T00:00:00Z') },
      ),
    );
    const short = await harness.bearerFor(
      { accountId: 'acct-harness', email: 'harness@example.com' },
      { expiresInSeconds: 60 },
    );
    expect((await history(short)).statusCode).toBe(200);
    const start = harness.context.now();
    harness.setNow(new Date(start.getTime() + 61_000));
    try {
      await expectRefused(short);
    } finally {
      harness.setNow(start);
    }
  });

  it('refuses tokens signed by another key, unsigned, or HMAC-signed with the public key', async () => {
    const other = await generateKeyPair('RS256');
    await expectRefused(await forged({}, other.privateKey));

    const genuine = (await signedIn()).AccessToken!;
    await expectRefused(`${base64url({ alg: 'none', typ: 'JWT' })}.${genuine.split('.')[1]}.`);

    const publicJwk = (await harness.context.identity.keys!()).jwks.keys[0] as JWK;
    const pem = await exportSPKI((await importJWK(publicJwk, 'RS256')) as CryptoKey);
    await expectRefused(await forged({}, new TextEncoder().encode(pem), 'HS256'));
  });

  it('refuses a wrong issuer, another client, an ID token, an expired token and a signed-out one', async () => {
    await expectRefused(await forged({ iss: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_other' }));
    await expectRefused(await forged({ client_id: 'another-client' }));
    await expectRefused((await signedIn()).IdToken!);
    await expectRefused(await forged({ token_use: 'id' }));
    const now = Math.floor(harness.context.now().getTime() / 1000);
    await expectRefused(await forged({ iat: now - 7200, exp: now - 3600 }));
    await expectRefused(await forged({ origin_jti: randomUUID() }));

    const tokens = await signedIn();
    expect((await history(tokens.AccessToken!)).statusCode).toBe(200);
    await cognito.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken }));
    await expectRefused(tokens.AccessToken!);
  });

  it('sweeps sign-in sessions a day after they end, keeping live ones', async () => {
    const ended = await signedIn();
    const live = await signedIn();
    await cognito.send(new GlobalSignOutCommand({ AccessToken: ended.AccessToken }));
    const stored = async (tokens: AuthenticationResultType) =>
      Number(
        (
          await harness.db.query<{ n: number }>(
            'SELECT count(*) AS n FROM identity_sessions WHERE origin_jti = $1',
            [decodeJwt(tokens.AccessToken!).origin_jti],
          )
        )[0]!.n,
      );
    await sweepIdentity(harness.db, () => harness.context.now());
    expect([await stored(ended), await stored(live)]).toEqual([1, 1]);
    const start = harness.context.now();
    await sweepIdentity(harness.db, () => new Date(start.getTime() + 25 * 3_600_000));
    expect([await stored(ended), await stored(live)]).toEqual([0, 1]);
  });

  it('trusts a remote pool named by IDENTITY_ISSUER through its published keys and GetUser', async () => {
    const { port } = harness.app.server.address() as AddressInfo;
    // The pool's tokens must name the address the other server reaches it at.
    const issuer = `http://127.0.0.1:${port}/identity/local_storefront`;
    harness.context.identity.settings.issuer = issuer;
    const shop = await startCommerce(kind, { env: { IDENTITY_ISSUER: issuer } });
    try {
      const first = await signedIn();
      const response = await shop.app.inject({
        method: 'GET',
        url: `/api/order/history?siteTag=${SITE_TAG}`,
        headers: { authorization: `Bearer ${first.AccessToken}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await shop.context.identity.accessTokens.verify(first.AccessToken!)).toEqual({
        accountId: decodeJwt(first.AccessToken!).sub,
        email: first.email,
      });
      const second = await signedIn();
      await cognito.send(new GlobalSignOutCommand({ AccessToken: second.AccessToken }));
      expect(await shop.context.identity.accessTokens.verify(second.AccessToken!)).toBeUndefined();
      const other = await generateKeyPair('RS256');
      expect(
        await shop.context.identity.accessTokens.verify(await forged({}, other.privateKey)),
      ).toBeUndefined();
      // The remote pool's server serves no pool of its own.
      expect((await shop.app.inject({ method: 'POST', url: '/identity', payload: {} })).statusCode).toBe(404);
    } finally {
      harness.context.identity.settings.issuer = 'http://localhost:3000/identity/local_storefront';
      await shop.close();
    }
  });
});
