import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { createFormValidator, flatSchemaErrors } from './form-validator.ts';

const schema = {
  type: 'object',
  required: ['name', 'code'],
  properties: {
    name: { type: 'string', maxLength: 5 },
    code: { type: 'string', pattern: '^[A-Z]{2}[0-9]$' },
    region: { type: 'string', enum: ['N', 'S'] },
  },
} as const;
const rjsfSchema = schema as unknown as RJSFSchema;
const messageFor = (field: string, rule: string) => `${field}:${rule}`;

describe('flatSchemaErrors', () => {
  it('reports required, length, pattern and list rules, one per field', () => {
    const errors = flatSchemaErrors(schema, { name: 'toolong', code: 'x1', region: 'E' }, messageFor);
    expect(errors.map((error) => [error.property, error.message])).toEqual([
      ['.name', 'name:maxLength'],
      ['.code', 'code:pattern'],
      ['.region', 'region:enum'],
    ]);
    expect(flatSchemaErrors(schema, {}, messageFor).map((error) => error.message)).toEqual([
      'name:required',
      'code:required',
    ]);
  });

  it('reads values as the API does: trimmed, NFKC, patterns without case', () => {
    expect(flatSchemaErrors(schema, { name: ' Ana ', code: 'ｓｗ１' }, messageFor)).toEqual([]);
  });

  // Changed to agree with the API's e-mail format: a non-ASCII name is refused, as the API refuses it.
  it('checks an e-mail field by the API’s own format', () => {
    const contact = { type: 'object', properties: { email: { type: 'string', format: 'email' } } } as const;
    const messages = (email: string) =>
      flatSchemaErrors(contact, { email }, messageFor).map((e) => e.message);
    expect(messages('ada@b.c')).toEqual([]);
    expect(messages('ä@example.com')).toEqual(['email:format']);
  });
});

describe('createFormValidator', () => {
  it('merges the custom checks’ errors into the error schema', () => {
    const validator = createFormValidator(messageFor);
    const result = validator.validateFormData({ name: 'Ana' }, rjsfSchema, (_data, errors) => {
      errors.name?.addError('custom');
      return errors;
    });
    expect(result.errorSchema).toMatchObject({
      code: { __errors: ['code:required'] },
      name: { __errors: ['custom'] },
    });
    expect(validator.isValid(rjsfSchema, { name: 'Ana', code: 'AB1' }, rjsfSchema)).toBe(true);
  });
});
