import { CognitoIdentityProviderClient, GetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { AccessTokenVerifier, AccountClaims } from './access-token.ts';
import { checkAccessToken, remotePoolKeys } from './access-token.ts';
import type { IdentitySettings } from './identity-settings.ts';

/** How long an answer of the remote pool's GetUser is reused for the same token. */
const CACHE_MS = 60_000;
const CACHE_MAX = 10_000;

/**
 * Where a pool's API lives, from its issuer: Cognito's is `https://cognito-idp.<region>.amazonaws.com/<poolId>` and
 * the API answers at the host; this shop's own is `<origin>/identity/<poolId>` and answers at `<origin>/identity`.
 */
export const poolEndpoint = (issuer: string) => issuer.slice(0, issuer.lastIndexOf('/'));

/**
 * Verify tokens of a Cognito pool elsewhere: signatures against its published keys, then its GetUser for the e-mail
 * (which also refuses tokens revoked by a global sign-out), cached briefly per token.
 */
export function remotePoolVerifier(settings: IdentitySettings, now: () => Date): AccessTokenVerifier {
  const keys = remotePoolKeys(settings);
  const region = settings.userPoolId.split('_')[0] || 'local';
  const client = new CognitoIdentityProviderClient({
    region,
    endpoint: poolEndpoint(settings.issuer),
    // User-pool calls made with an access token are not signed; these only stop a search for AWS credentials.
    credentials: { accessKeyId: 'unused', secretAccessKey: 'unused' },
  });
  const cache = new Map<string, { claims: AccountClaims; until: number }>();
  return {
    async verify(token) {
      const checked = await checkAccessToken(token, keys, settings, now());
      if (!('claims' in checked)) return undefined;
      const cached = cache.get(token);
      if (cached && cached.until > now().getTime()) return cached.claims;
      try {
        const user = await client.send(new GetUserCommand({ AccessToken: token }));
        const email = user.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
        if (!email) return undefined;
        const claims = { accountId: checked.claims.sub, email };
        if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value!);
        cache.set(token, { claims, until: now().getTime() + CACHE_MS });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
