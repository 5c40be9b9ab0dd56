import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import { ApiError } from '../../api/api-error.ts';
import { hasValidSignature } from '../../lib/notification-signature.ts';
import { NOTIFICATION_ACCEPTED } from '../../lib/payment-protocol.ts';
import { logLateAuthorisation } from './payment-voids.ts';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** An Adyen-style notification: a few items, each with the fields its signature covers. */
const notificationBody = {
  type: 'object',
  required: ['notificationItems'],
  properties: {
    live: text(10),
    notificationItems: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['NotificationRequestItem'],
        properties: {
          NotificationRequestItem: {
            type: 'object',
            required: [
              'eventCode',
              'success',
              'pspReference',
              'merchantReference',
              'merchantAccountCode',
              'amount',
              'additionalData',
            ],
            properties: {
              eventCode: text(50),
              success: { type: 'string', enum: ['true', 'false'] },
              pspReference: text(100),
              originalReference: text(100),
              merchantReference: text(100),
              merchantAccountCode: text(100),
              amount: {
                type: 'object',
                required: ['currency', 'value'],
                properties: {
                  currency: text(3),
                  value: { type: 'integer', minimum: 0, maximum: 100_000_000_00 },
                },
              },
              paymentMethod: text(100),
              reason: text(500),
              additionalData: {
                type: 'object',
                required: ['hmacSignature'],
                properties: { hmacSignature: text(200) },
              },
            },
          },
        },
      },
    },
  },
} as const;

/**
 * The provider's webhook (POST /api/payments/notifications): every item's HMAC signature is checked before anything
 * changes; AUTHORISATION items then settle their orders when they match them (a settled order is left alone, so
 * repeats are harmless; an authorisation for a cancelled order is voided) and the provider gets `[accepted]`. This is
 * what completes a paid order the shop did not hear about at the time.
 */
export const paymentNotificationRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { placement, payments } = app.commerce;
  app.post(
    '/api/payments/notifications',
    { schema: { hide: true, body: notificationBody } },
    async (request, reply) => {
      const items = request.body.notificationItems.map((entry) => entry.NotificationRequestItem);
      for (const item of items)
        if (!hasValidSignature(item, item.additionalData.hmacSignature, payments.hmacKeyHex))
          throw new ApiError(401, 'UNAUTHORIZED', 'A notification signature is not valid');
      for (const item of items) {
        if (item.eventCode !== 'AUTHORISATION') continue;
        const result = await placement.notified(item);
        // Accepted all the same, so the provider does not send it again; a person can look at it from the log.
        if (result.kind === 'mismatch')
          request.log.error(
            {
              pspReference: item.pspReference,
              orderReference: item.merchantReference,
              mismatch: result.fields,
            },
            'payment notification does not match its order: not applied',
          );
        if (result.kind === 'authorised-too-late') logLateAuthorisation(request.log, result.late);
      }
      return reply.type('text/plain; charset=utf-8').send(NOTIFICATION_ACCEPTED);
    },
  );
};
