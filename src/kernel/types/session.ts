/** The commerce API's session and failures, as services and stores read them. */

/** The marker the API client gives on HTTP 428; only the client and its services see it. */
export interface PreconditionRequired {
  kind: 'precondition-required';
}

/**
 * What a failed commerce call raises: an HTTP failure with its status and the error
 * body's code, a transport failure, or one of the client's own two messages. Stores read it by shape.
 */
export interface ServiceFailure extends Error {
  kind: 'http' | 'timeout' | 'network-error' | 'aborted' | 'session-failed' | 'max-attempts';
  status?: number;
  code?: string;
  details?: { pointer: string; rule?: string; message: string }[];
}

/** The signed-in shopper's access token, kept by the identity side; anonymous shoppers have none. */
export interface AuthTokens {
  /** The bearer token to send, or undefined for Basic client credentials. */
  accessToken(): string | undefined;
  /** Refresh the access token after a 401; false when it cannot be refreshed. */
  refresh(): Promise<boolean>;
  signOut(): Promise<void>;
}
