import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ApiError } from '../../api/api-error.ts';
import { MAIL_KINDS, type MailKind } from './email-templates.ts';
import { outboxPage } from './outbox-page.ts';

const listQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 },
    kind: { type: 'string', enum: MAIL_KINDS },
  },
} as const;

const entrySchema = {
  type: 'object',
  required: ['id', 'kind', 'recipient', 'subject', 'bodyText', 'siteId', 'createdAt', 'status'],
  properties: {
    id: { type: 'integer' },
    kind: { type: 'string' },
    recipient: { type: 'string' },
    subject: { type: 'string' },
    bodyText: { type: 'string' },
    siteId: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    status: { type: 'string' },
  },
} as const;

/**
 * The developer outbox: `GET /api/dev/outbox` (JSON) and `/api/dev/outbox.html` (a page). Open paths (no siteTag,
 * no credentials, see the API plugin), left out of the OpenAPI contract.
 */
export const outboxRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { outbox } = app.commerce;
  const entries = (query: { limit: number; kind?: MailKind }) => {
    // Queued e-mails hold customers' addresses: shown only when the operator opted in, whatever NODE_ENV says.
    if (!app.deployment.outboxPage) throw new ApiError(404, 'NOT_FOUND', 'No such page');
    return outbox.list({ limit: query.limit, ...(query.kind ? { kind: query.kind } : {}) });
  };
  const errors = { 400: { $ref: 'ErrorBody#' }, 404: { $ref: 'ErrorBody#' } };

  app.get(
    '/api/dev/outbox',
    {
      schema: {
        hide: true,
        querystring: listQuery,
        response: { 200: { type: 'array', items: entrySchema }, ...errors },
      },
    },
    async (request, reply) => {
      const list = await entries(request.query);
      return reply.header('cache-control', 'no-store').send(list);
    },
  );

  app.get(
    '/api/dev/outbox.html',
    { schema: { hide: true, querystring: listQuery } },
    async (request, reply) => {
      const list = await entries(request.query);
      return reply
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(outboxPage(list, request.query.kind));
    },
  );
};
