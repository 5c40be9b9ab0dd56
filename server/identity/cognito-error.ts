/**
 * An error as a Cognito user pool answers it: its exception name and message, HTTP 400 unless told. A rate limit says
 * when to come back (`retryAfterSeconds`, sent as retry-after).
 */
export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

const seconds = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 1000));

/** The errors callers meet most, worded as Cognito words them (clients match on the name, people read the message). */
export const cognitoErrors = {
  wrongPassword: () => new CognitoError('NotAuthorizedException', 'Incorrect username or password.'),
  tooManyPasswordAttempts: (waitMs: number) =>
    new CognitoError('NotAuthorizedException', 'Password attempts exceeded', 429, seconds(waitMs)),
  invalidRefreshToken: () => new CognitoError('NotAuthorizedException', 'Invalid Refresh Token'),
  revokedRefreshToken: () => new CognitoError('NotAuthorizedException', 'Refresh Token has been revoked'),
  invalidAccessToken: () => new CognitoError('NotAuthorizedException', 'Invalid Access Token'),
  expiredAccessToken: () => new CognitoError('NotAuthorizedException', 'Access Token has expired'),
  revokedAccessToken: () => new CognitoError('NotAuthorizedException', 'Access Token has been revoked'),
  userNotFound: () => new CognitoError('UserNotFoundException', 'User does not exist.'),
  userNotConfirmed: () => new CognitoError('UserNotConfirmedException', 'User is not confirmed.'),
  usernameExists: () =>
    new CognitoError('UsernameExistsException', 'An account with the given email already exists.'),
  codeMismatch: () =>
    new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.'),
  expiredCode: () =>
    new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.'),
  limitExceeded: () =>
    new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.'),
  /** Too many codes e-mailed lately: the same name clients know, as a 429 with the wait. */
  codeSendsExceeded: (waitMs: number) =>
    new CognitoError(
      'LimitExceededException',
      'Attempt limit exceeded, please try after some time.',
      429,
      seconds(waitMs),
    ),
  /** More calls than the pool takes now (a hashing queue full, or too many calls naming one account or address). */
  tooManyRequests: (waitMs: number) =>
    new CognitoError(
      'TooManyRequestsException',
      'Too many requests, please try again later.',
      429,
      seconds(waitMs),
    ),
  invalidParameter: (message: string) => new CognitoError('InvalidParameterException', message),
  invalidPassword: (reason: string) =>
    new CognitoError('InvalidPasswordException', `Password did not conform with policy: ${reason}`),
  unknownClient: (clientId: string) =>
    new CognitoError('ResourceNotFoundException', `User pool client ${clientId} does not exist.`),
};
