import { passwordPolicyFailure, type PasswordRule } from '../../shared/password-policy.ts';
import { cognitoErrors } from './cognito-error.ts';

/** Cognito's words for each broken rule of the shared policy. */
const MESSAGES: Record<PasswordRule, string> = {
  length: 'Password not long enough',
  uppercase: 'Password must have uppercase characters',
  lowercase: 'Password must have lowercase characters',
  numeric: 'Password must have numeric characters',
  symbol: 'Password must have symbol characters',
};

/** Cognito's default policy (shared with the storefront's forms), failing as Cognito does on the first rule broken. */
export function checkPasswordPolicy(password: string): void {
  const failure = passwordPolicyFailure(password);
  if (failure) throw cognitoErrors.invalidPassword(MESSAGES[failure]);
}
