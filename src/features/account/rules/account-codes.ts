/**
 * The account's message codes: every outcome of an account form the shopper is told about, each a key of the
 * `WEB.ACCOUNT` messages.
 */
export const ACCOUNT_CODES = [
  'STATUSCODE_ACCOUNT_NEEDS_RESET',
  'INVALID_PASSWORD',
  'INVALID_PW_COMPLEXITY',
  'INVALID_EMAIL',
  'USER_EXISTS',
  'CODE_EXPIRED',
  'CODE_INVALID',
  'INVALID_CREDS',
  'CODE_NEW_CODE',
  'UNABLE_TO_ACTION',
  'SUCCESS_NEW_PASSWORD',
  'SUCCESS_CREATED',
  'INCORRECT_PASSWORD',
  'ATTEMPTS_EXCEEDED',
  'CODE_SENDS_EXCEEDED',
  'WEAK_PASSWORD',
  'SECURITY_ISSUES',
  'ERROR_CAPTCHA',
  'MARKETING_INTERESTS',
] as const;

export type AccountCode = (typeof ACCOUNT_CODES)[number];

/** The codes that report success: shown as a confirmation, not an error. */
export const SUCCESS_CODES: readonly AccountCode[] = [
  'SUCCESS_NEW_PASSWORD',
  'SUCCESS_CREATED',
  'CODE_NEW_CODE',
];

/** Which account action failed: the same refusal means different things (a wrong password signing in or changing it). */
export type AccountAction =
  'signIn' | 'signUp' | 'confirm' | 'resend' | 'forgotPassword' | 'setPassword' | 'changePassword' | 'other';

/** The message Cognito gives when a remembered device is gone: signing in again without it succeeds. */
export const DEVICE_MISSING_MESSAGE = 'Device does not exist.';

/** The account code for a failed identity call, from the service's exception name and message. */
export function accountCodeFor(error: unknown, action: AccountAction): AccountCode {
  const code = (error as { code?: unknown } | null)?.code;
  const name = typeof code === 'string' ? code : error instanceof Error ? error.name : '';
  const message = error instanceof Error ? error.message : '';
  switch (name) {
    case 'PasswordResetRequiredException':
      return 'STATUSCODE_ACCOUNT_NEEDS_RESET';
    case 'NotAuthorizedException':
      if (/attempts exceeded/i.test(message)) return 'ATTEMPTS_EXCEEDED';
      if (/security/i.test(message)) return 'SECURITY_ISSUES';
      return action === 'changePassword' ? 'INCORRECT_PASSWORD' : 'INVALID_CREDS';
    case 'UserNotFoundException':
      return 'INVALID_CREDS';
    case 'InvalidPasswordException':
      return /compromised|weak|breach/i.test(message) ? 'WEAK_PASSWORD' : 'INVALID_PW_COMPLEXITY';
    case 'InvalidParameterException':
      if (/password/i.test(message)) return 'INVALID_PASSWORD';
      if (/e-?mail|username/i.test(message)) return 'INVALID_EMAIL';
      return 'UNABLE_TO_ACTION';
    case 'UsernameExistsException':
    case 'AliasExistsException':
      return 'USER_EXISTS';
    case 'ExpiredCodeException':
      return 'CODE_EXPIRED';
    case 'CodeMismatchException':
      return 'CODE_INVALID';
    case 'LimitExceededException':
      // Too many codes asked for; elsewhere, too many tries of one.
      return action === 'resend' || action === 'forgotPassword' ? 'CODE_SENDS_EXCEEDED' : 'ATTEMPTS_EXCEEDED';
    case 'TooManyFailedAttemptsException':
    case 'TooManyRequestsException':
      return 'ATTEMPTS_EXCEEDED';
    case 'UserLambdaValidationException':
      return /captcha/i.test(message) ? 'ERROR_CAPTCHA' : 'SECURITY_ISSUES';
    default:
      return 'UNABLE_TO_ACTION';
  }
}
