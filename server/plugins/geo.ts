import type { FastifyPluginAsync } from 'fastify';
import { COUNTRY_VARY_HEADERS, detectCountry } from '../lib/detect-country.ts';

/** The answer of `GET /api/geo`: an upper-case ISO 3166 alpha-2 code, or null when the request does not tell. */
const geoResponseSchema = {
  type: 'object',
  required: ['countryCode'],
  additionalProperties: false,
  properties: { countryCode: { type: ['string', 'null'], pattern: '^[A-Z]{2}$' } },
} as const;

/**
 * `GET /api/geo`: the visitor's country from the CDN's header or the browser's language, so the storefront can suggest
 * a site. Registered beside (not inside) the commerce API: it needs no siteTag nor credentials, and answers whether
 * or not the commerce API runs. Personal, so never stored by a shared cache.
 */
export const geoPlugin: FastifyPluginAsync = async (app) => {
  app.get('/api/geo', { schema: { response: { 200: geoResponseSchema } } }, async (request, reply) =>
    reply
      .header('cache-control', 'private, no-store')
      .header('vary', COUNTRY_VARY_HEADERS.join(', '))
      .send({ countryCode: detectCountry(request.headers) }),
  );
};
