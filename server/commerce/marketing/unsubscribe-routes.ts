import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply } from 'fastify';
import { unsubscribeForm } from '../../../schemas/api/marketing.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import { mailRateLimit } from '../../api/rate-limits.ts';
import { marketingEmail } from './email-address.ts';
import { UNSUBSCRIBE_PATH } from './unsubscribe-link.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A small page of its own: it is opened from an e-mail, before (or without) the storefront. */
function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>` +
        `<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
    );
}

/**
 * The unsubscribe link of a marketing e-mail. Opening it asks (a link checker that follows it changes nothing); the
 * button posts the same signed values, and only the token the shop e-mailed to that address removes it.
 */
export const unsubscribeRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { marketing, limits, sites } = app.commerce;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2048 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const proven = async (values: { site: string; email: string; token: string }) => {
    const site = await sites.bySiteId(values.site);
    const email = marketingEmail(values.email, '/email');
    if (!site || !marketing.provesAddress(site, email, values.token))
      throw new ApiError(403, 'UNSUBSCRIBE_LINK_INVALID', 'Use the unsubscribe link from one of our e-mails');
    return { site, email };
  };
  const invalid = (reply: FastifyReply) =>
    page(
      reply,
      403,
      'This unsubscribe link is not valid',
      '<p>Please use the link at the foot of one of our e-mails.</p>',
    );

  app.get(
    UNSUBSCRIBE_PATH,
    { config: mailRateLimit(limits), schema: { hide: true, querystring: unsubscribeForm } },
    async (request, reply) => {
      const found = await proven(request.query).catch(() => undefined);
      if (!found) return invalid(reply);
      const fields = Object.entries(request.query)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
        .join('');
      return page(
        reply,
        200,
        'Unsubscribe from our e-mails',
        `<p>Stop sending marketing e-mails to <strong>${escapeHtml(found.email)}</strong>?</p>` +
          `<form method="post" action="${UNSUBSCRIBE_PATH}">${fields}<button type="submit">Unsubscribe</button></form>`,
      );
    },
  );

  app.post(
    UNSUBSCRIBE_PATH,
    { config: mailRateLimit(limits), schema: { hide: true, body: unsubscribeForm } },
    async (request, reply) => {
      const found = await proven(request.body).catch(() => undefined);
      if (!found) return invalid(reply);
      await marketing.remove(found.site, found.email, request.body.token);
      return page(
        reply,
        200,
        'You have been unsubscribed',
        `<p>We will not send marketing e-mails to <strong>${escapeHtml(found.email)}</strong> any more.</p>`,
      );
    },
  );
};
