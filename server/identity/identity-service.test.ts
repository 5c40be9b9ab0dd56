import {
  ChangePasswordCommand,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type CommerceHarness } from '../test-support/commerce-harness.ts';
import { codeFromOutbox, cognitoClientFor, expectCognitoError } from '../test-support/identity-client.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

const CLIENT_ID = 'storefront-web';
const PASSWORD = 'Correct-horse-1';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(testDatabaseKinds)('identity service through the Cognito SDK ($name)', (kind) => {
  let harness: CommerceHarness;
  let cognito: CognitoIdentityProviderClient;
  let people = 0;

  beforeAll(async () => {
    harness = await startCommerce(kind);
    cognito = await cognitoClientFor(harness);
  });
  afterAll(() => harness.close());

  const signUp = (email: string, password = PASSWORD, extra: object = {}) =>
    cognito.send(
      new SignUpCommand({
        ClientId: CLIENT_ID,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
        ...extra,
      }),
    );
  const signIn = (email: string, password = PASSWORD) =>
    cognito.send(
      new InitiateAuthCommand({
        ClientId: CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
  const refresh = (token: string) =>
    cognito.send(
      new InitiateAuthCommand({
        ClientId: CLIENT_ID,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: token },
      }),
    );
  const confirm = async (email: string) =>
    cognito.send(
      new ConfirmSignUpCommand({
        ClientId: CLIENT_ID,
        Username: email,
        ConfirmationCode: await codeFromOutbox(harness, email, 'account-confirmation-code'),
      }),
    );
  /** A new confirmed user and its first sign-in. */
  const member = async () => {
    const email = `member-${++people}@example.com`;
    await signUp(email);
    await confirm(email);
    return { email, tokens: (await signIn(email)).AuthenticationResult! };
  };
  const attributesOf = async (accessToken: string) =>
    Object.fromEntries(
      (await cognito.send(new GetUserCommand({ AccessToken: accessToken }))).UserAttributes!.map((a) => [
        a.Name,
        a.Value,
      ]),
    );

  it('signs up, confirms with the e-mailed code, signs in with Cognito-shaped tokens, and refreshes', async () => {
    const signedUp = await signUp('Ada.Lovelace@Example.com', PASSWORD, {
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
      signIn('ada.lovelace@example.com'),
      'UserNotConfirmedException',
      'User is not confirmed.',
    );

    await confirm('Ada.Lovelace@Example.com');
    const result = (await signIn('ADA.LOVELACE@example.com')).AuthenticationResult!;
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

    const refreshed = (await refresh(result.RefreshToken!)).AuthenticationResult!;
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
    const { email, tokens } = await member();
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
    await expectCognitoError(signIn(email), 'NotAuthorizedException', 'Incorrect username or password.');
    await signIn(email, 'Another-pass-2');

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
    await signIn(email, 'Third-pass-3');
  });

  it('signs out everywhere: the refresh token and the access token stop working', async () => {
    const { tokens } = await member();
    const other = (await refresh(tokens.RefreshToken!)).AuthenticationResult!;
    await cognito.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken }));
    await expectCognitoError(
      refresh(tokens.RefreshToken!),
      'NotAuthorizedException',
      'Refresh Token has been revoked',
    );
    await expectCognitoError(
      cognito.send(new GetUserCommand({ AccessToken: other.AccessToken })),
      'NotAuthorizedException',
      'Access Token has been revoked',
    );
    await expectCognitoError(
      refresh('not-a-refresh-token'),
      'NotAuthorizedException',
      'Invalid Refresh Token',
    );
  });

  it("answers Cognito's errors for wrong passwords, unknown users, weak passwords, codes and clients", async () => {
    const { email } = await member();
    await expectCognitoError(
      signIn(email, 'Wrong-pass-1'),
      'NotAuthorizedException',
      'Incorrect username or password.',
    );
    await expectCognitoError(signIn('nobody@example.com'), 'UserNotFoundException', 'User does not exist.');
    await expectCognitoError(signUp(email.toUpperCase()), 'UsernameExistsException');
    await expectCognitoError(
      signUp('weak@example.com', 'password'),
      'InvalidPasswordException',
      'Password did not conform with policy: Password must have uppercase characters',
    );
    await expectCognitoError(
      signUp('short@example.com', 'Sh0rt!'),
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
      signUp('not-an-email', PASSWORD),
      'InvalidParameterException',
      'Username should be an email.',
    );
    await expectCognitoError(signUp(`${'a'.repeat(130)}@example.com`), 'InvalidParameterException');

    await signUp('late@example.com');
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

  it('refuses a code after too many wrong guesses', async () => {
    await signUp('guesser@example.com');
    const code = await codeFromOutbox(harness, 'guesser@example.com', 'account-confirmation-code');
    const wrong = code === '000000' ? '111111' : '000000';
    const confirmWith = (confirmationCode: string) =>
      cognito.send(
        new ConfirmSignUpCommand({
          ClientId: CLIENT_ID,
          Username: 'guesser@example.com',
          ConfirmationCode: confirmationCode,
        }),
      );
    for (let guess = 0; guess < 5; guess++)
      await expectCognitoError(confirmWith(wrong), 'CodeMismatchException');
    await expectCognitoError(
      confirmWith(code),
      'LimitExceededException',
      'Attempt limit exceeded, please try after some time.',
    );
  });

  it('refuses "Password attempts exceeded" long before 20 wrong passwords, even for the right one', async () => {
    const { email, tokens } = await member();
    const answers: string[] = [];
    for (let attempt = 0; attempt < 20; attempt++)
      answers.push(
        await signIn(email, `Wrong-pass-${attempt}`).then(
          () => 'ok',
          (error: Error) => error.message,
        ),
      );
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('Incorrect username or password.'));
    expect(answers.slice(5)).toEqual(Array(15).fill('Password attempts exceeded'));
    await expectCognitoError(signIn(email), 'NotAuthorizedException', 'Password attempts exceeded');
    await expectCognitoError(
      cognito.send(
        new ChangePasswordCommand({
          AccessToken: tokens.AccessToken,
          PreviousPassword: PASSWORD,
          ProposedPassword: 'Another-pass-2',
        }),
      ),
      'NotAuthorizedException',
      'Password attempts exceeded',
    );
  });

  it('limits wrong passwords per client address across usernames', async () => {
    const settings = harness.context.identity.settings;
    const saved = settings.signInFailuresPerAddress;
    settings.signInFailuresPerAddress = 3;
    // Past the quarter hour in which earlier tests guessed wrong from this same address.
    harness.setNow(new Date(harness.context.now().getTime() + 16 * 60_000));
    try {
      const users = [await member(), await member(), await member(), await member()];
      for (const { email } of users.slice(0, 3))
        await expectCognitoError(
          signIn(email, 'Wrong-pass-1'),
          'NotAuthorizedException',
          'Incorrect username or password.',
        );
      await expectCognitoError(
        signIn(users[3]!.email),
        'NotAuthorizedException',
        'Password attempts exceeded',
      );
    } finally {
      settings.signInFailuresPerAddress = saved;
    }
  });

  it('limits e-mailed codes per username and per client address', async () => {
    await signUp('resender@example.com');
    const resend = (username: string) =>
      cognito.send(new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: username }));
    for (let send = 1; send < 5; send++) await resend('resender@example.com');
    await expectCognitoError(
      resend('resender@example.com'),
      'LimitExceededException',
      'Attempt limit exceeded, please try after some time.',
    );

    const settings = harness.context.identity.settings;
    const saved = settings.codeSendsPerAddress;
    settings.codeSendsPerAddress = 0.5;
    try {
      await expectCognitoError(signUp('fresh@example.com'), 'LimitExceededException');
    } finally {
      settings.codeSendsPerAddress = saved;
    }
  });
});
