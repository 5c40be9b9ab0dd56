import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 32;

const derive = (password: string, salt: Buffer, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );

// scrypt needs 128 * N * r bytes; leave room above that so the highest allowed cost still runs.
const optionsFor = (cost: number, r: number, p: number): ScryptOptions => ({
  N: 2 ** cost,
  r,
  p,
  maxmem: 256 * 2 ** cost * r,
});

/**
 * A slow, salted hash of a password: `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`. The cost travels with the hash, so
 * raising it later leaves older hashes checkable.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, optionsFor(cost, 8, 1));
  return ['scrypt', cost, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Whether `password` is the one behind `stored`, compared in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    optionsFor(Number(cost), Number(r), Number(p)),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A stored hash no password matches, for accounts made without one (tests, imports). */
export const NO_PASSWORD = 'none';
