import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStorage } from '../../../../tests/helpers/fake-services.ts';
import type { IdentitySettings } from '../../../kernel/types/index.ts';
import {
  CognitoIdentityService,
  createCognitoClient,
  type CognitoSender,
} from './cognito-identity-service.ts';
import { IdentityTokenStore } from './identity-tokens.ts';

const SETTINGS: IdentitySettings = {
  region: 'eu-west-1',
  userPoolId: 'local_storefront',
  clientId: 'storefront-web',
  endpoint: '/identity',
};

/** A sender that answers each operation from a script and records the operation names and inputs. */
function fakeSender(answers: Record<string, unknown | Error>) {
  const sent: { operation: string; input: Record<string, unknown> }[] = [];
  const sender: CognitoSender = {
    send(command) {
      const operation = command.constructor.name.replace(/Command$/, '');
      sent.push({ operation, input: (command as { input: Record<string, unknown> }).input });
      const answer = answers[operation];
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer ?? {});
    },
  };
  return { sender, sent };
}

function refusal(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}

function setup(answers: Record<string, unknown | Error> = {}) {
  const storage = new MemoryStorage();
  const tokens = new IdentityTokenStore(storage);
  const { sender, sent } = fakeSender(answers);
  return { service: new CognitoIdentityService(sender, SETTINGS, tokens), tokens, sent };
}

const ISSUED = {
  AuthenticationResult: { AccessToken: 'access-1', IdToken: 'id-1', RefreshToken: 'refresh-1' },
};

describe('CognitoIdentityService', () => {
  it('signs in with USER_PASSWORD_AUTH and keeps the tokens', async () => {
    const { service, tokens, sent } = setup({ InitiateAuth: ISSUED });
    await service.signIn('ana@example.com', 'Secret-123');
    expect(sent).toEqual([
      {
        operation: 'InitiateAuth',
        input: {
          ClientId: 'storefront-web',
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'ana@example.com', PASSWORD: 'Secret-123' },
        },
      },
    ]);
    expect(tokens.read()).toEqual({
      accessToken: 'access-1',
      idToken: 'id-1',
      refreshToken: 'refresh-1',
      userName: 'ana@example.com',
    });
  });

  it('refreshes with REFRESH_TOKEN_AUTH, keeping the refresh token; a refusal forgets the tokens', async () => {
    const { service, tokens, sent } = setup({
      InitiateAuth: { AuthenticationResult: { AccessToken: 'access-2', IdToken: 'id-2' } },
    });
    tokens.write({ accessToken: 'access-1', idToken: 'id-1', refreshToken: 'refresh-1', userName: 'ana' });
    expect(await service.refresh()).toBe(true);
    expect(sent[0]!.input).toMatchObject({
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: 'refresh-1' },
    });
    expect(tokens.read()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-1' });

    const refused = setup({ InitiateAuth: refusal('NotAuthorizedException', 'Refresh Token has expired') });
    refused.tokens.write({ accessToken: 'a', idToken: 'i', refreshToken: 'r', userName: 'ana' });
    expect(await refused.service.refresh()).toBe(false);
    expect(refused.tokens.read()).toBeNull();
  });

  it("raises NoCurrentUserException 'There is no current user.' when nobody is signed in", async () => {
    const { service, sent } = setup();
    await expect(service.currentUser()).rejects.toMatchObject({
      code: 'NoCurrentUserException',
      message: 'There is no current user.',
    });
    await expect(service.changePassword('a', 'b')).rejects.toMatchObject({ code: 'NoCurrentUserException' });
    expect(sent).toEqual([]);
  });

  it('reads the user from GetUser attributes', async () => {
    const { service, tokens } = setup({
      GetUser: {
        Username: 'ana@example.com',
        UserAttributes: [
          { Name: 'sub', Value: 'user-1' },
          { Name: 'email', Value: 'ana@example.com' },
          { Name: 'given_name', Value: 'Ana' },
          { Name: 'family_name', Value: 'Silva' },
          { Name: 'phone_number', Value: '+447700900123' },
          { Name: 'phone_number_verified', Value: 'true' },
        ],
      },
    });
    tokens.write({ accessToken: 'a', idToken: 'i', refreshToken: 'r', userName: 'ana' });
    expect(await service.currentUser()).toEqual({
      userId: 'user-1',
      userName: 'ana@example.com',
      email: 'ana@example.com',
      givenName: 'Ana',
      familyName: 'Silva',
      phoneNumber: '+447700900123',
      phoneNumberVerified: true,
    });
  });

  it('signs up with the e-mail as user name, the names as attributes and the marketing consent as metadata', async () => {
    const { service, sent } = setup({ SignUp: { UserConfirmed: false, UserSub: 'user-9' } });
    const outcome = await service.signUp({
      email: 'ana@example.com',
      password: 'Secret-123',
      givenName: 'Ana',
      familyName: 'Silva',
      marketingConsent: true,
    });
    expect(outcome).toEqual({ userConfirmed: false, userId: 'user-9' });
    expect(sent[0]!.input).toMatchObject({
      Username: 'ana@example.com',
      UserAttributes: [
        { Name: 'email', Value: 'ana@example.com' },
        { Name: 'given_name', Value: 'Ana' },
        { Name: 'family_name', Value: 'Silva' },
      ],
    });
    // Not the interests: each vendor's go to that vendor through the marketing API.
    expect((sent[0]!.input as { ClientMetadata?: unknown }).ClientMetadata).toEqual({
      marketingConsent: 'true',
    });
  });

  it("gives a refusal as a failure named after the service's exception", async () => {
    const { service } = setup({ SignUp: refusal('UsernameExistsException', 'User already exists') });
    await expect(
      service.signUp({
        email: 'ana@example.com',
        password: 'Secret-123',
        givenName: 'Ana',
        familyName: 'Silva',
        marketingConsent: false,
      }),
    ).rejects.toMatchObject({
      kind: 'identity',
      code: 'UsernameExistsException',
      message: 'User already exists',
    });
  });

  it('signs out globally and forgets the tokens even when the service refuses', async () => {
    const { service, tokens, sent } = setup({ GlobalSignOut: refusal('NotAuthorizedException', 'revoked') });
    tokens.write({ accessToken: 'a', idToken: 'i', refreshToken: 'r', userName: 'ana' });
    await expect(service.signOut()).rejects.toMatchObject({ code: 'NotAuthorizedException' });
    expect(sent.map((entry) => entry.operation)).toEqual(['GlobalSignOut']);
    expect(tokens.read()).toBeNull();
  });
});

