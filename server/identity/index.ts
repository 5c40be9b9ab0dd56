import type { Database } from '../db/database.ts';
import type { JWTVerifyGetKey } from 'jose';
import { checkAccessToken, type AccessTokenVerifier } from './access-token.ts';
import { identityStore, usernameKey } from './identity-store.ts';
import { readIdentitySettings, type IdentitySettings } from './identity-settings.ts';
import { startSession } from './identity-tokens.ts';
import { NO_PASSWORD } from './password-hash.ts';
import { remotePoolVerifier } from './remote-pool.ts';
import { loadSigningKeys, type SigningKeys } from './signing-keys.ts';

export type { AccessTokenVerifier, AccountClaims } from './access-token.ts';
export type { IdentitySettings } from './identity-settings.ts';

/** The identity side of the back end: its settings, its signing keys (local pool) and the API's token check. */
export interface Identity {
  db: Database;
  settings: IdentitySettings;
  now: () => Date;
  /**
   * The pool's signing keys, loaded (or made) on first use, so a server or test that never meets a token pays nothing.
   * Undefined when the API trusts a remote pool: this server then issues no tokens.
   */
  keys?: () => Promise<SigningKeys>;
  accessTokens: AccessTokenVerifier;
}

/** Load (or make) the pool's keys and build the API's token check: the local pool's, or IDENTITY_ISSUER's. */
export async function createIdentity(
  db: Database,
  options: { env: NodeJS.ProcessEnv; now: () => Date; storefrontOrigin: string },
): Promise<Identity> {
  const settings = readIdentitySettings(options.env, options.storefrontOrigin);
  const { now } = options;
  if (settings.remote) return { db, settings, now, accessTokens: remotePoolVerifier(settings, now) };
  let loading: Promise<SigningKeys> | undefined;
  // A failed load (the database away for a moment) is tried again on the next call rather than remembered.
  const keys = () =>
    (loading ??= loadSigningKeys(db).catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const verifyKeys: JWTVerifyGetKey = async (...args) => (await keys()).verify(...args);
  return {
    db,
    settings,
    now,
    keys,
    accessTokens: {
      async verify(token) {
        const checked = await checkAccessToken(token, verifyKeys, settings, now());
        if (!('claims' in checked) || !checked.claims.originJti) return undefined;
        // A signed-out session's tokens die with it, however long their own lifetime had left.
        const email = await identityStore.liveSessionEmail(db, checked.claims.originJti, checked.claims.sub);
        return email === undefined ? undefined : { accountId: checked.claims.sub, email };
      },
    },
  };
}

/**
 * An access token of the local pool for `account`, as a sign-in would give it, making a confirmed user with that id
 * first if there is none (for tests, and tools that act for a known account).
 */
export async function issueAccessTokenFor(
  identity: Identity,
  account: { accountId: string; email: string },
  options: { expiresInSeconds?: number; now?: Date } = {},
): Promise<string> {
  if (!identity.keys) throw new Error('A remote identity pool issues its own tokens');
  const now = options.now ?? identity.now();
  const user = {
    sub: account.accountId,
    username: usernameKey(account.email),
    email: account.email,
    passwordHash: NO_PASSWORD,
    confirmed: true,
    emailVerified: true,
    attributes: {},
  };
  // Callers may name any e-mail, as tokens used to carry it: when another account signs in with it, this one gets a
  // username no sign-in can type, and a password-less account follows the e-mail it is last named with.
  if (!(await identityStore.insertUser(identity.db, user, now)))
    await identityStore.insertUser(identity.db, { ...user, username: `sub:${account.accountId}` }, now);
  const stored = await identityStore.userBySub(identity.db, account.accountId);
  if (!stored) throw new Error(`No account ${account.accountId}`);
  if (stored.email !== account.email && stored.passwordHash === NO_PASSWORD)
    await identityStore.setEmail(identity.db, stored.sub, account.email, now);
  const result = await startSession(
    identity.db,
    { settings: identity.settings, keys: await identity.keys() },
    stored,
    now,
    {
      accessSeconds: options.expiresInSeconds,
    },
  );
  if (!result) throw new Error(`No account ${account.accountId}`);
  return result.AccessToken;
}
