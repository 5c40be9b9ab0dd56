import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { IdentitySettings } from './identity-settings.ts';

/** Who a verified bearer token speaks for. */
export interface AccountClaims {
  accountId: string;
  email: string;
}

/** The commerce API's view of access tokens: the account a token speaks for, or undefined for any bad token. */
export interface AccessTokenVerifier {
  verify(token: string): Promise<AccountClaims | undefined>;
}

/** The claims the pool's services read from an access token that passed every check but revocation. */
export interface AccessTokenClaims {
  sub: string;
  /** The sign-in session the token belongs to (tokens of older remote pools may lack it). */
  originJti?: string;
}

export type TokenCheck = { claims: AccessTokenClaims } | { problem: 'invalid' | 'expired' };

/** A remote pool's published keys, fetched when first needed and again when a token names a key not yet seen. */
export function remotePoolKeys(settings: IdentitySettings): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(`${settings.issuer}/.well-known/jwks.json`));
}

/**
 * Check an access token the way Cognito's own services do: RS256 only (no `none`, no HMAC keyed with the public key),
 * signed by one of the pool's keys, issued by the pool, unexpired, an access token (not an ID token) for our client.
 */
export async function checkAccessToken(
  token: string,
  keys: JWTVerifyGetKey,
  settings: IdentitySettings,
  now: Date,
): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keys, {
      algorithms: ['RS256'],
      issuer: settings.issuer,
      currentDate: now,
      requiredClaims: ['sub', 'exp', 'iat', 'token_use', 'client_id'],
    });
    if (payload.token_use !== 'access' || payload.client_id !== settings.clientId)
      return { problem: 'invalid' };
    if (typeof payload.sub !== 'string') return { problem: 'invalid' };
    const originJti = typeof payload.origin_jti === 'string' ? payload.origin_jti : undefined;
    return { claims: { sub: payload.sub, ...(originJti ? { originJti } : {}) } };
  } catch (error) {
    return { problem: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
