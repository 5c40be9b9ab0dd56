import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Queryable } from '../db/database.ts';
import { identityStore, type IdentityUser } from './identity-store.ts';
import type { IdentitySettings } from './identity-settings.ts';
import type { SigningKeys } from './signing-keys.ts';

/** What a successful sign-in or refresh answers, named as Cognito's AuthenticationResult. */
export interface AuthenticationResult {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

export interface TokenIssuer {
  settings: IdentitySettings;
  keys: SigningKeys;
}

/** Refresh tokens are stored only as this digest: a copy of the table signs nobody in. */
export const digest = (secret: string) => createHash('sha256').update(secret).digest('base64url');

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The access and ID tokens of one sign-in session (`originJti`), with Cognito's claims. */
async function signTokens(
  { settings, keys }: TokenIssuer,
  user: IdentityUser,
  session: { originJti: string; authTime: Date },
  issuedAt: Date,
  accessSeconds = settings.accessTokenSeconds,
) {
  const iat = seconds(issuedAt);
  const eventId = randomUUID();
  const header = { alg: 'RS256', kid: keys.current.kid };
  const accessToken = await new SignJWT({
    client_id: settings.clientId,
    origin_jti: session.originJti,
    event_id: eventId,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: seconds(session.authTime),
    username: user.sub,
  })
    .setProtectedHeader(header)
    .setSubject(user.sub)
    .setIssuer(settings.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + accessSeconds)
    .setJti(randomUUID())
    .sign(keys.current.privateKey);
  const idToken = await new SignJWT({
    email: user.email,
    email_verified: user.emailVerified,
    ...(user.attributes.given_name ? { given_name: user.attributes.given_name } : {}),
    ...(user.attributes.family_name ? { family_name: user.attributes.family_name } : {}),
    'cognito:username': user.sub,
    origin_jti: session.originJti,
    event_id: eventId,
    token_use: 'id',
    auth_time: seconds(session.authTime),
  })
    .setProtectedHeader(header)
    .setSubject(user.sub)
    .setAudience(settings.clientId)
    .setIssuer(settings.issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + settings.idTokenSeconds)
    .setJti(randomUUID())
    .sign(keys.current.privateKey);
  return { accessToken, idToken, expiresIn: accessSeconds };
}

/**
 * Start a sign-in session for `user`: a stored (hashed) refresh token and the first access and ID tokens. Undefined
 * when the user is gone, or (with `whilePasswordHash`, the hash the password was checked against) when the password
 * was changed since it was checked: a sign-in racing a reset must not outlive it.
 */
export async function startSession(
  db: Queryable,
  issuer: TokenIssuer,
  user: IdentityUser,
  now: Date,
  options: { accessSeconds?: number; whilePasswordHash?: string } = {},
): Promise<AuthenticationResult | undefined> {
  const refreshToken = randomBytes(48).toString('base64url');
  const session = { originJti: randomUUID(), authTime: now };
  const started = await identityStore.insertSession(
    db,
    {
      ...session,
      sub: user.sub,
      refreshTokenHash: digest(refreshToken),
      expiresAt: new Date(now.getTime() + issuer.settings.refreshTokenSeconds * 1000),
    },
    options.whilePasswordHash,
  );
  if (!started) return undefined;
  const tokens = await signTokens(issuer, user, session, now, options.accessSeconds);
  return {
    AccessToken: tokens.accessToken,
    IdToken: tokens.idToken,
    RefreshToken: refreshToken,
    ExpiresIn: tokens.expiresIn,
    TokenType: 'Bearer',
  };
}

/** New access and ID tokens for a live session (the refresh token itself stays the same, as Cognito's does). */
export async function refreshSession(
  issuer: TokenIssuer,
  user: IdentityUser,
  session: { originJti: string; authTime: Date },
  now: Date,
): Promise<AuthenticationResult> {
  const tokens = await signTokens(issuer, user, session, now);
  return {
    AccessToken: tokens.accessToken,
    IdToken: tokens.idToken,
    ExpiresIn: tokens.expiresIn,
    TokenType: 'Bearer',
  };
}
