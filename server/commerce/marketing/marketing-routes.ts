import type { FastifyPluginAsync } from 'fastify';
import {
  backInStockBody,
  backInStockResponse,
  removeBody,
  removeResponse,
  subscribeQuery,
  subscribeResponse,
  type BackInStockBody,
  type RemoveBody,
  type SubscribeQuery,
} from '../../../schemas/api/marketing.schema.ts';
import { ApiError, badRequest } from '../../api/api-error.ts';
import type { CommerceContext } from '../../api/context.ts';
import { mailRateLimit } from '../../api/rate-limits.ts';
import { requestSite } from '../../api/request-guards.ts';
import type { CommerceSite } from '../../api/site-directory.ts';
import { marketingEmail } from './email-address.ts';
import { interestSourceFor, type InterestSource } from './interest-groups.ts';
import { MarketingService } from './marketing-service.ts';

const MAX_INTERESTS = 20;
const errors = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, { $ref: 'ErrorBody#' }]));

function checkLanguage(site: CommerceSite, language: string, pointer: string): void {
  if (!site.languages.includes(language))
    throw badRequest(`Site ${site.siteId} has no language "${language}"`, [
      { pointer, rule: 'enum', message: `must be one of ${site.languages.join(', ')}` },
    ]);
}

/** Comma-separated ids, each offered by the site's interest groups (when the content says which are). */
async function parseInterests(
  raw: string,
  site: CommerceSite,
  language: string,
  interests: InterestSource,
): Promise<string[]> {
  const ids = [...new Set(raw.split(',').map((id) => id.trim()))].filter(Boolean);
  const offered = await interests(site, language);
  const unknown = ids.filter((id) => !/^[\w.:-]{1,64}$/.test(id) || (offered && !offered.has(id)));
  if (ids.length > MAX_INTERESTS || unknown.length > 0)
    throw new ApiError(400, 'MARKETING_INTERESTS', 'Unknown or too many interests', [
      {
        pointer: '/querystring/interests',
        rule: 'enum',
        message: unknown.length
          ? `not offered by this site: ${unknown.join(', ')}`
          : `at most ${MAX_INTERESTS} interests`,
      },
    ]);
  return ids;
}

/**
 * Marketing calls of spec 2 section 7.7. They work without a shopping session (the signup form sends none): the site
 * is the session's, else the subfolder header's.
 */
export function marketingRoutes(
  context: CommerceContext,
  options: { interests?: InterestSource } = {},
): FastifyPluginAsync {
  return async (app) => {
    const marketing = new MarketingService(context);
    const interests = options.interests ?? interestSourceFor(context);

    app.get(
      '/api/marketing/subscribe',
      {
        config: mailRateLimit(context),
        schema: {
          summary: 'Subscribe an e-mail address to the marketing list',
          description:
            '422 EMAIL_FORMAT for a malformed address, 409 EMAIL_EXISTS when it is already subscribed, 400 when consent is not true or an interest is not offered by the site.',
          querystring: subscribeQuery,
          response: { 200: subscribeResponse, ...errors(400, 401, 409, 422, 428) },
        },
      },
      async (request, reply) => {
        const query = request.query as SubscribeQuery;
        const site = requestSite(request);
        const email = marketingEmail(query.email, '/querystring/email');
        // 400, not 422: the storefront shows every 422 as a malformed address.
        if (query.consent !== true)
          throw badRequest('Consent is required to subscribe', [
            { pointer: '/querystring/consent', rule: 'const', message: 'must be true' },
          ]);
        checkLanguage(site, query.language, '/querystring/language');
        const ids = await parseInterests(query.interests ?? '', site, query.language, interests);
        await marketing.subscribe(site, { email, language: query.language, interests: ids }, request.log);
        reply.header('cache-control', 'no-store');
        return { status: 'SUBSCRIBED' as const };
      },
    );

    app.post(
      '/api/marketing/remove',
      {
        config: mailRateLimit(context),
        schema: {
          summary: 'Remove an e-mail address from the marketing list',
          description: 'Answers 200 whether or not the address was subscribed.',
          body: removeBody,
          response: { 200: removeResponse, ...errors(400, 401, 422, 428) },
        },
      },
      async (request) => {
        const site = requestSite(request);
        const email = marketingEmail((request.body as RemoveBody).email, '/body/email');
        await marketing.remove(site, email);
        return { status: 'REMOVED' as const };
      },
    );

    app.post(
      '/api/marketing/back-in-stock',
      {
        config: mailRateLimit(context),
        schema: {
          summary: 'Ask to be e-mailed when a variant is back in stock',
          description:
            '404 VARIANT_NOT_FOUND when the sku is not in the catalogue, 422 EMAIL_FORMAT for a malformed address; a repeated request answers 201 again.',
          body: backInStockBody,
          response: { 201: backInStockResponse, ...errors(400, 401, 404, 422, 428) },
        },
      },
      async (request, reply) => {
        const body = request.body as BackInStockBody;
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
}
