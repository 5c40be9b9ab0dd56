/**
 * What an e-mail address is, once for the storefront's forms and the server's checks: the API's schema says
 * `format: 'email'` with a 254-character cap, and this is that format as a pattern the browser can run without the
 * validator library, so no form takes an address the API refuses or refuses one it takes.
 */

/**
 * The schema's e-mail format: dot-separated ASCII atoms, an @, then a domain of at least two labels, each starting
 * and ending with a letter or digit. A test holds it equal to the validator's own format on a list of addresses.
 */
export const EMAIL_PATTERN =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;

/** The longest address the API takes (the schema's `maxLength`, which a test holds equal). */
export const EMAIL_MAX_LENGTH = 254;

/** Whether `value` is an address the API takes, as it stands (callers trim first where they trim). */
export const isEmailAddress = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

/** The form addresses are compared and kept in: trimmed and lower-cased, so `Ann@Example.com` is one person. */
export const normaliseEmail = (raw: string): string => raw.trim().toLowerCase();
