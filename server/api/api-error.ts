import type { FastifyReply } from 'fastify';
import type { ErrorCode } from '../../schemas/api/errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/database.ts';

/** One problem with a request, by JSON pointer: the rule it broke and a readable message. */
export interface ErrorDetail {
  pointer: string;
  rule?: string;
  message: string;
}

/** A failure a route answers with on purpose: status, catalogue code and message (never a stack). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetail[],
    /** Extra fields for the body, e.g. `result: 'NOT_FOUND'` on a product lookup, which the storefront reads. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 400 BAD_REQUEST with field details: the common answer to input the schema could not catch. */
export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new ApiError(400, 'BAD_REQUEST', message, details);
/** A 404 with the catalogue code of what was not found. */
export const notFound = (code: ErrorCode, message: string) => new ApiError(404, code, message);

/** The catalogue code for a failure known only by its HTTP status (framework errors, parser limits). */
export function codeForStatus(status: number): ErrorCode {
  if (status === 413) return 'PAYLOAD_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_MEDIA_TYPE';
  if (status === 429) return 'TOO_MANY_REQUESTS';
  if (status === 404) return 'NOT_FOUND';
  if (status === 401) return 'SESSION_INVALID';
  if (status >= 500) return 'INTERNAL_ERROR';
  return 'BAD_REQUEST';
}

/** Answer an ApiError as the API's JSON error body (status, code, message, details and any extra fields). */
export function sendApiError(reply: FastifyReply, error: ApiError): FastifyReply {
  // A limit that says how long to wait says it in the header clients and proxies read, too.
  const retryAfter = error.extra?.retryAfterSeconds;
  if (typeof retryAfter === 'number') void reply.header('retry-after', String(retryAfter));
  else if (error.code === 'SERVICE_UNAVAILABLE')
    void reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send({
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
      ...error.extra,
      requestId: reply.request.id,
    });
}

/**
 * The answer to a failure of the database rather than of the request (connections dropped, server restarting, disk
 * full): a 503 the caller may retry, or undefined for any other failure.
 */
export function unavailableError(error: unknown): ApiError | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  return new ApiError(503, 'SERVICE_UNAVAILABLE', 'The shop cannot reach its database; try again shortly');
}
