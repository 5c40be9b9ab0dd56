import {
  ChangePasswordCommand,
  ConfirmSignUpCommand,
  ResendConfirmationCodeCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
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

describe.each(testDatabaseKinds)('identity service limits ($name)', (kind) => {
  let harness: CommerceHarness;
  let cognito: CognitoIdentityProviderClient;
  let pool: PoolActions;

  beforeAll(async () => {
    harness = await startCommerce(kind);
    cognito = await cognitoClientFor(harness);
    pool = poolActions(harness, cognito);
  });
  afterAll(() => harness.close());

  it('refuses a code after too many wrong guesses', async () => {
    await pool.signUp('guesser@example.com');
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
    const { email, tokens } = await pool.member();
    const answers: string[] = [];
    for (let attempt = 0; attempt < 20; attempt++)
      answers.push(
        await pool.signIn(email, `Wrong-pass-${attempt}`).then(
          () => 'ok',
          (error: Error) => error.message,
        ),
      );
    expect(answers.slice(0, 5)).toEqual(Array(5).fill('Incorrect username or password.'));
    expect(answers.slice(5)).toEqual(Array(15).fill('Password attempts exceeded'));
    await expectCognitoError(pool.signIn(email), 'NotAuthorizedException', 'Password attempts exceeded');
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
      const users = [await pool.member(), await pool.member(), await pool.member(), await pool.member()];
      for (const { email } of users.slice(0, 3))
        await expectCognitoError(
          pool.signIn(email, 'Wrong-pass-1'),
          'NotAuthorizedException',
          'Incorrect username or password.',
        );
      await expectCognitoError(
        pool.signIn(users[3]!.email),
        'NotAuthorizedException',
        'Password attempts exceeded',
      );
    } finally {
      settings.signInFailuresPerAddress = saved;
    }
  });

  it('limits e-mailed codes per username and per client address', async () => {
    await pool.signUp('resender@example.com');
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
      await expectCognitoError(pool.signUp('fresh@example.com'), 'LimitExceededException');
    } finally {
      settings.codeSendsPerAddress = saved;
    }
  });
});
