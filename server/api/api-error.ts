import type { ErrorCode } from '../../schemas/api/errors.ts';

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
    /** Extra fields for the body, e.g. the spec's `result: 'NOT_FOUND'` for product lookups. */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, details?: ErrorDetail[]) =>
  new ApiError(400, 'BAD_REQUEST', message, details);
export const notFound = (code: ErrorCode, message: string) => new ApiError(404, code, message);
