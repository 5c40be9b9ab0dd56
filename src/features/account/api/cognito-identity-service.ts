import {
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
  type AttributeType,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import type {
  EditableAttributes,
  IdentityFailure,
  IdentityService,
  IdentitySettings,
  IdentityUser,
  SignUpDetails,
} from '../../../kernel/types/index.ts';
import { identityFailure } from './identity-failure.ts';
import type { IdentityTokenStore } from './identity-tokens.ts';

/** What the service needs of the SDK's client: sending a command (tests pass a fake). */
export interface CognitoSender {
  send(command: object): Promise<unknown>;
}

/** The identity failure with no signed-in shopper, worded as the SDK's own helpers word it. */
export const NO_CURRENT_USER = { code: 'NoCurrentUserException', message: 'There is no current user.' };

/**
 * The SDK's client for the settings; a relative endpoint is our own server, at the page's origin. The user-pool
 * calls the shop makes are unsigned, so no AWS credentials are needed.
 */
export function createCognitoClient(settings: IdentitySettings, origin: string): CognitoSender {
  const client = new CognitoIdentityProviderClient({
    region: settings.region,
    // A refusal is final: the pool's limits answer 429 with retry-after, which the SDK would honour by waiting up to
    // seconds before each of its retries, all refused again, while the shopper waits for the message.
    maxAttempts: 1,
    ...(settings.endpoint ? { endpoint: new URL(settings.endpoint, origin).href } : {}),
  });
  // The SDK posts to the endpoint's path plus '/'; a service at a path of our own answers at the path as written.
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { path?: string };
      if (request.path && request.path.length > 1) request.path = request.path.replace(/\/$/, '');
      return next(args);
    },
    { step: 'build', name: 'endpointPathAsWritten' },
  );
  return client;
}

/**
 * The identity service over the Amazon Cognito user-pool protocol (the official SDK), keeping the signed-in
 * shopper's tokens in the browser. Every refusal becomes an `IdentityFailure` named after the service's exception.
 */
export class CognitoIdentityService implements IdentityService {
  constructor(
    private readonly client: CognitoSender,
    private readonly settings: IdentitySettings,
    private readonly tokens: IdentityTokenStore,
  ) {}

  async signUp(details: SignUpDetails) {
    const answer = await this.call<{ UserConfirmed?: boolean; UserSub?: string }>(
      new SignUpCommand({
        ClientId: this.settings.clientId,
        Username: details.email,
        Password: details.password,
        UserAttributes: [
          { Name: 'email', Value: details.email },
          { Name: 'given_name', Value: details.givenName },
          { Name: 'family_name', Value: details.familyName },
        ],
        // The consent travels beside the account for the pool's triggers; it is not an attribute. The interests
        // are each vendor's own and go to the marketing API once the account is verified, not through the pool.
        ClientMetadata: { marketingConsent: String(details.marketingConsent) },
      }),
    );
    return { userConfirmed: answer.UserConfirmed === true, userId: answer.UserSub ?? '' };
  }

  async confirmSignUp(email: string, code: string) {
    await this.call(
      new ConfirmSignUpCommand({ ClientId: this.settings.clientId, Username: email, ConfirmationCode: code }),
    );
  }

  async resendConfirmationCode(email: string) {
    await this.call(new ResendConfirmationCodeCommand({ ClientId: this.settings.clientId, Username: email }));
  }

