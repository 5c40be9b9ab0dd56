import {
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  type AuthenticationResultType,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_TAG, startCommerce, type CommerceHarness } from '../test-support/commerce-harness.ts';
import {
  codeFromOutbox,
  cognitoClientFor,
  expectCognitoError,
  poolActions,
  TEST_CLIENT_ID as CLIENT_ID,
  TEST_PASSWORD as PASSWORD,
  type PoolActions,
} from '../test-support/identity-client.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { identityStore } from './identity-store.ts';
import { startSession } from './identity-tokens.ts';
import { hashPassword } from './password-hash.ts';

const NEW_PASSWORD = 'Another-pass-2';

describe.each(testDatabaseKinds)('a new password ends the sessions signed in before it ($name)', (kind) => {
  let harness: CommerceHarness;
  let cognito: CognitoIdentityProviderClient;
  let pool: PoolActions;

  beforeAll(async () => {
    harness = await startCommerce(kind);
    cognito = await cognitoClientFor(harness);
    pool = poolActions(harness, cognito);
  });
  afterAll(() => harness.close());

  /** The account's own commerce API, opened with the bearer token. */
  const addresses = (accessToken: string) =>
    harness.app.inject({
      method: 'GET',
      url: `/api/v1/addresses?siteTag=${SITE_TAG}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
  const getUser = (accessToken: string) => cognito.send(new GetUserCommand({ AccessToken: accessToken }));

  const expectLive = async (tokens: AuthenticationResultType) => {
    expect((await pool.refresh(tokens.RefreshToken!)).AuthenticationResult?.AccessToken).toBeTruthy();
    expect((await getUser(tokens.AccessToken!)).Username).toBeTruthy();
    const response = await addresses(tokens.AccessToken!);
    expect(response.statusCode, response.body).toBe(200);
  };
  const expectEnded = async (tokens: AuthenticationResultType) => {
    await expectCognitoError(
      pool.refresh(tokens.RefreshToken!),
      'NotAuthorizedException',
      'Refresh Token has been revoked',
    );
    await expectCognitoError(
      getUser(tokens.AccessToken!),
      'NotAuthorizedException',
      'Access Token has been revoked',
    );
    const response = await addresses(tokens.AccessToken!);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SESSION_INVALID' });
  };

  it('a reset by e-mailed code ends every session: refresh and access tokens refused here and by the API', async () => {
    const { email, tokens: first } = await pool.member();
    const second = (await pool.signIn(email)).AuthenticationResult!;
    await expectLive(first);
    await expectLive(second);

    await cognito.send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email }));
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: CLIENT_ID,
        Username: email,
        ConfirmationCode: await codeFromOutbox(harness, email, 'password-reset-code'),
        Password: NEW_PASSWORD,
      }),
    );
    await expectEnded(first);
    await expectEnded(second);
    await expectLive((await pool.signIn(email, NEW_PASSWORD)).AuthenticationResult!);
  });

  it('a change ends every other session and keeps the one that made it signed in', async () => {
    const { email, tokens: changer } = await pool.member();
    const elsewhere = (await pool.signIn(email)).AuthenticationResult!;
    await cognito.send(
      new ChangePasswordCommand({
        AccessToken: changer.AccessToken,
        PreviousPassword: PASSWORD,
        ProposedPassword: NEW_PASSWORD,
      }),
    );
    await expectEnded(elsewhere);
    await expectLive(changer);
  });

  it('does not start a session for a password checked before it was replaced', async () => {
    const { email } = await pool.member();
    const user = (await identityStore.userByUsername(harness.db, email))!;
    const { settings, keys } = harness.context.identity;
    const now = harness.context.now();
    await harness.db.transaction((tx) =>
      identityStore.setPasswordEndingSessions(tx, { sub: user.sub, passwordHash: 'replaced', now }),
    );
    const issuer = { settings, keys: await keys!() };
    expect(await startSession(harness.db, issuer, user, now, { whilePasswordHash: user.passwordHash })).toBe(
      undefined,
    );
    const current = { ...user, passwordHash: await hashPassword(PASSWORD, 4) };
    await harness.db.transaction((tx) =>
      identityStore.setPasswordEndingSessions(tx, { sub: user.sub, passwordHash: current.passwordHash, now }),
    );
    expect(
      await startSession(harness.db, issuer, current, now, { whilePasswordHash: current.passwordHash }),
    ).toMatchObject({ TokenType: 'Bearer' });
  });
});
