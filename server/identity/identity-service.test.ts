import {
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type CommerceHarness } from '../test-support/commerce-harness.ts';
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

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(testDatabaseKinds)('identity service through the Cognito SDK ($name)', (kind) => {
  let harness: CommerceHarness;
  let cognito: CognitoIdentityProviderClient;
  let pool: PoolActions;

  beforeAll(async () => {
    harness = await startCommerce(kind);
    cognito = await cognitoClientFor(harness);
    pool = poolActions(harness, cognito);
  });
  afterAll(() => harness.close());

  const attributesOf = async (accessToken: string) =>
    Object.fromEntries(
      (await cognito.send(new GetUserCommand({ AccessToken: accessToken }))).UserAttributes!.map((a) => [
        a.Name,
        a.Value,
      ]),
    );

  it('signs up, confirms with the e-mailed code, signs in with Cognito-shaped tokens, and refreshes', async () => {
    const signedUp = await pool.signUp('Ada.Lovelace@Example.com', PASSWORD, {
      UserAttributes: [
        { Name: 'email', Value: 'Ada.Lovelace@Example.com' },
        { Name: 'given_name', Value: 'Ada' },
        { Name: 'family_name', Value: 'Lovelace' },
        { Name: 'phone_number', Value: '+447700900123' },
        { Name: 'custom:marketing_consent', Value: 'true' },
        { Name: 'custom:interests', Value: 'knitwear,coats' },
      ],
      ClientMetadata: { language: 'ja', siteId: 'jp' },
    });
    expect(signedUp.UserConfirmed).toBe(false);
    expect(signedUp.UserSub).toMatch(UUID);
    expect(signedUp.CodeDeliveryDetails).toEqual({
      Destination: 'A***@E***',
      DeliveryMedium: 'EMAIL',
      AttributeName: 'email',
    });
    const [mail] = await harness.db.query<{ subject: string; site_id: string | null }>(
      "SELECT subject, site_id FROM outbox WHERE kind = 'account-confirmation-code' ORDER BY id DESC LIMIT 1",
    );
    expect(mail).toEqual({ subject: '確認コードのお知らせ', site_id: 'jp' });
    await expectCognitoError(
      pool.signIn('ada.lovelace@example.com'),
      'UserNotConfirmedException',
      'User is not confirmed.',
    );

    await pool.confirm('Ada.Lovelace@Example.com');
    const result = (await pool.signIn('ADA.LOVELACE@example.com')).AuthenticationResult!;
    expect(result).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600 });
    expect(result.RefreshToken).toBeTruthy();

    const jwks = await (
      await harness.app.inject({ url: '/identity/local_storefront/.well-known/jwks.json' })
    ).json();
    const issuer = 'http://localhost:3000/identity/local_storefront';
    const keys = createLocalJWKSet(jwks);
    expect(decodeProtectedHeader(result.AccessToken!)).toEqual({ alg: 'RS256', kid: jwks.keys[0].kid });
    const access = (
      await jwtVerify(result.AccessToken!, keys, { issuer, currentDate: harness.context.now() })
    ).payload;
    expect(access).toMatchObject({
      sub: signedUp.UserSub,
      client_id: CLIENT_ID,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin',
      username: signedUp.UserSub,
    });
    for (const claim of ['origin_jti', 'event_id', 'auth_time', 'exp', 'iat', 'jti'])
      expect(access).toHaveProperty(claim);
    const id = (
      await jwtVerify(result.IdToken!, keys, {
        issuer,
        audience: CLIENT_ID,
        currentDate: harness.context.now(),
      })
    ).payload;
    expect(id).toMatchObject({
      sub: signedUp.UserSub,
      email: 'Ada.Lovelace@Example.com',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      'cognito:username': signedUp.UserSub,
      token_use: 'id',
      origin_jti: access.origin_jti,
    });

    const refreshed = (await pool.refresh(result.RefreshToken!)).AuthenticationResult!;
    expect(refreshed.RefreshToken).toBeUndefined();
    expect(await attributesOf(refreshed.AccessToken!)).toMatchObject({
      sub: signedUp.UserSub,
      email: 'Ada.Lovelace@Example.com',
      email_verified: 'true',
      'custom:marketing_consent': 'true',
      'custom:interests': 'knitwear,coats',
    });
  });

  it('updates attributes, changes the password, and resets a forgotten one with an e-mailed code', async () => {
    const { email, tokens } = await pool.member();
    await cognito.send(
      new UpdateUserAttributesCommand({
        AccessToken: tokens.AccessToken,
        UserAttributes: [
          { Name: 'given_name', Value: 'Grace' },
          { Name: 'custom:marketing_consent', Value: 'false' },
        ],
      }),
    );
    expect(await attributesOf(tokens.AccessToken!)).toMatchObject({
      given_name: 'Grace',
      'custom:marketing_consent': 'false',
    });
    await expectCognitoError(
      cognito.send(
        new UpdateUserAttributesCommand({
          AccessToken: tokens.AccessToken,
          UserAttributes: [{ Name: 'nickname', Value: 'x' }],
        }),
      ),
      'InvalidParameterException',
    );

    await cognito.send(
      new ChangePasswordCommand({
        AccessToken: tokens.AccessToken,
        PreviousPassword: PASSWORD,
        ProposedPassword: 'Another-pass-2',
      }),
    );
    await expectCognitoError(pool.signIn(email), 'NotAuthorizedException', 'Incorrect username or password.');
    await pool.signIn(email, 'Another-pass-2');

    await cognito.send(
      new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email, ClientMetadata: { language: 'ar' } }),
    );
    const [mail] = await harness.db.query<{ subject: string }>(
      "SELECT subject FROM outbox WHERE kind = 'password-reset-code' AND recipient = $1",
      [email],
    );
    expect(mail!.subject).toBe('رمز إعادة تعيين كلمة المرور');
    await cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: CLIENT_ID,
        Username: email,
        ConfirmationCode: await codeFromOutbox(harness, email, 'password-reset-code'),
        Password: 'Third-pass-3',
      }),
    );
    await pool.signIn(email, 'Third-pass-3');
  });

  it('signs out everywhere: the refresh token and the access token stop working', async () => {
    const { tokens } = await pool.member();
    const other = (await pool.refresh(tokens.RefreshToken!)).AuthenticationResult!;
    await cognito.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken }));
    await expectCognitoError(
      pool.refresh(tokens.RefreshToken!),
      'NotAuthorizedException',
      'Refresh Token has been revoked',
    );
    await expectCognitoError(
      cognito.send(new GetUserCommand({ AccessToken: other.AccessToken })),
      'NotAuthorizedException',
      'Access Token has been revoked',
    );
    await expectCognitoError(
      pool.refresh('not-a-refresh-token'),
      'NotAuthorizedException',
      'Invalid Refresh Token',
    );
  });

  it("answers Cognito's errors for wrong passwords, unknown users, weak passwords, codes and clients", async () => {
    const { email } = await pool.member();
    await expectCognitoError(
      pool.signIn(email, 'Wrong-pass-1'),
      'NotAuthorizedException',
      'Incorrect username or password.',
    );
    await expectCognitoError(
      pool.signIn('nobody@example.com'),
      'NotAuthorizedException',
      'Incorrect username or password.',
    );
    await expectCognitoError(pool.signUp(email.toUpperCase()), 'UsernameExistsException');
    await expectCognitoError(
      pool.signUp('weak@example.com', 'password'),
      'InvalidPasswordException',
      'Password did not conform with policy: Password must have uppercase characters',
    );
    await expectCognitoError(
      pool.signUp('short@example.com', 'Sh0rt!'),
      'InvalidPasswordException',
      'Password did not conform with policy: Password not long enough',
    );
    await expectCognitoError(
      cognito.send(
        new SignUpCommand({ ClientId: 'someone-else', Username: 'x@example.com', Password: PASSWORD }),
      ),
      'ResourceNotFoundException',
      'User pool client someone-else does not exist.',
    );
    await expectCognitoError(
      pool.signUp('not-an-email', PASSWORD),
      'InvalidParameterException',
      'Username should be an email.',
    );
    // The API's own e-mail format (shared with the storefront's forms): ASCII only.
    await expectCognitoError(
      pool.signUp('ä@example.com', PASSWORD),
      'InvalidParameterException',
      'Username should be an email.',
    );
    await expectCognitoError(pool.signUp(`${'a'.repeat(130)}@example.com`), 'InvalidParameterException');

    await pool.signUp('late@example.com');
    const code = await codeFromOutbox(harness, 'late@example.com', 'account-confirmation-code');
    const wrong = code === '000000' ? '111111' : '000000';
    const confirmWith = (confirmationCode: string) =>
      cognito.send(
        new ConfirmSignUpCommand({
          ClientId: CLIENT_ID,
          Username: 'late@example.com',
          ConfirmationCode: confirmationCode,
        }),
      );
    await expectCognitoError(
      confirmWith(wrong),
      'CodeMismatchException',
      'Invalid verification code provided, please try again.',
    );
    const start = harness.context.now();
    harness.setNow(new Date(start.getTime() + 25 * 3_600_000));
    try {
      await expectCognitoError(
        confirmWith(code),
        'ExpiredCodeException',
        'Invalid code provided, please request a code again.',
      );
    } finally {
      harness.setNow(start);
    }
  });
});
