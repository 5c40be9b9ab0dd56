import { cognitoErrors } from './cognito-error.ts';

/** The characters Cognito counts as symbols in a password. */
const SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ');

/** Cognito's default policy: at least 8 characters with an upper-case and a lower-case letter, a digit and a symbol. */
export function checkPasswordPolicy(password: string): void {
  const chars = [...password];
  if (chars.length < 8) throw cognitoErrors.invalidPassword('Password not long enough');
  if (!/\p{Lu}/u.test(password))
    throw cognitoErrors.invalidPassword('Password must have uppercase characters');
  if (!/\p{Ll}/u.test(password))
    throw cognitoErrors.invalidPassword('Password must have lowercase characters');
  if (!/[0-9]/.test(password)) throw cognitoErrors.invalidPassword('Password must have numeric characters');
  if (!chars.some((char) => SYMBOLS.has(char)))
    throw cognitoErrors.invalidPassword('Password must have symbol characters');
}
