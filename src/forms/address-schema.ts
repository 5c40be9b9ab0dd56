import type { AddressField, AddressMessages, AddressRules } from '../../shared/address-rules.ts';
import { ADDRESS_MESSAGES } from '../../shared/address-rules.ts';
import type { ContentOf } from '../content/index.ts';

/** One destination country's layout from the site's `address-layouts.json`. */
export type AddressLayout = ContentOf<'addressLayouts'>['layouts'][string];

/** A shown field: a string with the API's limits (and the region's codes when the country has a list). */
export interface AddressFieldSchema {
  type: 'string';
  title: string;
  maxLength: number;
  pattern?: string;
  enum?: string[];
}

/** The JSON Schema of a delivery address form: a flat object of strings. */
export interface AddressSchema {
  type: 'object';
  properties: Partial<Record<AddressField, AddressFieldSchema>>;
  required: AddressField[];
}

/** How each field renders: its autofill token, widget, option labels; `ui:options.fieldRows` lays the fields out. */
export interface AddressUiSchema {
  'ui:order': AddressField[];
  'ui:options': { fieldRows: AddressField[][] };
  [field: string]: unknown;
}

// Autofill tokens, so a browser or password manager can fill the whole address at once.
const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  addressLine1: 'address-line1',
  addressLine2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postcode: 'postal-code',
  phoneNumber: 'tel',
};

/**
 * The address form for one country: the layout decides which fields show, in what rows and with what labels; the
 * API's rules add what the API will refuse (required, length, postcode pattern, region codes), so the form never lets
 * through an address the cart would reject. A field the rules require but the layout forgot gets a row of its own.
 */
export function buildAddressForm(
  layout: AddressLayout,
  rules: AddressRules,
  fallbackLabel: (field: AddressField) => string,
): { schema: AddressSchema; uiSchema: AddressUiSchema } {
  const rows: AddressField[][] = layout.rows.map((row) => [...row]);
  const laidOut = new Set<AddressField>(rows.flat());
  for (const field of rules.required) if (!laidOut.has(field) && field !== 'countryCode') rows.push([field]);
  const fields = rows.flat();
  // Layouts are written for delivery, where couriers need a phone; a billing address needs only what the rules ask.
  const layoutRequired = layout.required.filter(
    (field) => rules.type !== 'BILLING' || field !== 'phoneNumber',
  );
  const required = new Set([...layoutRequired, ...rules.required]);
  const regionOptions = regionsOf(layout, rules);

  const properties: AddressSchema['properties'] = {};
  const uiSchema: AddressUiSchema = { 'ui:order': fields, 'ui:options': { fieldRows: rows } };
  for (const field of fields) {
    const property: AddressFieldSchema = {
      type: 'string',
      title: layout.labels?.[field] ?? fallbackLabel(field),
      maxLength: rules.maxLength[field],
    };
    const ui: Record<string, unknown> = { 'ui:autocomplete': AUTOCOMPLETE[field] ?? 'off' };
    if (field === 'postcode') {
      const pattern = rules.postcode?.pattern ?? layout.postcodePattern;
      if (pattern) property.pattern = pattern;
      if (rules.postcode?.example) ui['ui:placeholder'] = rules.postcode.example;
    }
    if (field === 'region' && regionOptions) {
      property.enum = regionOptions.map((option) => option.code);
      ui['ui:widget'] = 'select';
      ui['ui:enumNames'] = regionOptions.map((option) => option.label);
    }
    // The number is rewritten in international format once it is a valid one of the destination country.
    if (field === 'phoneNumber') ui['ui:options'] = { inputType: 'tel', phoneRegion: rules.country };
    properties[field] = property;
    uiSchema[field] = ui;
  }
  return {
    schema: { type: 'object', properties, required: fields.filter((field) => required.has(field)) },
    uiSchema,
  };
}

/** The region list: the API's codes (what it accepts), labelled by the layout where it names them. */
function regionsOf(layout: AddressLayout, rules: AddressRules) {
  const labels = new Map(layout.regions?.map((region) => [region.code, region.label]));
  if (rules.regions)
    return rules.regions.map((region) => ({ ...region, label: labels.get(region.code) ?? region.label }));
  return layout.regions;
}

/**
 * The translation key of a broken rule on a field: the postcode, phone and region have messages of their own, in the
 * destination country's words when its rules give them (a US postcode is a ZIP code).
 */
export function addressMessageFor(
  field: string,
  rule: string,
  messages: AddressMessages = ADDRESS_MESSAGES,
): string {
  if (rule === 'required') return messages.required;
  if (rule === 'maxLength') return messages.maxLength;
  if (field === 'postcode' || field === 'phoneNumber' || field === 'region' || field === 'territoryCode')
    return messages[field];
  return messages.required;
}

/** The address to send: trimmed values, empty fields left out, the destination country added. */
export function addressToSend(values: Partial<Record<string, unknown>>, countryCode: string) {
  const address: Record<string, string> = {};
  for (const [field, value] of Object.entries(values))
    if (typeof value === 'string' && value.trim() !== '') address[field] = value.trim();
  return { ...address, countryCode } as Record<string, string> & { countryCode: string };
}

/** True when the layout asks for the family name before the given name (Japan), so every name on the step follows. */
export function familyNameFirst(layout: AddressLayout): boolean {
  const fields = layout.rows.flat();
  const family = fields.indexOf('lastName');
  return family !== -1 && family < fields.indexOf('firstName');
}

/** A shopper's name in the order the site writes names. */
export function fullName(name: { firstName: string; lastName: string }, familyFirst = false): string {
  return familyFirst ? `${name.lastName} ${name.firstName}` : `${name.firstName} ${name.lastName}`;
}
