import { cognitoErrors } from './cognito-error.ts';

/** The longest value each request field may carry; a longer one is refused before any work is done. */
export const FIELD_LIMITS = {
  ClientId: 128,
  Username: 128,
  Password: 256,
  PreviousPassword: 256,
  ProposedPassword: 256,
  ConfirmationCode: 64,
  AccessToken: 8192,
  REFRESH_TOKEN: 8192,
  USERNAME: 128,
  PASSWORD: 256,
  AuthFlow: 64,
} as const;

const ATTRIBUTE_VALUE_MAX = 2048;
const MAX_ATTRIBUTES = 50;
const METADATA_MAX_ENTRIES = 20;
const METADATA_VALUE_MAX = 256;

/** The standard attributes a caller may set; `email` only at sign-up (it is the username). */
const STANDARD_ATTRIBUTES = new Set(['email', 'given_name', 'family_name', 'phone_number']);
const CUSTOM_ATTRIBUTE = /^custom:[A-Za-z0-9_]{1,20}$/;
const E164 = /^\+[1-9][0-9]{1,14}$/;
const CONTROL = /\p{Cc}/u;

const tooLong = (field: string, max: number) =>
  cognitoErrors.invalidParameter(
    `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must have length less than or equal to ${max}`,
  );
const missing = (field: string) =>
  cognitoErrors.invalidParameter(
    `1 validation error detected: Value null at '${field}' failed to satisfy constraint: Member must not be null`,
  );

/** A request body as an object of fields; anything else is no fields. */
export const fieldsOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/** A required string field, refused when absent, not a string, empty or over its limit. */
export function requiredString(
  fields: Record<string, unknown>,
  name: keyof typeof FIELD_LIMITS,
  label: string = name.charAt(0).toLowerCase() + name.slice(1),
): string {
  const value = fields[name];
  if (typeof value !== 'string' || value === '') throw missing(label);
  if (value.length > FIELD_LIMITS[name]) throw tooLong(label, FIELD_LIMITS[name]);
  // A username is looked up and counted in the database, whose text cannot hold a NUL; Cognito refuses control
  // characters in usernames anyway.
  if ((name === 'Username' || name === 'USERNAME') && CONTROL.test(value))
    throw cognitoErrors.invalidParameter(
      `1 validation error detected: Value at '${label}' failed to satisfy constraint: Member must satisfy regular expression pattern: [\\p{L}\\p{M}\\p{S}\\p{N}\\p{P}]+`,
    );
  return value;
}

/** `[{ Name, Value }]` as a map, every name allowed and every value within bounds (phone numbers in E.164). */
export function attributesOf(value: unknown, options: { allowEmail: boolean }): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!Array.isArray(value)) throw cognitoErrors.invalidParameter('UserAttributes must be a list');
  if (value.length > MAX_ATTRIBUTES) throw tooLong('userAttributes', MAX_ATTRIBUTES);
  const attributes: Record<string, string> = {};
  for (const entry of value) {
    const { Name: name, Value: text } = fieldsOf(entry);
    if (typeof name !== 'string' || name === '') throw missing('userAttributes.member.name');
    if (text !== undefined && typeof text !== 'string') throw missing('userAttributes.member.value');
    if ((text ?? '').length > ATTRIBUTE_VALUE_MAX)
      throw tooLong('userAttributes.member.value', ATTRIBUTE_VALUE_MAX);
    const known = STANDARD_ATTRIBUTES.has(name) || CUSTOM_ATTRIBUTE.test(name);
    if (!known || (name === 'email' && !options.allowEmail))
      throw cognitoErrors.invalidParameter(
        known
          ? `Attribute cannot be updated. (changing ${name} is not supported here)`
          : `Attributes did not conform to the schema: ${name}: Attribute does not exist in the schema.\n`,
      );
    if (name === 'phone_number' && text && !E164.test(text))
      throw cognitoErrors.invalidParameter('Invalid phone number format.');
    attributes[name] = text ?? '';
  }
  return attributes;
}

/** The caller's ClientMetadata: a small map of strings, of which this pool reads `language` and `siteId`. */
export function clientMetadataOf(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  const entries = Object.entries(fieldsOf(value));
  if (entries.length > METADATA_MAX_ENTRIES) throw tooLong('clientMetadata', METADATA_MAX_ENTRIES);
  for (const [key, text] of entries)
    if (typeof text !== 'string' || key.length > 128 || text.length > METADATA_VALUE_MAX)
      throw tooLong('clientMetadata', METADATA_VALUE_MAX);
  return Object.fromEntries(entries) as Record<string, string>;
}
