import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { API_LIMITS } from '../../../schemas/api/conventions.ts';
import { ATTACHMENT_EXTENSIONS } from '../../../schemas/api/helpdesk.schema.ts';
import { extensionOf } from '../../../shared/attachment-rules.ts';
import type { ContentOf } from '../../content/index.ts';
import type { ContactEnquiry } from '../../kernel/types/index.ts';

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
  if (!rules.extensions.includes(extensionOf(file.name))) return 'type';
  if (file.size > rules.maxBytes) return 'size';
  if (chosen >= rules.maxFiles) return 'count';
  return null;
}

/** The accepted types as a shopper names them: capitals, and JPEG said once, as JPG ("GIF, JPG, PNG, PDF"). */
export function typeNames(extensions: readonly string[]): string[] {
  return [...new Set(extensions.map((type) => (type === 'jpeg' ? 'JPG' : type.toUpperCase())))];
}

const KIB = 1024;
const MIB = 1024 * 1024;

/**
 * A file size as people read it, in the locale's own numbers and unit words: "69 bytes", "240 kB", "1.5 MB",
 * "69 バイト", "5 م.ب". Bytes are written out: their short form is the bare word "byte", whatever the number.
 */
export function readableSize(bytes: number, locale: string): string {
  const [unit, size] = bytes >= MIB ? ['megabyte', MIB] : bytes >= KIB ? ['kilobyte', KIB] : ['byte', 1];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: 1,
  }).format(bytes / size);
}

/**
 * The form's countries: the content's first (the site's own, chosen to begin with), then the rest in the alphabetical
 * order of their names in the form's language, so a long list reads the way a shopper looks through it.
 */
export function countryChoices(
  codes: readonly string[],
  name: (code: string) => string,
  language: string,
): string[] {
  const [first, ...rest] = codes;
  if (first === undefined) return [];
  const collator = new Intl.Collator(language);
  return [first, ...[...rest].sort((a, b) => collator.compare(name(a), name(b)))];
}

/**
 * The generated part of the form: the content's schema without the fields the form draws itself, titled and helped
 * by the site's labels, with the country choice when the form content lists countries.
 */
export function contactFormSchema(
  schema: ContactSchema,
  labels: ContactLabels,
  layout: ContactLayout,
  country: { label: string; name: (code: string) => string; language: string },
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
  const countries = countryChoices(layout.countries ?? [], country.name, country.language);
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
