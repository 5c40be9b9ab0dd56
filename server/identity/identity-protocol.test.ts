import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type CommerceHarness } from '../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

const call = (harness: CommerceHarness, operation: string, payload: string) =>
  harness.app.inject({
    method: 'POST',
    url: '/identity',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    payload,
  });

describe.each(testDatabaseKinds)('the identity endpoint on the wire ($name)', (kind) => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerce(kind);
  });
  afterAll(() => harness.close());

  it('answers errors as Cognito does: HTTP 400, x-amzn-ErrorType and a __type body', async () => {
    const response = await call(
      harness,
      'SignUp',
      JSON.stringify({ ClientId: 'nope', Username: 'a@b.co', Password: 'x' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-amzn-errortype']).toBe('ResourceNotFoundException');
    expect(response.headers['content-type']).toBe('application/x-amz-json-1.1');
    expect(response.json()).toEqual({
      __type: 'ResourceNotFoundException',
      message: 'User pool client nope does not exist.',
    });
    expect((await call(harness, 'AdminDeleteUser', '{}')).json()).toMatchObject({
      __type: 'UnknownOperationException',
    });
    expect((await call(harness, 'SignUp', '{not json')).json()).toMatchObject({
      __type: 'SerializationException',
    });
  });

  it('refuses an oversized body and over-long fields before doing any work', async () => {
    const huge = JSON.stringify({
      ClientId: 'storefront-web',
      Username: 'a@b.co',
      Password: 'x'.repeat(40_000),
    });
    expect((await call(harness, 'SignUp', huge)).statusCode).toBe(413);
    const long = await call(
      harness,
      'InitiateAuth',
      JSON.stringify({
        ClientId: 'storefront-web',
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'a@b.co', PASSWORD: 'x'.repeat(257) },
      }),
    );
    expect(long.json()).toMatchObject({ __type: 'InvalidParameterException' });
    const metadata = await call(
      harness,
      'ForgotPassword',
      JSON.stringify({
        ClientId: 'storefront-web',
        Username: 'a@b.co',
        ClientMetadata: { language: 'x'.repeat(300) },
      }),
    );
    expect(metadata.json()).toMatchObject({ __type: 'InvalidParameterException' });
    // The database's text cannot hold a NUL: a username with one is refused as Cognito refuses it, not a 500.
    for (const operation of ['ForgotPassword', 'ConfirmSignUp', 'SignUp']) {
      const nul = await call(
        harness,
        operation,
        JSON.stringify({
          ClientId: 'storefront-web',
          Username: 'a\u0000b@example.com',
          ConfirmationCode: '123456',
          Password: 'Correct-horse-1',
        }),
      );
      expect(nul.statusCode, operation).toBe(400);
      expect(nul.json()).toMatchObject({ __type: 'InvalidParameterException' });
    }
  });

  it('publishes the public keys only, for its own pool id', async () => {
    const jwks = await harness.app.inject({ url: '/identity/local_storefront/.well-known/jwks.json' });
    expect(jwks.statusCode).toBe(200);
    const [key] = jwks.json().keys;
    expect(key).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: (await harness.context.identity.keys!()).current.kid,
    });
    expect(Object.keys(key).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
    expect((await harness.app.inject({ url: '/identity/other_pool/.well-known/jwks.json' })).statusCode).toBe(
      404,
    );
  });
});
