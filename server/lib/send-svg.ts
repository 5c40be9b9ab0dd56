import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagOfBytes, matchesIfNoneMatch } from './etag.ts';
import { NO_SCRIPT_POLICY } from './security-headers.ts';

/** Answer a drawn SVG picture with its ETag (304 when the browser has it) and the given cache lifetime. */
export function sendSvg(
  request: FastifyRequest,
  reply: FastifyReply,
  svg: string,
  cacheControl: string,
): FastifyReply {
  const etag = etagOfBytes(svg);
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('content-security-policy', NO_SCRIPT_POLICY);
  if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('image/svg+xml').send(svg);
}
