import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { CommerceHarness } from '../test-support/commerce-harness.ts';

/** The official Cognito client, pointed at the harness's identity service over a real socket. */
export async function cognitoClientFor(harness: CommerceHarness): Promise<CognitoIdentityProviderClient> {
  if (!harness.app.server.listening) await harness.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = harness.app.server.address() as AddressInfo;
  return new CognitoIdentityProviderClient({
    region: 'local',
    endpoint: `http://127.0.0.1:${port}/identity`,
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
    maxAttempts: 1,
  });
}

/** The six-digit code in the newest e-mail of `kind` to `recipient`. */
export async function codeFromOutbox(
  harness: CommerceHarness,
  recipient: string,
  kind: string,
): Promise<string> {
  const [mail] = await harness.db.query<{ body_text: string }>(
    'SELECT body_text FROM outbox WHERE recipient = $1 AND kind = $2 ORDER BY id DESC LIMIT 1',
    [recipient, kind],
  );
  const code = /\b(\d{6})\b/.exec(mail?.body_text ?? '')?.[1];
  if (!code) throw new Error(`no ${kind} code for ${recipient}`);
  return code;
}

/** Expect `call` to fail with Cognito's error `name` (and `message`, when given), as the SDK reports it. */
export async function expectCognitoError(
  call: Promise<unknown>,
  name: string,
  message?: string,
): Promise<void> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason as { name: string; message: string; $metadata?: { httpStatusCode?: number } },
  );
  expect(error, `expected ${name}`).toBeDefined();
  expect(error!.name).toBe(name);
  if (message !== undefined) expect(error!.message).toBe(message);
}

/** One call to the pool as raw HTTP over the harness's socket, for what the SDK hides (status, retry-after). */
export async function identityCall(
  harness: CommerceHarness,
  operation: string,
  body: object,
): Promise<{
  status: number;
  retryAfter: string | null;
  type: string | undefined;
  message: string | undefined;
}> {
  if (!harness.app.server.listening) await harness.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = harness.app.server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { __type?: string; message?: string };
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    type: answer.__type,
    message: answer.message,
  };
}

export const TEST_CLIENT_ID = 'storefront-web';
export const TEST_PASSWORD = 'Correct-horse-1';

/** The calls identity tests repeat, made through the SDK client against the harness's pool. */
export function poolActions(harness: CommerceHarness, cognito: CognitoIdentityProviderClient) {
  let people = 0;
  const signUp = (email: string, password = TEST_PASSWORD, extra: object = {}) =>
    cognito.send(
      new SignUpCommand({
        ClientId: TEST_CLIENT_ID,
        Username: email,
        Password: password,
        UserAttributes: [{ Name: 'email', Value: email }],
        ...extra,
      }),
    );
  const signIn = (email: string, password = TEST_PASSWORD) =>
    cognito.send(
      new InitiateAuthCommand({
        ClientId: TEST_CLIENT_ID,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
  const refresh = (token: string) =>
    cognito.send(
      new InitiateAuthCommand({
        ClientId: TEST_CLIENT_ID,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: token },
      }),
    );
  const confirm = async (email: string) =>
    cognito.send(
      new ConfirmSignUpCommand({
        ClientId: TEST_CLIENT_ID,
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
  return { signUp, signIn, refresh, confirm, member };
}
export type PoolActions = ReturnType<typeof poolActions>;
