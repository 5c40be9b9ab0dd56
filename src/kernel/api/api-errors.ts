import type { PreconditionRequired, ServiceFailure } from '../types/index.ts';

/** The one 428 marker: the caller creates a session and retries. */
export const PRECONDITION_REQUIRED: PreconditionRequired = Object.freeze({ kind: 'precondition-required' });

/** True for the 428 marker, whatever else a call may answer. */
export function isPreconditionRequired(value: unknown): value is PreconditionRequired {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { kind?: unknown }).kind === 'precondition-required'
  );
}

/** Why a call failed when the API asked for a session again right after one was created. */
export function sessionStillRequired(): Error & { code: 'SESSION_REQUIRED' } {
  return Object.assign(new Error('The API still asks for a session'), { code: 'SESSION_REQUIRED' as const });
}

/** True for the failure `sessionStillRequired` makes. */
export function isSessionStillRequired(error: unknown): boolean {
  return error instanceof Error && (error as { code?: unknown }).code === 'SESSION_REQUIRED';
}

type ErrorDetail = NonNullable<ServiceFailure['details']>[number];

/** An answer of status 400 or above: the status and the parsed error body (code, message, details). */
export class ApiRequestError extends Error implements ServiceFailure {
  readonly kind = 'http' as const;
  readonly code: string | undefined;
  readonly details: ErrorDetail[] | undefined;
  /** A firewall's HTML page instead of the API's JSON (reported apart). */
  readonly blocked: boolean;

  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly url: string,
  ) {
    const fields = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
    super(typeof fields.message === 'string' ? fields.message : `HTTP ${status} from ${url}`);
    this.name = 'ApiRequestError';
    this.code = typeof fields.code === 'string' ? fields.code : undefined;
    this.details = Array.isArray(fields.details) ? (fields.details as ErrorDetail[]) : undefined;
    this.blocked = typeof body === 'string' && /^\s*</.test(body);
  }
}

/** The call never got an answer: timed out, network failure, or aborted by the caller. */
export class ApiTransportError extends Error implements ServiceFailure {
  constructor(
    readonly kind: 'timeout' | 'network-error' | 'aborted',
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(`${kind} calling ${url}`, options);
    this.name = 'ApiTransportError';
  }
}

/** The client's own two failures: 'User Session Failed To Validate', 'Exceeded max attempts'. */
export class ApiClientError extends Error implements ServiceFailure {
  constructor(
    readonly kind: 'session-failed' | 'max-attempts',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'ApiClientError';
  }
}
