import type { AuthTokens } from '../types/index.ts';
import type { ApiClient, ApiRequest } from './api-client.ts';
import { ApiRequestError } from './api-errors.ts';

/**
 * A call only a signed-in customer may make. Without an access token none is made and the answer is the API's own
 * 401: the call would be refused anyway, and the client's answer to a 401 (refresh, start a new session, ask again)
 * would cost an anonymous shopper their bag's session and log two refused calls in their browser.
 */
export function signedInCall<T>(
  client: Pick<ApiClient, 'call'>,
  tokens: Pick<AuthTokens, 'accessToken'>,
  path: string,
  init?: ApiRequest,
): Promise<T> {
  if (!tokens.accessToken())
    return Promise.reject(
      new ApiRequestError(401, { status: 401, code: 'UNAUTHORIZED', message: 'Sign in to use this' }, path),
    );
  return client.call<T>(path, init);
}
