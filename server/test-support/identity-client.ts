import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
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
