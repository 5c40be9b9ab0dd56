import { jwtVerify, SignJWT } from 'jose';

/** Who a verified bearer token speaks for. */
export interface AccountClaims {
  accountId: string;
  email: string;
}

const ISSUER = 'storefront-identity';
const AUDIENCE = 'storefront-api';

const key = (secret: string) => new TextEncoder().encode(secret);

/** Issue a signed access token (HS256) for an account; the identity service calls this after sign-in. */
export async function signAccessToken(
  claims: AccountClaims,
  secret: string,
  options: { expiresInSeconds?: number; now?: Date } = {},
): Promise<string> {
  const issuedAt = Math.floor((options.now ?? new Date()).getTime() / 1000);
  return new SignJWT({ email: claims.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.accountId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.expiresInSeconds ?? 3600))
    .sign(key(secret));
}

/** The claims of a valid, unexpired token of ours; undefined for anything else. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccountClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return undefined;
    return { accountId: payload.sub, email: payload.email };
  } catch {
    return undefined;
  }
}
