import { describe, expect, it } from 'vitest';
import { identityFailure } from '../api/identity-failure.ts';
import { accountCodeFor, type AccountAction } from './account-codes.ts';

const cases: [string, string, AccountAction, string][] = [
  [
    'PasswordResetRequiredException',
    'Password reset required for the user',
    'signIn',
    'STATUSCODE_ACCOUNT_NEEDS_RESET',
  ],
  ['NotAuthorizedException', 'Incorrect username or password.', 'signIn', 'INVALID_CREDS'],
  ['NotAuthorizedException', 'Incorrect username or password.', 'changePassword', 'INCORRECT_PASSWORD'],
  ['NotAuthorizedException', 'Password attempts exceeded', 'signIn', 'ATTEMPTS_EXCEEDED'],
  ['NotAuthorizedException', 'Unable to login because of security reasons.', 'signIn', 'SECURITY_ISSUES'],
  ['UserNotFoundException', 'User does not exist.', 'signIn', 'INVALID_CREDS'],
  [
    'InvalidPasswordException',
    'Password did not conform with policy: Password not long enough',
    'signUp',
    'INVALID_PW_COMPLEXITY',
  ],
  ['InvalidPasswordException', 'Password is compromised', 'signUp', 'WEAK_PASSWORD'],
  [
    'InvalidParameterException',
    "Value at 'password' failed to satisfy constraint",
    'signUp',
    'INVALID_PASSWORD',
  ],
  ['InvalidParameterException', 'Invalid email address format.', 'signUp', 'INVALID_EMAIL'],
  ['UsernameExistsException', 'An account with the given email already exists.', 'signUp', 'USER_EXISTS'],
  ['AliasExistsException', 'An account with the email already exists.', 'confirm', 'USER_EXISTS'],
  ['ExpiredCodeException', 'Invalid code provided, please request a code again.', 'confirm', 'CODE_EXPIRED'],
  [
    'CodeMismatchException',
    'Invalid verification code provided, please try again.',
    'confirm',
    'CODE_INVALID',
  ],
  [
    'LimitExceededException',
    'Attempt limit exceeded, please try after some time.',
    'resend',
    'CODE_SENDS_EXCEEDED',
  ],
  [
    'LimitExceededException',
    'Attempt limit exceeded, please try after some time.',
    'forgotPassword',
    'CODE_SENDS_EXCEEDED',
  ],
  [
    'LimitExceededException',
    'Attempt limit exceeded, please try after some time.',
    'setPassword',
    'ATTEMPTS_EXCEEDED',
  ],
  ['TooManyFailedAttemptsException', 'Too many failed attempts', 'confirm', 'ATTEMPTS_EXCEEDED'],
  ['TooManyRequestsException', 'Too many requests', 'signIn', 'ATTEMPTS_EXCEEDED'],
  [
    'UserLambdaValidationException',
    'PreSignUp failed with error captcha missing.',
    'signUp',
    'ERROR_CAPTCHA',
  ],
  ['UserLambdaValidationException', 'PreSignUp failed with error blocked.', 'signUp', 'SECURITY_ISSUES'],
  ['CodeDeliveryFailureException', 'Unable to deliver', 'signUp', 'UNABLE_TO_ACTION'],
  ['TypeError', 'Failed to fetch', 'signIn', 'UNABLE_TO_ACTION'],
];

describe('accountCodeFor', () => {
  it.each(cases)('%s "%s" while %s is %s', (name, message, action, code) => {
    expect(accountCodeFor(identityFailure(name, message), action)).toBe(code);
  });
});
