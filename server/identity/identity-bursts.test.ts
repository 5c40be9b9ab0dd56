import type { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type CommerceHarness } from '../test-support/commerce-harness.ts';
import {
  cognitoClientFor,
  identityCall,
  poolActions,
  TEST_CLIENT_ID as CLIENT_ID,
  TEST_PASSWORD as PASSWORD,
  type PoolActions,
} from '../test-support/identity-client.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { hashPassword } from './password-hash.ts';

/** A cost at which one hash takes a noticeable while here (about a tenth to a third of a second). */
const SLOW_COST = 15;

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

describe.each(testDatabaseKinds)('bursts of sign-ins ($name)', (kind) => {
  let harness: CommerceHarness;
  let cognito: CognitoIdentityProviderClient;
  let pool: PoolActions;

  beforeAll(async () => {
    harness = await startCommerce(kind, {
      env: { IDENTITY_HASH_CONCURRENCY: '2', IDENTITY_HASH_QUEUE: '3' },
    });
    cognito = await cognitoClientFor(harness);
    pool = poolActions(harness, cognito);
  });
  afterAll(() => harness.close());

  it('judges 20 concurrent sign-ins for one account only up to its budget; the right password, last, is refused', async () => {
    // At a cost where checking takes a while, as in production: a fast check would judge the burst one by one.
    const settings = harness.context.identity.settings;
    const saved = settings.scryptCost;
    settings.scryptCost = SLOW_COST - 1;
    const { email } = await pool.member().finally(() => {
      settings.scryptCost = saved;
    });
    const passwords = [...Array.from({ length: 19 }, (_, n) => `Wrong-pass-${n}`), PASSWORD];
    const answers = await Promise.all(
      passwords.map((password) =>
        pool.signIn(email, password).then(
          () => 'signed in',
          (error: Error) => error.message,
        ),
      ),
    );
    const tally = (answer: string) => answers.filter((each) => each === answer).length;
    console.log(
      `[${kind.name}] 20 concurrent sign-ins: ${tally('Incorrect username or password.')} judged wrong, ` +
        `${tally('Password attempts exceeded')} refused, ${tally('signed in')} signed in`,
    );
    expect(tally('Incorrect username or password.')).toBe(5);
    expect(tally('Password attempts exceeded')).toBe(15);
    expect(answers[19]).toBe('Password attempts exceeded');
  });

  it('hashes two at a time with three waiting and refuses the rest at once with 429 and retry-after', async () => {
    const members = [];
    for (let n = 0; n < 12; n++) members.push((await pool.member()).email);
    const [slowHash, oneHashMs] = await timed(() => hashPassword(PASSWORD, SLOW_COST));
    for (const email of members)
      await harness.db.query('UPDATE identity_users SET password_hash = $1 WHERE username = $2', [
        slowHash,
        email,
      ]);
    const { port } = harness.app.server.address() as AddressInfo;
    const contentFile = async () => {
      const response = await fetch(`http://127.0.0.1:${port}/content/uk/data/navTree.json`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    };
    await contentFile();
    const [, quietMs] = await timed(contentFile);

    const burst = members.map((email) =>
      identityCall(harness, 'InitiateAuth', {
        ClientId: CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD },
      }),
    );
    // Once the first answer is back every sign-in of the burst has reached the server.
    const [, burstMs] = await timed(() => Promise.race(burst));
    const [, busyMs] = await timed(contentFile);
    const answers = await Promise.all(burst);
    const signedIn = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    console.log(
      `[${kind.name}] one hash at cost ${SLOW_COST}: ${oneHashMs.toFixed(0)} ms; a content file alone ` +
        `${quietMs.toFixed(1)} ms, during a burst of 12 sign-ins ${busyMs.toFixed(1)} ms; the burst: ` +
        `${signedIn.length} signed in, ${refused.length} refused (429), the first answer in ${burstMs.toFixed(0)} ms`,
    );
    expect(signedIn.length + refused.length).toBe(12);
    // Two running and three waiting when the burst arrives; a hash finishing meanwhile may let one or two more in.
    expect(signedIn.length).toBeGreaterThanOrEqual(5);
    expect(refused.length).toBeGreaterThanOrEqual(5);
    for (const answer of refused) {
      expect(answer.type).toBe('TooManyRequestsException');
      expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    }
  });
});
