import type { FastifyInstance } from 'fastify';

/**
 * The page's Content-Security-Policy: a Vite build (module scripts, CSS files from linaria) and JSON data tags, plus
 * the origins of the site's own third-party scripts (scripts.json) and of an outside search service when a page passes
 * them. Anything not named falls
 * back to this origin only; forms post only here, and only this origin may frame the shop.
 */
export const pageContentSecurityPolicy = (
  scriptOrigins: readonly string[] = [],
  connectOrigins: readonly string[] = [],
) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...scriptOrigins].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "media-src 'self'",
    ["connect-src 'self'", ...connectOrigins].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

export const contentSecurityPolicy = pageContentSecurityPolicy();

/**
 * Files an operator or the catalogue supplies (content-root files, drawn SVG pictures) are data, never a program: if
 * one is opened on its own (an SVG or HTML file with a script inside), the browser runs nothing and treats it as a
 * foreign origin, so it cannot read the shopper's session.
 */
export const NO_SCRIPT_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; media-src 'self'; sandbox";

export interface SecurityHeaderOptions {
  /** Served over HTTPS: tell browsers to use nothing else for this long (HSTS); undefined sends no HSTS. */
  hstsMaxAgeSeconds?: number;
}

/**
 * Add the security headers at the root so every plugin's answers get them: nosniff and the referrer policy on all
 * responses, HSTS when the shop is served over HTTPS, the CSP on HTML.
 */
export function addSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): void {
  const hsts = options.hstsMaxAgeSeconds === undefined ? undefined : `max-age=${options.hstsMaxAgeSeconds}`;
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (hsts) reply.header('strict-transport-security', hsts);
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
