import type { FastifyInstance } from 'fastify';

/**
 * The page's Content-Security-Policy: a Vite build (module scripts, CSS files from linaria) and JSON data tags, plus
 * the origins of the site's own third-party scripts (scripts.json) when a page passes them.
 */
export const pageContentSecurityPolicy = (scriptOrigins: readonly string[] = []) =>
  [
    ["script-src 'self'", ...scriptOrigins].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
  ].join('; ');

export const contentSecurityPolicy = pageContentSecurityPolicy();

/**
 * Add the security headers at the root so every plugin's answers get them: nosniff and the referrer policy on all
 * responses, the CSP on HTML.
 */
export function addSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const type = reply.getHeader('content-type');
    if (
      typeof type === 'string' &&
      type.startsWith('text/html') &&
      !reply.hasHeader('content-security-policy')
    ) {
      reply.header('content-security-policy', contentSecurityPolicy);
    }
    return payload;
  });
}
