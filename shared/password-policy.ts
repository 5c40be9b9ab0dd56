/**
 * The password policy of the identity service, once for the server that enforces it and the storefront's account
 * forms that check it before sending: at least 8 characters (counted as characters, not UTF-16 units), an upper-case
 * and a lower-case letter in any script, an ASCII digit, and a symbol from the identity service's own set.
 */

/** The rules in the order they are checked; the first one broken is the one reported. */
export type PasswordRule = 'length' | 'uppercase' | 'lowercase' | 'numeric' | 'symbol';

/** The fewest characters a password may have. */
export const PASSWORD_MIN_LENGTH = 8;

/** The characters that count as symbols (a letter outside ASCII is a letter, not a symbol). */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ');

/** The first rule `password` breaks, or undefined when it meets the policy. */
export function passwordPolicyFailure(password: string): PasswordRule | undefined {
  const chars = [...password];
  if (chars.length < PASSWORD_MIN_LENGTH) return 'length';
  if (!/\p{Lu}/u.test(password)) return 'uppercase';
  if (!/\p{Ll}/u.test(password)) return 'lowercase';
  if (!/[0-9]/.test(password)) return 'numeric';
  if (!chars.some((char) => SYMBOLS.has(char))) return 'symbol';
  return undefined;
}

/** Whether `password` meets the policy. */
export const meetsPasswordPolicy = (password: string): boolean =>
  passwordPolicyFailure(password) === undefined;
