import type { JWTVerifyGetKey } from 'jose';
import type { Database } from '../db/database.ts';
import { checkAccessToken } from './access-token.ts';
import { CognitoError, cognitoErrors } from './cognito-error.ts';
import { refundingOnFailure, type IdentityLimits } from './identity-limits.ts';
import { attributesOf, fieldsOf, requiredString } from './identity-requests.ts';
import type { IdentitySettings } from './identity-settings.ts';
import { identityStore, type IdentityUser } from './identity-store.ts';
import { digest, refreshSession, startSession } from './identity-tokens.ts';
import type { PasswordHasher } from './password-hash.ts';
import { checkPasswordPolicy } from './password-policy.ts';
import type { SigningKeys } from './signing-keys.ts';

type Fields = Record<string, unknown>;

export interface SessionOperationDeps {
  db: Database;
  settings: IdentitySettings;
  keys: () => Promise<SigningKeys>;
  now: () => Date;
  limits: IdentityLimits;
  hasher: PasswordHasher;
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

  /**
   * A new password for the signed-in user, who stays signed in on the session that changed it; every other session
   * ends (whoever else knew the old password is signed out, wherever they are).
   */
  async changePassword(fields: Fields, caller: { address: string }) {
    const { user, originJti } = await this.signedInSession(fields);
    const previous = requiredString(fields, 'PreviousPassword');
    const proposed = requiredString(fields, 'ProposedPassword');
    const right = await this.judgePassword(user.username, previous, caller, async () => user.passwordHash);
    if (!right) throw cognitoErrors.wrongPassword();
    checkPasswordPolicy(proposed);
    const passwordHash = await this.deps.hasher.hash(proposed);
    const now = this.deps.now();
    await this.deps.db.transaction((tx) =>
      identityStore.setPasswordEndingSessions(tx, {
        sub: user.sub,
        passwordHash,
        now,
        keepSession: originJti,
      }),
    );
    return {};
  }

  async getUser(fields: Fields) {
    const { user } = await this.signedInSession(fields);
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
    const { user } = await this.signedInSession(fields);
    const changes = attributesOf(fields.UserAttributes, { allowEmail: false });
    const attributes = { ...user.attributes, ...changes };
    // An empty value removes the attribute, so a shopper can withdraw a phone number or an interest.
    for (const [name, value] of Object.entries(changes)) if (value === '') delete attributes[name];
    await identityStore.setAttributes(this.deps.db, user.sub, attributes, this.deps.now());
    return { CodeDeliveryDetailsList: [] };
  }

  async globalSignOut(fields: Fields) {
    const { user } = await this.signedInSession(fields);
    await identityStore.revokeSessions(this.deps.db, user.sub, this.deps.now());
    return {};
  }

  /** A user who does not exist is answered as a wrong password is, after as long a check. */
  private async signIn(username: string, password: string, caller: { address: string }) {
    let user: IdentityUser | undefined;
    const right = await this.judgePassword(username, password, caller, async () => {
      user = await identityStore.userByUsername(this.deps.db, username);
      return user?.passwordHash;
    });
    if (!right || !user) throw cognitoErrors.wrongPassword();
    if (!user.confirmed) throw cognitoErrors.userNotConfirmed();
    const session = await startSession(this.deps.db, await this.issuer(), user, this.deps.now(), {
      whilePasswordHash: user.passwordHash,
    });
    // The password changed while it was being checked: the one given is no longer right.
    if (!session) throw cognitoErrors.wrongPassword();
    return session;
  }

  /**
   * Whether `password` is right for `username`, whose stored hash `stored` finds (undefined: no such user). The check
   * is reserved against the wrong-password limits before anything slow, so a burst is judged at most up to the budget;
   * it is given back when the password was right, or was never checked (the hashing queue was full).
   */
  private async judgePassword(
    username: string,
    password: string,
    caller: { address: string },
    stored: () => Promise<string | undefined>,
  ): Promise<boolean> {
    // The budget first: past it, the answer is "Password attempts exceeded" whether or not the hashing queue is full.
    const refund = await this.deps.limits.reservePasswordCheck(username, caller.address);
    const right = await refundingOnFailure(refund, async () =>
      this.deps.hasher.verify(password, await stored()),
    );
    if (right) await refund();
    return right;
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

  /**
   * The user an access token speaks for and its sign-in session, refusing it as Cognito does when it is bad, expired
   * or signed out.
   */
  private async signedInSession(fields: Fields): Promise<{ user: IdentityUser; originJti: string }> {
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
    return { user, originJti };
  }
}
