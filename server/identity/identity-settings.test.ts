import { describe, expect, it } from 'vitest';
import { readIdentitySettings } from './identity-settings.ts';
import { hashPassword, NO_PASSWORD, PasswordHasher, verifyPassword } from './password-hash.ts';

describe('identity settings', () => {
  it('defaults to the local pool with Cognito-like lifetimes and a slow hash', () => {
    expect(readIdentitySettings({}, 'https://shop.example/')).toMatchObject({
      userPoolId: 'local_storefront',
      clientId: 'storefront-web',
      issuer: 'https://shop.example/identity/local_storefront',
      remote: false,
      accessTokenSeconds: 3600,
      idTokenSeconds: 3600,
      refreshTokenSeconds: 30 * 86_400,
      scryptCost: 17,
      signInFailuresPerUser: 5,
      signInFailuresPerAddress: 50,
      codeSendsPerUser: 5,
      codeSendsPerAddress: 20,
      codeChecksPerUser: 10,
      codeChecksPerAddress: 50,
      hashConcurrency: 2,
      hashQueue: 10,
    });
  });

  it('reads overrides from the env object, and a remote issuer', () => {
    const settings = readIdentitySettings(
      {
        IDENTITY_USER_POOL_ID: 'eu-west-1_abc',
        IDENTITY_CLIENT_ID: 'client-1',
        IDENTITY_ISSUER: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc/',
        IDENTITY_REFRESH_TOKEN_DAYS: '1',
        IDENTITY_SCRYPT_COST: '10',
      },
      'http://localhost:3000',
    );
    expect(settings).toMatchObject({
      clientId: 'client-1',
      issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc',
      remote: true,
      refreshTokenSeconds: 86_400,
      scryptCost: 10,
    });
  });

  it('keeps password hashing below the thread pool, so file reads always have a thread', () => {
    expect(() => readIdentitySettings({ IDENTITY_HASH_CONCURRENCY: '4' }, 'http://x')).toThrow(
      /IDENTITY_HASH_CONCURRENCY must be a whole number from 1 to 3/,
    );
    expect(
      readIdentitySettings({ IDENTITY_HASH_CONCURRENCY: '4', UV_THREADPOOL_SIZE: '8' }, 'http://x'),
    ).toMatchObject({ hashConcurrency: 4 });
    expect(readIdentitySettings({ UV_THREADPOOL_SIZE: '2' }, 'http://x')).toMatchObject({
      hashConcurrency: 1,
    });
    expect(() => readIdentitySettings({ IDENTITY_HASH_QUEUE: '0.5' }, 'http://x')).toThrow(
      /IDENTITY_HASH_QUEUE/,
    );
  });

  it('refuses a scrypt cost that is not a small whole number', () => {
    expect(() => readIdentitySettings({ IDENTITY_SCRYPT_COST: '2.5' }, 'http://x')).toThrow(
      /IDENTITY_SCRYPT_COST/,
    );
    expect(() => readIdentitySettings({ IDENTITY_SCRYPT_COST: '40' }, 'http://x')).toThrow(
      /IDENTITY_SCRYPT_COST/,
    );
  });
});

describe('password hashes', () => {
  it('are salted scrypt hashes that carry their cost and match only their password', async () => {
    const first = await hashPassword('Correct-horse-1', 4);
    const second = await hashPassword('Correct-horse-1', 5);
    expect(first).toMatch(/^scrypt\$4\$8\$1\$/);
    expect(second).toMatch(/^scrypt\$5\$8\$1\$/);
    expect(first.split('$')[4]).not.toBe(second.split('$')[4]);
    expect(await verifyPassword('Correct-horse-1', first)).toBe(true);
    expect(await verifyPassword('Correct-horse-1', second)).toBe(true);
    expect(await verifyPassword('Correct-horse-2', first)).toBe(false);
    expect(await verifyPassword('anything', NO_PASSWORD)).toBe(false);
  });

  it("are checked through the pool's hasher, which answers false for a missing or unusable hash", async () => {
    const hasher = new PasswordHasher({ scryptCost: 4, hashConcurrency: 1, hashQueue: 1 });
    const stored = await hasher.hash('Correct-horse-1');
    expect(stored).toMatch(/^scrypt\$4\$/);
    expect(await hasher.verify('Correct-horse-1', stored)).toBe(true);
    expect(await hasher.verify('Correct-horse-1', undefined)).toBe(false);
    expect(await hasher.verify('Correct-horse-1', NO_PASSWORD)).toBe(false);
  });
});