describe('createCognitoClient', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  it('speaks the user-pool protocol to an endpoint relative to the page origin', async () => {
    const seen: { url?: string; target?: string; type?: string; body?: unknown } = {};
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        Object.assign(seen, {
          url: request.url,
          target: request.headers['x-amz-target'],
          type: request.headers['content-type'],
          body: JSON.parse(body) as unknown,
        });
        response.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
        response.end(JSON.stringify({ __type: 'UserNotFoundException', message: 'User does not exist.' }));
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const tokens = new IdentityTokenStore(new MemoryStorage());
    const service = new CognitoIdentityService(
      createCognitoClient(SETTINGS, `http://127.0.0.1:${port}`),
      SETTINGS,
      tokens,
    );
    await expect(service.forgotPassword('ana@example.com')).rejects.toMatchObject({
      code: 'UserNotFoundException',
      message: 'User does not exist.',
    });
    expect(seen).toEqual({
      url: '/identity',
      target: 'AWSCognitoIdentityProviderService.ForgotPassword',
      type: 'application/x-amz-json-1.1',
      body: { ClientId: 'storefront-web', Username: 'ana@example.com' },
    });
  });

  it('shows a rate-limit refusal at once: one request, no retries waiting out retry-after', async () => {
    let requests = 0;
    server = createServer((request, response) => {
      requests += 1;
      request.resume();
      request.on('end', () => {
        response.writeHead(429, { 'content-type': 'application/x-amz-json-1.1', 'retry-after': '3600' });
        response.end(
          JSON.stringify({ __type: 'NotAuthorizedException', message: 'Password attempts exceeded' }),
        );
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const service = new CognitoIdentityService(
      createCognitoClient(SETTINGS, `http://127.0.0.1:${port}`),
      SETTINGS,
      new IdentityTokenStore(new MemoryStorage()),
    );
    await expect(service.forgotPassword('ana@example.com')).rejects.toMatchObject({
      code: 'NotAuthorizedException',
    });
    expect(requests).toBe(1);
  });
});
