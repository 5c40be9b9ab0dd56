import type { JWTVerifyGetKey } from 'jose';
import type { Database } from '../db/database.ts';
import { checkAccessToken } from './access-token.ts';
import { CognitoError, cognitoErrors } from './cognito-error.ts';
import type { IdentityLimits } from './identity-limits.ts';
import { attributesOf, fieldsOf, requiredString } from './identity-requests.ts';
import type { IdentitySettings } from './identity-settings.ts';
import { identityStore, type IdentityUser } from './identity-store.ts';
import { digest, refreshSession, startSession } from './identity-tokens.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { checkPasswordPolicy } from './password-policy.ts';
import type { SigningKeys } from './signing-keys.ts';

type Fields = Record<string, unknown>;

export interface SessionOperationDeps {
  db: Database;
  settings: IdentitySettings;
  keys: () => Promise<SigningKeys>;
  now: () => Date;
  limits: IdentityLimits;
  checkClient(fields: Fields): void;
}

/** The operations of a signed-in life: sign-in and refresh, then the calls made with the access token. */
export class SessionOperations {
  private readonly verifyKeys: JWTVerifyGetKey;

  constructor(private readonly deps: SessionOperationDeps) {
    this.verifyKeys = async (...args) => (await deps.keys()).verify(...args);
  }

  private async issuer() {
    return { settings: this.deps.settings, keys: await this.deps.keys() };
  }

  async initiateAuth(fields: Fields, caller: { address: string }) {
    this.deps.checkClient(fields);
    const flow = requiredString(fields, 'AuthFlow');
    const parameters = fieldsOf(fields.AuthParameters);
    const result =
      flow === 'USER_PASSWORD_AUTH'
        ? await this.signIn(
            requiredString(parameters, 'USERNAME'),
            requiredString(parameters, 'PASSWORD'),
            caller,
          )
        : flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN'
          ? await this.refresh(requiredString(parameters, 'REFRESH_TOKEN'))
          : undefined;
    if (!result) throw cognitoErrors.invalidParameter(`${flow} flow not enabled for this client`);
    return { ChallengeParameters: {}, AuthenticationResult: result };
  }

  async changePassword(fields: Fields, caller: { address: string }) {
    const user = await this.signedInUser(fields);
    const previous = requiredString(fields, 'PreviousPassword');
    const proposed = requiredString(fields, 'ProposedPassword');
    this.deps.limits.checkPasswordAttempt(user.username, caller.address);
    await this.checkPassword(user, user.username, previous, caller);
    checkPasswordPolicy(proposed);
    const passwordHash = await hashPassword(proposed, this.deps.settings.scryptCost);
    await identityStore.setPassword(this.deps.db, user.sub, passwordHash, this.deps.now());
    return {};
  }

  async getUser(fields: Fields) {
    const user = await this.signedInUser(fields);
    const attributes: Record<string, string> = {
      sub: user.sub,
      ...user.attributes,
      email: user.email,
      email_verified: String(user.emailVerified),
    };
    return {
      Username: user.sub,
      UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
      MFAOptions: [],
    };
  }

  async updateUserAttributes(fields: Fields) {
    const user = await this.signedInUser(fields);
    const changes = attributesOf(fields.UserAttributes, { allowEmail: false });
    const attributes = { ...user.attributes, ...changes };
    // An empty value removes the attribute, so a shopper can withdraw a phone number or an interest.
    for (const [name, value] of Object.entries(changes)) if (value === '') delete attributes[name];
    await identityStore.setAttributes(this.deps.db, user.sub, attributes, this.deps.now());
    return { CodeDeliveryDetailsList: [] };
  }

  async globalSignOut(fields: Fields) {
    const user = await this.signedInUser(fields);
    await identityStore.revokeSessions(this.deps.db, user.sub, this.deps.now());
    return {};
  }

  private async signIn(username: string, password: string, caller: { address: string }) {
    this.deps.limits.checkPasswordAttempt(username, caller.address);
    const user = await identityStore.userByUsername(this.deps.db, username);
    if (!user) {
      this.deps.limits.countPasswordFailure(username, caller.address);
      throw cognitoErrors.userNotFound();
    }
    await this.checkPassword(user, username, password, caller);
    if (!user.confirmed) throw cognitoErrors.userNotConfirmed();
    return startSession(this.deps.db, await this.issuer(), user, this.deps.now());
  }

  /** Counts a wrong password against the limits, which callers check first. */
  private async checkPassword(
    user: IdentityUser,
    username: string,
    password: string,
    caller: { address: string },
  ) {
    if (await verifyPassword(password, user.passwordHash)) return;
    this.deps.limits.countPasswordFailure(username, caller.address);
    throw cognitoErrors.wrongPassword();
  }

  private async refresh(refreshToken: string) {
    const session = await identityStore.sessionByRefreshHash(this.deps.db, digest(refreshToken));
    if (!session) throw cognitoErrors.invalidRefreshToken();
    if (session.revoked) throw cognitoErrors.revokedRefreshToken();
    const now = this.deps.now();
    if (session.expiresAt <= now)
      throw new CognitoError('NotAuthorizedException', 'Refresh Token has expired');
    const user = await identityStore.userBySub(this.deps.db, session.sub);
    if (!user) throw cognitoErrors.invalidRefreshToken();
    return refreshSession(await this.issuer(), user, session, now);
  }

  /** The user an access token speaks for, refusing it as Cognito does when it is bad, expired or signed out. */
  private async signedInUser(fields: Fields): Promise<IdentityUser> {
    const token = requiredString(fields, 'AccessToken');
    const checked = await checkAccessToken(token, this.verifyKeys, this.deps.settings, this.deps.now());
    if ('problem' in checked)
      throw checked.problem === 'expired'
        ? cognitoErrors.expiredAccessToken()
        : cognitoErrors.invalidAccessToken();
    const { sub, originJti } = checked.claims;
    if (!originJti) throw cognitoErrors.invalidAccessToken();
    if ((await identityStore.liveSessionEmail(this.deps.db, originJti, sub)) === undefined)
      throw cognitoErrors.revokedAccessToken();
    const user = await identityStore.userBySub(this.deps.db, sub);
    if (!user) throw cognitoErrors.userNotFound();
    return user;
  }
}
