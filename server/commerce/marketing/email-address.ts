import { isEmailAddress, normaliseEmail } from '../../../shared/email-address.ts';
import { ApiError } from '../../api/api-error.ts';

/**
 * The address a marketing list keys on: trimmed and lower-cased, so `Ann@Example.com` cannot subscribe twice.
 * 422 EMAIL_FORMAT otherwise, which the storefront shows as its malformed-address message (errorFormat).
 */
export function marketingEmail(raw: string, pointer: string): string {
  const email = normaliseEmail(raw);
  if (!isEmailAddress(email))
    throw new ApiError(422, 'EMAIL_FORMAT', 'The e-mail address is not valid', [
      { pointer, rule: 'format', message: 'must be an e-mail address' },
    ]);
  return email;
}
