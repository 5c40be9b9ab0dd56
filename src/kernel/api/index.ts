export {
  ApiClient,
  DEFAULT_TIMEOUT_MS,
  type ApiClientOptions,
  type ApiRequest,
  type ApiSite,
  type ApiTimers,
} from './api-client.ts';
export {
  ApiClientError,
  ApiRequestError,
  ApiTransportError,
  PRECONDITION_REQUIRED,
  isPreconditionRequired,
} from './api-errors.ts';
export { anonymousTokens } from './anonymous-tokens.ts';
export type { CommerceServices } from './commerce-services.ts';
export { readFilterDefinitions } from '../search/filters-api.ts';
