import type { FromSchema } from 'json-schema-to-ts';
import { languageCode } from './common.schema.ts';

/** POST /api/basic-session and /api/session: create a shopping session. */
export const createSessionBody = {
  type: 'object',
  required: ['language', 'sitePublicId'],
  additionalProperties: false,
  properties: {
    language: languageCode,
    sitePublicId: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$' },
  },
} as const;
export type CreateSessionBody = FromSchema<typeof createSessionBody>;

export const sessionResponse = {
  type: 'object',
  required: ['sessionId', 'siteId', 'language', 'signedIn', 'expiresAt'],
  additionalProperties: false,
  properties: {
    /** Also returned in the session header; the client keeps it and sends it back. */
    sessionId: { type: 'string' },
    siteId: { type: 'string' },
    language: { type: 'string' },
    signedIn: { type: 'boolean' },
    accountId: { type: 'string' },
    expiresAt: { type: 'string' },
  },
} as const;
export type SessionResponse = FromSchema<typeof sessionResponse>;

/** PUT /api/session/updateProperties?paramId=lang */
export const updateSessionPropertiesQuery = {
  type: 'object',
  required: ['paramId'],
  properties: { paramId: { type: 'string', enum: ['lang'] }, siteTag: { type: 'string' } },
} as const;
export const updateSessionPropertiesBody = {
  type: 'object',
  required: ['value'],
  additionalProperties: false,
  properties: { value: languageCode },
} as const;
