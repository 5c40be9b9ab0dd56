import type { FromSchema } from 'json-schema-to-ts';

/**
 * POST /api/site-gate: the visitor's username and password for a gated site, checked by the server, which answers a
 * match with a signed pass cookie. Outside the commerce API: a shop without a back end has a gate too.
 */
export const SITE_GATE_PATH = '/api/site-gate';

export const siteGateBody = {
  type: 'object',
  required: ['siteId', 'username', 'password'],
  additionalProperties: false,
  properties: {
    siteId: { type: 'string', minLength: 1, maxLength: 100 },
    username: { type: 'string', maxLength: 200 },
    password: { type: 'string', maxLength: 200 },
  },
} as const;
export type SiteGateBody = FromSchema<typeof siteGateBody>;

/** A match: when the pass expires (epoch milliseconds); the pass itself is an HttpOnly cookie. */
export const siteGateResponse = {
  type: 'object',
  required: ['siteId', 'expiresAt'],
  additionalProperties: false,
  properties: { siteId: { type: 'string' }, expiresAt: { type: 'integer' } },
} as const;
export type SiteGateResponse = FromSchema<typeof siteGateResponse>;