  async signIn(email: string, password: string) {
    const answer = await this.call<{
      AuthenticationResult?: AuthenticationResultType;
      ChallengeName?: string;
    }>(
      new InitiateAuthCommand({
        ClientId: this.settings.clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );
    const result = answer.AuthenticationResult;
    // A challenge (a new password the pool demands) is a password to reset here.
    if (!result?.AccessToken || !result.RefreshToken)
      throw identityFailure('PasswordResetRequiredException', answer.ChallengeName ?? 'No tokens issued');
    this.tokens.write({
      accessToken: result.AccessToken,
      idToken: result.IdToken ?? '',
      refreshToken: result.RefreshToken,
      userName: email,
    });
  }

  async refresh() {
    const kept = this.tokens.read();
    if (!kept) return false;
    try {
      const answer = await this.call<{ AuthenticationResult?: AuthenticationResultType }>(
        new InitiateAuthCommand({
          ClientId: this.settings.clientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: kept.refreshToken },
        }),
      );
      const result = answer.AuthenticationResult;
      if (!result?.AccessToken) throw identityFailure('NotAuthorizedException', 'No access token issued');
      this.tokens.write({
        ...kept,
        accessToken: result.AccessToken,
        idToken: result.IdToken ?? kept.idToken,
        // The service may rotate the refresh token; otherwise the kept one stays good.
        refreshToken: result.RefreshToken ?? kept.refreshToken,
      });
      return true;
    } catch {
      this.tokens.clear();
      return false;
    }
  }

  async currentUser(): Promise<IdentityUser> {
    const answer = await this.call<{ Username?: string; UserAttributes?: AttributeType[] }>(
      new GetUserCommand({ AccessToken: this.accessToken() }),
    );
    const attribute = (name: string) =>
      answer.UserAttributes?.find((entry) => entry.Name === name)?.Value ?? '';
    return {
      userId: attribute('sub') || (answer.Username ?? ''),
      userName: answer.Username ?? '',
      email: attribute('email'),
      givenName: attribute('given_name'),
      familyName: attribute('family_name'),
      phoneNumber: attribute('phone_number'),
      phoneNumberVerified: attribute('phone_number_verified') === 'true',
    };
  }

  async updateAttributes(attributes: EditableAttributes) {
    const names = {
      givenName: 'given_name',
      familyName: 'family_name',
      phoneNumber: 'phone_number',
    } as const;
    const UserAttributes = (Object.keys(names) as (keyof typeof names)[])
      .filter((key) => attributes[key] !== undefined)
      .map((key) => ({ Name: names[key], Value: attributes[key] }));
    await this.call(new UpdateUserAttributesCommand({ AccessToken: this.accessToken(), UserAttributes }));
  }

  async forgotPassword(email: string) {
    await this.call(new ForgotPasswordCommand({ ClientId: this.settings.clientId, Username: email }));
  }

  async confirmForgotPassword(email: string, code: string, password: string) {
    await this.call(
      new ConfirmForgotPasswordCommand({
        ClientId: this.settings.clientId,
        Username: email,
        ConfirmationCode: code,
        Password: password,
      }),
    );
  }

  async changePassword(oldPassword: string, newPassword: string) {
    await this.call(
      new ChangePasswordCommand({
        AccessToken: this.accessToken(),
        PreviousPassword: oldPassword,
        ProposedPassword: newPassword,
      }),
    );
  }

  async signOut() {
    const kept = this.tokens.read();
    try {
      if (kept) await this.call(new GlobalSignOutCommand({ AccessToken: kept.accessToken }));
    } finally {
      this.tokens.clear();
    }
  }

  forget() {
    this.tokens.clear();
  }

  private accessToken(): string {
    const kept = this.tokens.read();
    if (!kept) throw identityFailure(NO_CURRENT_USER.code, NO_CURRENT_USER.message);
    return kept.accessToken;
  }

  private async call<T = unknown>(command: object): Promise<T> {
    try {
      return (await this.client.send(command)) as T;
    } catch (error) {
      throw toIdentityFailure(error);
    }
  }
}

/** The SDK raises its exceptions under their protocol names; anything else (no network) is the error's own name. */
function toIdentityFailure(error: unknown): IdentityFailure {
  if (error instanceof Error)
    return Object.assign(identityFailure(error.name, error.message), { cause: error });
  return identityFailure('UnknownError', String(error));
}
