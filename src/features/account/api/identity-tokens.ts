import type { AuthTokens, IdentityService, KeyValueStorage } from '../../../kernel/types/index.ts';

/** The storage key of the signed-in shopper's tokens. */
export const IDENTITY_TOKENS_KEY = 'identity.tokens';

/** What signing in leaves in this browser: the tokens and the user name they were issued to. */
export interface StoredTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string;
  userName: string;
}

/**
 * The signed-in shopper's tokens, kept in the browser's storage so a reload stays signed in. Small and free of the
 * identity service's code, so the API client can read the access token on every call.
 */
export class IdentityTokenStore {
  private readonly clearListeners = new Set<() => void>();

  constructor(private readonly storage: KeyValueStorage) {}

  /** Be told when the tokens are forgotten (a sign-out, a refused refresh); returns the unsubscribe. */
  onClear(listener: () => void): () => void {
    this.clearListeners.add(listener);
    return () => this.clearListeners.delete(listener);
  }

  read(): StoredTokens | null {
    const text = this.storage.get(IDENTITY_TOKENS_KEY);
    if (!text) return null;
    try {
      const parsed = JSON.parse(text) as Partial<StoredTokens>;
      return typeof parsed.accessToken === 'string' && typeof parsed.refreshToken === 'string'
        ? (parsed as StoredTokens)
        : null;
    } catch {
      return null;
    }
  }

  write(tokens: StoredTokens): void {
    this.storage.set(IDENTITY_TOKENS_KEY, JSON.stringify(tokens));
  }

  clear(): void {
    this.storage.remove(IDENTITY_TOKENS_KEY);
    for (const listener of this.clearListeners) listener();
  }
}

/**
 * The API client's tokens for a shop with accounts: the kept access token while signed in (Basic credentials
 * otherwise); a 401 refreshes it through the identity service, whose code loads only then.
 */
export function identityAuthTokens(
  tokens: IdentityTokenStore,
  identity: () => Promise<IdentityService>,
): AuthTokens {
  return {
    accessToken: () => tokens.read()?.accessToken,
    async refresh() {
      // An anonymous shopper has nothing to refresh: the API only wants a new session.
      if (!tokens.read()) return true;
      return (await identity()).refresh();
    },
    // The API refused the session for good: forget the identity here; the service is not asked.
    signOut: () => {
      tokens.clear();
      return Promise.resolve();
    },
  };
}
