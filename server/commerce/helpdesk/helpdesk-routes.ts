import type { ValidateFunction } from 'ajv';
import type { FastifyPluginAsyncJsonSchemaToTs } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifySchemaCompiler } from 'fastify';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_FIELD,
  ticketCreatedResponse,
  ticketFields,
  ticketForm,
  TICKET_PRIORITY,
  TICKET_STATUS,
  type TicketFields,
} from '../../../schemas/api/helpdesk.schema.ts';
import { API_LIMITS } from '../../../schemas/api/conventions.ts';
import { ApiError, badRequest } from '../../api/api-error.ts';
import { mailRateLimit } from '../../api/rate-limits.ts';
import { validationDetails, validatorCompiler } from '../../api/validation.ts';
import { attachmentType, safeFilename } from './attachment-types.ts';
import type { TicketAttachment } from './helpdesk-repository.ts';
import { readMultipartForm, type UploadedFile } from './multipart-form.ts';

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

function checkAttachments(files: UploadedFile[]): TicketAttachment[] {
  const stray = files.find((file) => file.fieldname !== ATTACHMENT_FIELD);
  if (stray)
    throw badRequest(`Files go in "${ATTACHMENT_FIELD}"`, [
      { pointer: `/body/${stray.fieldname}`, message: 'unexpected file' },
    ]);
  const attachments = files.map((file) => {
    const filename = safeFilename(file.filename);
    return { filename, contentType: attachmentType(filename, file.bytes), bytes: file.bytes };
  });
  const refused = attachments.flatMap((attachment, index) =>
    attachment.contentType
      ? []
      : [
          {
            pointer: `/body/${ATTACHMENT_FIELD}/${index}`,
            rule: 'type',
            message: `"${attachment.filename}" is not a ${ATTACHMENT_EXTENSIONS.join(', ')} file`,
          },
        ],
  );
  if (refused.length)
    throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', 'An attachment is not an accepted type', refused);
  return attachments as TicketAttachment[];
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
        description: `multipart/form-data; priority must be ${TICKET_PRIORITY} and status ${TICKET_STATUS}. Attachments: ${ATTACHMENT_EXTENSIONS.join(', ')} (extension and content must agree), at most ${API_LIMITS.maxAttachments} of ${API_LIMITS.maxAttachmentBytes} bytes each.`,
        consumes: ['multipart/form-data'],
        body: ticketForm,
        response: {
          201: ticketCreatedResponse,
          ...Object.fromEntries([400, 401, 413, 415].map((status) => [status, { $ref: 'ErrorBody#' }])),
        },
      },
      validatorCompiler: documentedBodyOnly,
    },
    async (request, reply) => {
      const form = await readMultipartForm(request);
      const fields = checkFields(form.fields);
      const attachments = checkAttachments(form.files);
      const site = request.shopper.session?.site ?? request.shopper.subfolderSite;
      const id = await helpdesk.createTicket(fields, attachments, site?.siteId ?? null, request.log);
      return reply.code(201).send({ id });
    },
  );
};
