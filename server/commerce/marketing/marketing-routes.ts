import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import {
  backInStockBody,
  backInStockResponse,
  removeBody,
  removeResponse,
  subscribeQuery,
  subscribeResponse,
} from '../../../schemas/api/marketing.schema.ts';
import { badRequest } from '../../api/api-error.ts';
import { mailRateLimit } from '../../api/rate-limits.ts';
import { requestSite } from '../../api/request-guards.ts';
import type { CommerceSite } from '../../api/site-directory.ts';
import { marketingEmail } from './email-address.ts';
import { unsubscribeRoutes } from './unsubscribe-routes.ts';

const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, { $ref: 'ErrorBody#' }]));

function checkLanguage(site: CommerceSite, language: string, pointer: string): void {
  if (!site.languages.includes(language))
    throw badRequest(`Site ${site.siteId} has no language "${language}"`, [
      { pointer, rule: 'enum', message: `must be one of ${site.languages.join(', ')}` },
    ]);
}

/**
 * Marketing calls: signup, removal and back-in-stock requests. They work without a shopping session (the signup form
 * sends none): the site is the session's, else the subfolder header's.
 */
export const marketingRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { marketing, limits } = app.commerce;

  app.get(
    '/api/marketing/subscribe',
    {
      config: mailRateLimit(limits),
      schema: {
        summary: 'Subscribe an e-mail address to the marketing list',
        description:
          "One signup per marketing vendor (`vendor`), each with that vendor's interests. 422 EMAIL_FORMAT for a malformed address, 409 EMAIL_EXISTS when it is already subscribed (for a vendor's signup: to that vendor's list), 400 when consent is not true, or a vendor or an interest is not offered by the site.",
        querystring: subscribeQuery,
        response: { 200: subscribeResponse, ...errors(400, 401, 409, 422, 428) },
      },
    },
    async (request, reply) => {
      const { query } = request;
      const site = requestSite(request);
      const email = marketingEmail(query.email, '/querystring/email');
      // 400, not 422: the storefront shows every 422 as a malformed address.
      if (query.consent !== true)
        throw badRequest('Consent is required to subscribe', [
          { pointer: '/querystring/consent', rule: 'const', message: 'must be true' },
        ]);
      checkLanguage(site, query.language, '/querystring/language');
      await marketing.subscribe(
        site,
        { email, language: query.language, interests: query.interests ?? '', vendor: query.vendor },
        request.log,
      );
      reply.header('cache-control', 'no-store');
      return { status: 'SUBSCRIBED' as const };
    },
  );

  app.post(
    '/api/marketing/remove',
    {
      config: mailRateLimit(limits),
      schema: {
        summary: 'Remove an e-mail address from the marketing list',
        description:
          'Needs the token of the unsubscribe link e-mailed to the address (403 UNSUBSCRIBE_LINK_INVALID otherwise). Answers 200 whether or not the address was subscribed.',
        body: removeBody,
        response: { 200: removeResponse, ...errors(400, 401, 403, 422, 428) },
      },
    },
    async (request) => {
      const site = requestSite(request);
      const email = marketingEmail(request.body.email, '/body/email');
      await marketing.remove(site, email, request.body.token);
      return { status: 'REMOVED' as const };
    },
  );
  await app.register(unsubscribeRoutes);

  app.post(
    '/api/marketing/back-in-stock',
    {
      config: mailRateLimit(limits),
      schema: {
        summary: 'Ask to be e-mailed when a variant is back in stock',
        description:
          '404 VARIANT_NOT_FOUND when the sku is not in the catalogue, 422 EMAIL_FORMAT for a malformed address; a repeated request answers 201 again.',
        body: backInStockBody,
        response: { 201: backInStockResponse, ...errors(400, 401, 404, 422, 428) },
      },
    },
    async (request, reply) => {
      const { body } = request;
      const site = requestSite(request);
      const email = marketingEmail(body.email, '/body/email');
      checkLanguage(site, body.language, '/body/language');
      await marketing.requestBackInStock(
        site,
        { email, sku: body.variantId, language: body.language, newsletter: body.newsletter === true },
        request.log,
      );
      return reply.code(201).send({ status: 'REQUESTED', variantId: body.variantId });
    },
  );
};
