import { positiveSetting } from '../lib/setting-values.ts';

/** How the identity service runs and how the commerce API checks the tokens it is shown. */
export interface IdentitySettings {
  userPoolId: string;
  /** The one app client the storefront signs in through. */
  clientId: string;
  /** Who signs the access tokens the API accepts: the local pool's own issuer, or a real Cognito pool's. */
  issuer: string;
  /** True when `issuer` is a pool elsewhere: the API verifies against its published keys and asks it for e-mails. */
  remote: boolean;
  accessTokenSeconds: number;
  idTokenSeconds: number;
  refreshTokenSeconds: number;
  /** log2 of scrypt's cost parameter N for new password hashes (old hashes keep the cost they were made with). */
  scryptCost: number;
  /** Wrong passwords per username, and per client address, in a quarter of an hour before sign-in is refused. */
  signInFailuresPerUser: number;
  signInFailuresPerAddress: number;
  /** Codes e-mailed per username, and per client address, in an hour. */
  codeSendsPerUser: number;
  codeSendsPerAddress: number;
  /** Wrong guesses one code survives before the caller must ask for a new one. */
  codeAttempts: number;
  /** Codes typed in (confirming a sign-up or a reset) per username, and per client address, in an hour. */
  codeChecksPerUser: number;
  codeChecksPerAddress: number;
  /** Password hashes run at once: below libuv's thread pool, so file reads always find a free thread. */
  hashConcurrency: number;
  /** Password hashes that may wait for a turn; one more is refused with 429 rather than queued. */
  hashQueue: number;
}

/** libuv's thread pool, shared by password hashing and file reads: UV_THREADPOOL_SIZE, 4 unless set. */
const threadPoolSize = (env: NodeJS.ProcessEnv) =>
  positiveSetting('UV_THREADPOOL_SIZE', env.UV_THREADPOOL_SIZE, 4);

function wholeNumber(name: string, value: number, min: number, max: number, why = ''): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`${name} must be a whole number from ${min} to ${max}${why}, not "${value}"`);
  return value;
}

/**
 * The identity settings, the one place they are read: IDENTITY_USER_POOL_ID, IDENTITY_CLIENT_ID, IDENTITY_ISSUER,
 * IDENTITY_ACCESS_TOKEN_SECONDS, IDENTITY_ID_TOKEN_SECONDS, IDENTITY_REFRESH_TOKEN_DAYS, IDENTITY_SCRYPT_COST,
 * IDENTITY_SIGN_IN_FAILURES_PER_USER, IDENTITY_SIGN_IN_FAILURES_PER_ADDRESS, IDENTITY_CODE_SENDS_PER_USER,
 * IDENTITY_CODE_SENDS_PER_ADDRESS, IDENTITY_CODE_ATTEMPTS, IDENTITY_CODE_CHECKS_PER_USER,
 * IDENTITY_CODE_CHECKS_PER_ADDRESS, IDENTITY_HASH_CONCURRENCY, IDENTITY_HASH_QUEUE (and UV_THREADPOOL_SIZE, which
 * bounds the hash concurrency).
 */
export function readIdentitySettings(env: NodeJS.ProcessEnv, storefrontOrigin: string): IdentitySettings {
  const text = (name: string) => env[name]?.trim() || undefined;
  const number = (name: string, fallback: number) => positiveSetting(name, env[name], fallback);
  const userPoolId = text('IDENTITY_USER_POOL_ID') ?? 'local_storefront';
  const remoteIssuer = text('IDENTITY_ISSUER')?.replace(/\/+$/, '');
  const scryptCost = wholeNumber('IDENTITY_SCRYPT_COST', number('IDENTITY_SCRYPT_COST', 17), 1, 20);
  const threads = threadPoolSize(env);
  const hashConcurrency = wholeNumber(
    'IDENTITY_HASH_CONCURRENCY',
    number('IDENTITY_HASH_CONCURRENCY', Math.min(2, Math.max(1, threads - 1))),
    1,
    Math.max(1, threads - 1),
    ' (below UV_THREADPOOL_SIZE, so file reads keep a thread)',
  );
  return {
    userPoolId,
    clientId: text('IDENTITY_CLIENT_ID') ?? 'storefront-web',
    issuer: remoteIssuer ?? `${storefrontOrigin.replace(/\/+$/, '')}/identity/${userPoolId}`,
    remote: remoteIssuer !== undefined,
    accessTokenSeconds: number('IDENTITY_ACCESS_TOKEN_SECONDS', 3600),
    idTokenSeconds: number('IDENTITY_ID_TOKEN_SECONDS', 3600),
    refreshTokenSeconds: number('IDENTITY_REFRESH_TOKEN_DAYS', 30) * 86_400,
    scryptCost,
    signInFailuresPerUser: number('IDENTITY_SIGN_IN_FAILURES_PER_USER', 5),
    signInFailuresPerAddress: number('IDENTITY_SIGN_IN_FAILURES_PER_ADDRESS', 50),
    codeSendsPerUser: number('IDENTITY_CODE_SENDS_PER_USER', 5),
    codeSendsPerAddress: number('IDENTITY_CODE_SENDS_PER_ADDRESS', 20),
    codeAttempts: number('IDENTITY_CODE_ATTEMPTS', 5),
    codeChecksPerUser: number('IDENTITY_CODE_CHECKS_PER_USER', 10),
    codeChecksPerAddress: number('IDENTITY_CODE_CHECKS_PER_ADDRESS', 50),
    hashConcurrency,
    hashQueue: wholeNumber('IDENTITY_HASH_QUEUE', number('IDENTITY_HASH_QUEUE', 10), 1, 10_000),
  };
}
