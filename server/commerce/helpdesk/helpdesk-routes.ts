import type { ValidateFunction } from 'ajv';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifySchemaCompiler } from 'fastify';
import {
  ATTACHMENT_EXTENSIONS,
  ticketCreatedResponse,
  ticketFields,
  ticketForm,
  TICKET_PRIORITY,
  TICKET_STATUS,
  type TicketFields,
} from '../../../schemas/api/helpdesk.schema.ts';
import { API_LIMITS } from '../../../schemas/api/conventions.ts';
import { badRequest } from '../../api/api-error.ts';
import { mailRateLimit } from '../../api/rate-limits.ts';
import { validationDetails, validatorCompiler } from '../../api/validation.ts';
import { clientKeyOf } from '../../lib/client-key.ts';
import { attachmentPolicy } from './attachment-upload.ts';
import { withMultipartForm } from './multipart-form.ts';

// Form values are text, like a query string: validate them with the API's coercing validator ("3" is 3).
const validateFields = validatorCompiler({
  schema: ticketFields,
  httpPart: 'querystring',
  method: 'POST',
  url: '/api/helpdesk/tickets',
}) as unknown as ValidateFunction;

/** The body schema is there for the OpenAPI document only: a multipart body is read and checked by the handler. */
const documentedBodyOnly: FastifySchemaCompiler<object> = (route) =>
  route.httpPart === 'body' ? () => true : validatorCompiler(route);

function checkFields(fields: Record<string, unknown>): TicketFields {
  const candidate = { ...fields };
  if (!validateFields(candidate))
    throw badRequest('Invalid ticket fields', validationDetails(validateFields.errors ?? [], '/body'));
  return candidate as TicketFields;
}

/**
 * `POST /api/helpdesk/tickets`: the contact enquiry, multipart with Basic authorization (checked by the API plugin).
 * No session is needed; one that is sent names the site of the acknowledgement e-mail.
 */
export const helpdeskRoutes: FastifyPluginAsyncJsonSchemaToTs = async (app) => {
  const { helpdesk, limits } = app.commerce;
  app.post(
    '/api/helpdesk/tickets',
    {
      config: mailRateLimit(limits),
      schema: {
        summary: 'Send a contact enquiry',
        description: `multipart/form-data; priority must be ${TICKET_PRIORITY} and status ${TICKET_STATUS}. Attachments: ${ATTACHMENT_EXTENSIONS.join(', ')} (extension and content must agree), at most ${API_LIMITS.maxAttachments} of ${API_LIMITS.maxAttachmentBytes} bytes each, and a budget of bytes per client per hour (429 with retry-after past it).`,
        consumes: ['multipart/form-data'],
        body: ticketForm,
        response: {
          201: ticketCreatedResponse,
          ...Object.fromEntries([400, 401, 413, 415, 429].map((status) => [status, { $ref: 'ErrorBody#' }])),
        },
      },
      validatorCompiler: documentedBodyOnly,
    },
    async (request, reply) => {
      const budget = limits.helpdeskUploadBytesPerHour;
      const site = request.shopper.session?.site ?? request.shopper.subfolderSite;
      // A client over its budget is refused before any file is read, by what it has sent and what it declares.
      const client = clientKeyOf(request);
      const upload = await helpdesk.uploads.start(
        client,
        budget,
        Number(request.headers['content-length']) || 0,
      );
      try {
        const id = await withMultipartForm(request, attachmentPolicy(upload.charge), (form) =>
          helpdesk.createTicket(checkFields(form.fields), form.files, site?.siteId ?? null, request.log),
        );
        return reply.code(201).send({ id });
      } finally {
        await upload.settle();
      }
    },
  );
};
