import type { ValidateFunction } from 'ajv';
import { emailAddress } from '../../../schemas/api/common.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import { validatorCompiler } from '../../api/validation.ts';

// The same format rule as every other e-mail field of the API.
const isEmail = validatorCompiler({
  schema: emailAddress,
  httpPart: 'body',
  method: 'POST',
  url: '',
}) as unknown as ValidateFunction;

/**
 * The address a marketing list keys on: trimmed and lower-cased, so `Ann@Example.com` cannot subscribe twice.
 * 422 EMAIL_FORMAT otherwise, which the storefront shows as its malformed-address message (errorFormat).
 */
export function marketingEmail(raw: string, pointer: string): string {
  const email = raw.trim().toLowerCase();
  if (!isEmail(email))
    throw new ApiError(422, 'EMAIL_FORMAT', 'The e-mail address is not valid', [
      { pointer, rule: 'format', message: 'must be an e-mail address' },
    ]);
  return email;
}
