import type { FromSchema } from 'json-schema-to-ts';
import { emailAddress, languageCode, shortText } from './common.schema.ts';

/** The ticket priority and status the storefront always sends. */
export const TICKET_PRIORITY = 3;
export const TICKET_STATUS = 2;

/** Attachment types the contact form accepts, by file extension. */
export const ATTACHMENT_EXTENSIONS = ['gif', 'jpg', 'jpeg', 'png', 'pdf'] as const;
/** The form field files arrive in. */
export const ATTACHMENT_FIELD = 'attachments[]';

/** One line of text: no control characters at all (a subject ends up in an e-mail header). */
const oneLine = (maxLength: number) =>
  ({ type: 'string', minLength: 1, maxLength, pattern: '^[^\\u0000-\\u001F\\u007F]*$' }) as const;

/**
 * The text fields of POST /api/helpdesk/tickets, named as sent in the multipart form. Form values
 * are text, so the route validates them with coercion ("3" is the integer 3), like a query string.
 */
export const ticketFields = {
  type: 'object',
  required: ['subject', 'email', 'description', 'priority', 'status', 'type', 'custom_fields[cf_language]'],
  additionalProperties: false,
  properties: {
    subject: oneLine(200),
    email: emailAddress,
    description: { ...shortText(5000), minLength: 1 },
    priority: { type: 'integer', const: TICKET_PRIORITY },
    status: { type: 'integer', const: TICKET_STATUS },
    type: oneLine(50),
    'custom_fields[cf_language]': languageCode,
    'custom_fields[cf_country]': { type: 'string', pattern: '^[A-Z]{2}$' },
    product_id: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
  },
} as const;
export type TicketFields = FromSchema<typeof ticketFields>;

/** The whole form, for the OpenAPI document: the fields plus up to five files. */
export const ticketForm = {
  ...ticketFields,
  properties: {
    ...ticketFields.properties,
    [ATTACHMENT_FIELD]: {
      type: 'array',
      items: { type: 'string', format: 'binary' },
      description: 'gif, jpg, jpeg, png or pdf; the content must match the extension',
    },
  },
} as const;

export const ticketCreatedResponse = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer' } },
} as const;
export type TicketCreatedResponse = FromSchema<typeof ticketCreatedResponse>;
