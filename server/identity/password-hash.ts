import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { BoundedQueue } from '../lib/bounded-queue.ts';
import { cognitoErrors } from './cognito-error.ts';

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

/** The parts of a stored hash, or undefined for anything that is not one of ours (no password, a broken row). */
function parseHash(stored: string) {
  const [scheme, cost, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return undefined;
  return { cost: Number(cost), r: Number(r), p: Number(p), salt, hash };
}

/** Whether `password` is the one behind `stored`, compared in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const expected = Buffer.from(parsed.hash, 'base64url');
  const key = await derive(
    password,
    Buffer.from(parsed.salt, 'base64url'),
    optionsFor(parsed.cost, parsed.r, parsed.p),
  );
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A stored hash no password matches, for accounts made without one (tests, imports). */
export const NO_PASSWORD = 'none';

/**
 * A hash of the pool's current cost that no password matches (its key is random bytes, not derived from anything):
 * checking a password against it costs one scrypt run, exactly as checking against a real user's hash does.
 */
const decoyHash = (cost: number) =>
  ['scrypt', cost, 8, 1, randomBytes(16).toString('base64url'), randomBytes(32).toString('base64url')].join(
    '$',
  );

/**
 * The pool's password hashing: every scrypt run goes through one queue of a few at a time (the rest of the server
 * needs libuv's threads for its file reads), with a cap on those waiting, beyond which the caller is refused with
 * TooManyRequestsException and a retry-after. Checking a password of a user who does not exist (or has no password)
 * costs one full scrypt run against a decoy, so the answer's timing does not tell who has an account.
 */
export class PasswordHasher {
  private readonly queue: BoundedQueue;
  private readonly decoys = new Map<number, string>();

  constructor(private readonly settings: { scryptCost: number; hashConcurrency: number; hashQueue: number }) {
    this.queue = new BoundedQueue({
      concurrency: settings.hashConcurrency,
      maxWaiting: settings.hashQueue,
      refuse: (waitMs) => cognitoErrors.tooManyRequests(waitMs),
    });
  }

  /** Refuse (TooManyRequestsException) now when a hash asked for now would be: before any other work on a call. */
  refuseWhenFull(): void {
    this.queue.refuseWhenFull();
  }

  /** A new password's hash at the pool's current cost. */
  hash(password: string): Promise<string> {
    return this.queue.run(() => hashPassword(password, this.settings.scryptCost));
  }

  /** Whether `password` is the one behind `stored`; an absent or unusable `stored` takes as long and answers false. */
  async verify(password: string, stored: string | undefined): Promise<boolean> {
    const real = stored !== undefined && parseHash(stored) !== undefined;
    const matches = await this.queue.run(() => verifyPassword(password, real ? stored : this.decoy()));
    return real && matches;
  }

  /** The decoy at the current cost (an operator may raise it; each cost's decoy is made once). */
  private decoy(): string {
    const cost = this.settings.scryptCost;
    let decoy = this.decoys.get(cost);
    if (!decoy) this.decoys.set(cost, (decoy = decoyHash(cost)));
    return decoy;
  }
}
