import type {
  AccountServices,
  AuthTokens,
  ContentService,
  IdentityService,
  IdentitySettings,
  KeyValueStorage,
} from '../../kernel/types/index.ts';
import { IdentityTokenStore, identityAuthTokens } from './api/index.ts';
import type { CommerceServices } from '../../kernel/api/index.ts';
import { readShopMetadata } from '../../kernel/api/shop-metadata.ts';

/** Where the identity settings come from when metadata-v2.json switches accounts on without naming a pool. */
export const DEFAULT_IDENTITY_SETTINGS: IdentitySettings = {
  region: 'eu-west-1',
  userPoolId: 'local_storefront',
  clientId: 'storefront-web',
  endpoint: '/identity',
};

/**
 * The account's services and the API client's tokens, built in the composition root. The settings are read from
 * metadata-v2.json (`integrations.identity` and `identity`); the identity service's code and the SDK under it load
 * with the first account action or token refresh.
 */
export function createAccountServices(deps: {
  content: ContentService;
  storage: KeyValueStorage;
  commerce: () => Promise<CommerceServices>;
  /** The page's origin, for an endpoint relative to it. */
  origin: string;
}): { account: AccountServices; tokens: AuthTokens } {
  const tokenStore = new IdentityTokenStore(deps.storage);
  let settings: Promise<IdentitySettings | null> | undefined;
  const readSettings = () =>
    (settings ??= readIdentitySettings(deps.content).catch((error: unknown) => {
      settings = undefined;
      throw error;
    }));
  let service: Promise<IdentityService> | undefined;
  const identity = () =>
    (service ??= Promise.all([readSettings(), import('./api/cognito-identity-service.ts')]).then(
      ([found, { CognitoIdentityService, createCognitoClient }]) => {
        if (!found) throw new Error('Accounts are switched off in metadata-v2.json');
        return new CognitoIdentityService(createCognitoClient(found, deps.origin), found, tokenStore);
      },
    )).catch((error: unknown) => {
      service = undefined;
      throw error;
    });
  return {
    account: {
      settings: readSettings,
      identity,
      hasStoredIdentity: () => tokenStore.read() !== null,
      onIdentityCleared: (listener) => tokenStore.onClear(listener),
      session: () =>
        deps.commerce().then(({ client }) => ({
          resetSession: () => client.resetSession(),
          createSession: () => client.createSession(),
        })),
    },
    tokens: identityAuthTokens(tokenStore, identity),
  };
}

/** The identity settings, or null when accounts are off. */
export async function readIdentitySettings(content: ContentService): Promise<IdentitySettings | null> {
  const metadata = (await readShopMetadata(content)) as {
    integrations?: { identity?: unknown };
    identity?: Partial<IdentitySettings>;
  };
  if (metadata.integrations?.identity !== true) return null;
  const given = metadata.identity;
  // A pool named in the metadata is used as written: no default endpoint leaks onto a real pool.
  return given ? { ...DEFAULT_IDENTITY_SETTINGS, endpoint: undefined, ...given } : DEFAULT_IDENTITY_SETTINGS;
}
