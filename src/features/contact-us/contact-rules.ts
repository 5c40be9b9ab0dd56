import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { API_LIMITS } from '../../../schemas/api/conventions.ts';
import { ATTACHMENT_EXTENSIONS } from '../../../schemas/api/helpdesk.schema.ts';
import type { ContentOf } from '../../content/index.ts';
import type { ContactEnquiry } from '../../services/types/index.ts';

type ContactSchema = ContentOf<'contactUsSchema'>;
type ContactLabels = ContentOf<'contactUsWebLabels'>;
type ContactLayout = ContentOf<'contactUsForm'>;
type FieldSchema = { type?: string; title?: string; maxItems?: number; [keyword: string]: unknown };

/** Fields the form handles itself rather than through the generated fields. */
const OWN_FIELDS = new Set(['attachments', 'type']);
/** The field the country choice is kept in, when the site's form offers one. */
export const COUNTRY_FIELD = 'country';

/** The rules an attachment is checked by before it is sent: the same the helpdesk applies. */
export interface AttachmentRules {
  /** Lower-case extensions without the dot. */
  extensions: string[];
  maxBytes: number;
  maxFiles: number;
}

/**
 * The attachment rules of a site's form: the types both the content's `accept` and the helpdesk allow, the helpdesk's
 * size per file, and the fewer of the content's `maxItems` and the helpdesk's count. No attachments field, none.
 */
export function attachmentRules(schema: ContactSchema, layout: ContactLayout): AttachmentRules | null {
  const field = (schema.properties as Record<string, FieldSchema>).attachments;
  if (!field) return null;
  const options = (layout.uiSchema as UiSchema).attachments?.['ui:options'] as
    { accept?: unknown } | undefined;
  const accepted =
    typeof options?.accept === 'string'
      ? options.accept.split(',').map((type) => type.trim().replace(/^\./, '').toLowerCase())
      : [...ATTACHMENT_EXTENSIONS];
  return {
    extensions: accepted.filter((type) => (ATTACHMENT_EXTENSIONS as readonly string[]).includes(type)),
    maxBytes: API_LIMITS.maxAttachmentBytes,
    maxFiles: Math.min(field.maxItems ?? API_LIMITS.maxAttachments, API_LIMITS.maxAttachments),
  };
}

export type AttachmentProblem = 'type' | 'size' | 'count';

/** Why a file cannot join the ones already chosen, or null when it can. */
export function attachmentProblem(
  file: { name: string; size: number },
  chosen: number,
  rules: AttachmentRules,
): AttachmentProblem | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!rules.extensions.includes(extension)) return 'type';
  if (file.size > rules.maxBytes) return 'size';
  if (chosen >= rules.maxFiles) return 'count';
  return null;
}

/** A size as people read it: 5 MB, 240 kB. */
export function readableSize(bytes: number, language: string): string {
  const units: [number, string][] = [
    [1024 * 1024, 'megabyte'],
    [1024, 'kilobyte'],
  ];
  for (const [size, unit] of units)
    if (bytes >= size)
      return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(
        bytes / size,
      );
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'byte' }).format(bytes);
}

/**
 * The generated part of the form: the content's schema without the fields the form draws itself, titled and helped
 * by the site's labels, with the country choice when the form content lists countries.
 */
export function contactFormSchema(
  schema: ContactSchema,
  labels: ContactLabels,
  layout: ContactLayout,
  country: { label: string; name: (code: string) => string },
): { schema: RJSFSchema; uiSchema: UiSchema } {
  const properties: Record<string, FieldSchema> = {};
  for (const [name, field] of Object.entries(schema.properties as Record<string, FieldSchema>))
    if (!OWN_FIELDS.has(name))
      properties[name] = { ...field, title: labels.fields[name]?.label ?? field.title };
  const uiSchema: UiSchema = {};
  for (const [name, ui] of Object.entries(layout.uiSchema as UiSchema))
    if (!OWN_FIELDS.has(name) && name !== 'ui:order') uiSchema[name] = ui;
  for (const [name, label] of Object.entries(labels.fields)) {
    if (!properties[name]) continue;
    uiSchema[name] = {
      ...uiSchema[name],
      ...(label.help ? { 'ui:help': label.help } : {}),
      ...(label.placeholder ? { 'ui:placeholder': label.placeholder } : {}),
    };
  }
  const countries = layout.countries ?? [];
  if (countries.length > 0) {
    properties[COUNTRY_FIELD] = {
      type: 'string',
      title: country.label,
      enum: countries,
      default: countries[0],
    };
    uiSchema[COUNTRY_FIELD] = {
      'ui:enumNames': countries.map(country.name),
      'ui:autocomplete': 'country',
    };
  }
  const order = ((layout.uiSchema as UiSchema)['ui:order'] as string[] | undefined) ?? [];
  uiSchema['ui:order'] = [...order.filter((name) => properties[name]), '*'];
  return {
    schema: {
      type: 'object',
      required: (schema.required as string[]).filter((name) => properties[name]),
      properties: properties as RJSFSchema['properties'],
    },
    uiSchema,
  };
}

/**
 * The enquiry from the form's values: the fields the helpdesk knows by name, and any other field the site's form
 * asks (an order number) written into the message under its label, so nothing the shopper typed is lost.
 */
export function enquiryFrom(
  values: Record<string, unknown>,
  context: { labels: ContactLabels; layout: ContactLayout; language: string; attachments: File[] },
): ContactEnquiry {
  const text = (name: string) => (typeof values[name] === 'string' ? (values[name] as string).trim() : '');
  const known = new Set(['email', 'subject', 'description', COUNTRY_FIELD]);
  const extras = Object.keys(values)
    .filter((name) => !known.has(name) && !OWN_FIELDS.has(name) && text(name))
    .map((name) => `${context.labels.fields[name]?.label ?? name}: ${text(name)}`);
  return {
    email: text('email'),
    subject: text('subject'),
    description: [...extras, text('description')].join('\n\n'),
    type: context.layout.ticketType,
    language: context.language,
    ...(text(COUNTRY_FIELD) ? { country: text(COUNTRY_FIELD) } : {}),
    attachments: context.attachments,
  };
}
