import type { AuthTokens } from '../types/index.ts';

/** Until identity is wired: no access token (Basic client credentials), nothing to refresh, nothing to sign out of. */
export const anonymousTokens: AuthTokens = {
  accessToken: () => undefined,
  refresh: () => Promise.resolve(true),
  signOut: () => Promise.resolve(),
};
