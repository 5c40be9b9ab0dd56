export {
  IDENTITY_TOKENS_KEY,
  IdentityTokenStore,
  identityAuthTokens,
  type StoredTokens,
} from './identity-tokens.ts';
export { identityFailure } from './identity-failure.ts';
