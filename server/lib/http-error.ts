import type { FastifyReply } from 'fastify';

/** The one error body of the server, so the storefront reads every failure (content, API, routing) the same way. */
export interface ErrorBody {
  status: number;
  code: string;
  message: string;
  /** The request's id (also in the `X-Request-Id` header and in every log line of the request). */
  requestId: string;
}

/** Answer with the shared JSON error body. */
export function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  const body: ErrorBody = { status, code, message, requestId: reply.request.id };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
