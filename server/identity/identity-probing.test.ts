import {
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  ResendConfirmationCodeCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type CommerceHarness } from '../test-support/commerce-harness.ts';
import {
  codeFromOutbox,
  cognitoClientFor,
  poolActions,
  TEST_CLIENT_ID as CLIENT_ID,
  type PoolActions,
} from '../test-support/identity-client.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import type { IdentitySettings } from './identity-settings.ts';

/** How a call ended, as a prober sees it: the error's name and message, or that it answered. */
interface Outcome {
  error?: string;
  message?: string;
}
const outcome = (call: Promise<unknown>): Promise<Outcome> =>
  call.then(
    () => ({}),
    (error: Error) => ({ error: error.name, message: error.message }),
  );
const errorsOf = (outcomes: Outcome[]) => outcomes.map((each) => each.error ?? 'answered');
const tally = (names: string[], name: string) => names.filter((each) => each === name).length;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(testDatabaseKinds)('probing which addresses hold an account ($name)', (kind) => {
  let harness: CommerceHarness;
  let cognito: CognitoIdentityProviderClient;
  let pool: PoolActions;
  let settings: IdentitySettings;
  let probes = 0;
  const unknown = () => `ghost-${++probes}@example.com`;

  beforeAll(async () => {
    harness = await startCommerce(kind);
    cognito = await cognitoClientFor(harness);
    pool = poolActions(harness, cognito);
    settings = harness.context.identity.settings;
  });
  afterAll(() => harness.close());

  const confirmSignUp = (username: string, code: string) =>
    cognito.send(
      new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: username, ConfirmationCode: code }),
    );
  const forgotPassword = (username: string) =>
    cognito.send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: username }));
  const confirmForgotPassword = (username: string, code: string) =>
    cognito.send(
      new ConfirmForgotPasswordCommand({
        ClientId: CLIENT_ID,
        Username: username,
        ConfirmationCode: code,
        Password: 'Another-pass-2',
      }),
    );
  const resend = (username: string) =>
    cognito.send(new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: username }));
  /** Start every limit's window afresh, so a test may lower a limit without counting earlier tests' calls. */
  const nextHour = () => harness.setNow(new Date(harness.context.now().getTime() + 2 * 3_600_000));

  it('answers an address with no account as one with an account, in every call that names one', async () => {
    const { email: confirmed } = await pool.member();
    const pending = 'pending@example.com';
    await pool.signUp(pending);
    const code = await codeFromOutbox(harness, pending, 'account-confirmation-code');
    const wrong = code === '000000' ? '111111' : '000000';
    const wrongPassword = { error: 'NotAuthorizedException', message: 'Incorrect username or password.' };
    const wrongCode = {
      error: 'CodeMismatchException',
      message: 'Invalid verification code provided, please try again.',
    };

    expect(await outcome(pool.signIn(unknown(), 'Wrong-pass-1'))).toEqual(wrongPassword);
    expect(await outcome(pool.signIn(confirmed, 'Wrong-pass-1'))).toEqual(wrongPassword);
    for (const username of [unknown(), confirmed, pending])
      expect(await outcome(confirmSignUp(username, wrong))).toEqual(wrongCode);
    for (const username of [unknown(), confirmed])
      expect(await outcome(confirmForgotPassword(username, wrong))).toEqual(wrongCode);
    // Asking for a code answers alike, masked from the address as typed, whether a code went or not.
    for (const username of ['Nobody@Example.com', 'Pending@Example.com', confirmed.toUpperCase()]) {
      const [local, domain] = username.split('@') as [string, string];
      const sent = {
        Destination: `${local[0]}***@${domain[0]}***`,
        DeliveryMedium: 'EMAIL',
        AttributeName: 'email',
      };
      expect(await forgotPassword(username)).toMatchObject({ CodeDeliveryDetails: sent });
      expect(await resend(username)).toMatchObject({ CodeDeliveryDetails: sent });
    }
  });

  it("spends a missing account's code guesses as a real code's: refused after as many", async () => {
    const pending = 'guessed@example.com';
    await pool.signUp(pending);
    const code = await codeFromOutbox(harness, pending, 'account-confirmation-code');
    const wrong = code === '000000' ? '111111' : '000000';
    const guesses = async (username: string) => {
      const names: string[] = [];
      for (let guess = 0; guess < 7; guess++)
        names.push(errorsOf([await outcome(confirmSignUp(username, wrong))])[0]!);
      return names;
    };
    const real = await guesses(pending);
    expect(real).toEqual([
      ...Array(5).fill('CodeMismatchException'),
      ...Array(2).fill('LimitExceededException'),
    ]);
    expect(await guesses(unknown())).toEqual(real);
  });

  it('takes as long to refuse an address with no account as one with a wrong password', async () => {
    const saved = settings.scryptCost;
    settings.scryptCost = 14;
    try {
      const { email } = await pool.member();
      const timed = async (username: string) => {
        const started = performance.now();
        await pool.signIn(username, 'Wrong-pass-1').catch(() => undefined);
        return performance.now() - started;
      };
      const known: number[] = [];
      const missing: number[] = [];
      // Four wrong passwords: within the account's budget of five.
      for (let round = 0; round < 4; round++) {
        known.push(await timed(email));
        missing.push(await timed(unknown()));
      }
      const ratio = median(missing) / median(known);
      console.log(
        `[${kind.name}] sign-in refused at scrypt cost 14: registered address, wrong password ` +
          `${known.map((ms) => ms.toFixed(0)).join('/')} ms; no account ${missing.map((ms) => ms.toFixed(0)).join('/')} ms; ` +
          `ratio of medians ${ratio.toFixed(2)}`,
      );
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
    } finally {
      settings.scryptCost = saved;
    }
  });

  it('refuses concurrent probes past the limits per client address and per target address', async () => {
    const { email } = await pool.member();
    nextHour();
    const saved = { ...settings };
    Object.assign(settings, { codeChecksPerAddress: 8, codeSendsPerAddress: 3, signInFailuresPerAddress: 4 });
    try {
      const burst = (count: number, call: (n: number) => Promise<unknown>) =>
        Promise.all(Array.from({ length: count }, (_, n) => outcome(call(n)))).then(errorsOf);

      const confirms = await burst(12, () => confirmSignUp(unknown(), '000000'));
      expect(tally(confirms, 'CodeMismatchException')).toBe(8);
      expect(tally(confirms, 'TooManyRequestsException')).toBe(4);

      const resets = await burst(5, () => forgotPassword(unknown()));
      expect(tally(resets, 'answered')).toBe(3);
      expect(tally(resets, 'LimitExceededException')).toBe(2);

      const signIns = await Promise.all(
        Array.from({ length: 6 }, () => outcome(pool.signIn(unknown(), 'Wrong-pass-1'))),
      );
      const messages = signIns.map((each) => each.message ?? 'answered');
      expect(tally(messages, 'Incorrect username or password.')).toBe(4);
      expect(tally(messages, 'Password attempts exceeded')).toBe(2);

      nextHour();
      Object.assign(settings, saved);
      // Per target: a taken address answers "exists" to five sign-ups an hour at most, counted before the look-up.
      const signUps = await burst(8, () => pool.signUp(email));
      expect(tally(signUps, 'UsernameExistsException')).toBe(5);
      expect(tally(signUps, 'LimitExceededException')).toBe(3);
      // And ten code guesses an hour for one address, whoever sends them.
      const guesses = await burst(12, () => confirmSignUp(email, '000000'));
      expect(tally(guesses, 'TooManyRequestsException')).toBe(2);
    } finally {
      Object.assign(settings, saved);
    }
  });
});
