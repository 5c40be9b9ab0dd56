import type { FastifyReply } from 'fastify';

/** The one error body of the server, so the storefront reads every failure (content, API, routing) the same way. */
export interface ErrorBody {
  status: number;
  code: string;
  message: string;
}

/** Answer with the shared JSON error body. */
export function sendError(reply: FastifyReply, status: number, code: string, message: string): FastifyReply {
  const body: ErrorBody = { status, code, message };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
