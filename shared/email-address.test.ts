import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { emailAddress } from '../schemas/api/common.schema.ts';
import { EMAIL_MAX_LENGTH, isEmailAddress, normaliseEmail } from './email-address.ts';

// The validator the API runs, set up as the server sets it up.
const ajv = new Ajv({ strict: false });
addFormats.default(ajv);
const bySchema = ajv.compile(emailAddress);

const long = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('isEmailAddress', () => {
  it.each([
    'ada@example.com',
    'a@b.c',
    'first.last+tag@mail.example.co.uk',
    "o'neil@example.ie",
    'ä@example.com',
    'a..b@example.com',
    '.a@example.com',
    'a@example',
    'a@-example.com',
    'a@example-.com',
    'a b@example.com',
    'a@b@example.com',
    ' ada@example.com',
    'ADA@EXAMPLE.COM',
    long(EMAIL_MAX_LENGTH),
    long(EMAIL_MAX_LENGTH + 1),
    '',
  ])('agrees with the API schema on %j', (address) => {
    expect(isEmailAddress(address)).toBe(bySchema(address));
  });

  // The storefront's forms used to ask for a top-level domain of two letters or more, and took any letter.
  it('takes a one-letter top-level domain and refuses what the API refuses', () => {
    expect(isEmailAddress('a@b.c')).toBe(true);
    expect(isEmailAddress('ä@example.com')).toBe(false);
    expect(isEmailAddress(long(255))).toBe(false);
  });
});

describe('EMAIL_MAX_LENGTH', () => {
  it('is the schema’s cap', () => {
    expect(EMAIL_MAX_LENGTH).toBe(emailAddress.maxLength);
  });
});

describe('normaliseEmail', () => {
  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Ann@Example.COM ')).toBe('ann@example.com');
  });
});
