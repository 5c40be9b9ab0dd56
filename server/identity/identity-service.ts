import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { CognitoError, cognitoErrors } from './cognito-error.ts';
import { checkCode, deliveryDetails, sendCode, type SendMail } from './identity-codes.ts';
import { IdentityLimits } from './identity-limits.ts';
import { attributesOf, clientMetadataOf, EMAIL, fieldsOf, requiredString } from './identity-requests.ts';
import { SessionOperations } from './identity-sessions.ts';
import type { IdentitySettings } from './identity-settings.ts';
import { identityStore, usernameKey, type IdentityUser } from './identity-store.ts';
import { hashPassword } from './password-hash.ts';
import { checkPasswordPolicy } from './password-policy.ts';
import type { SigningKeys } from './signing-keys.ts';

export interface IdentityServiceDeps {
  db: Database;
  settings: IdentitySettings;
  keys: () => Promise<SigningKeys>;
  now: () => Date;
  sendMail: SendMail;
}

/** Who is calling, for the per-address limits. */
export interface Caller {
  address: string;
}

type Fields = Record<string, unknown>;
type Operation = (fields: Fields, caller: Caller) => Promise<object>;

/**
 * The local user pool, speaking the operations of Cognito's user-pool API that a storefront needs: sign-up and its
 * confirmation, sign-in and refresh, password reset and change, reading and updating attributes, global sign-out.
 */
export class IdentityService {
  private readonly limits: IdentityLimits;
  private readonly sessions: SessionOperations;
  private readonly operations: Record<string, Operation>;

  constructor(private readonly deps: IdentityServiceDeps) {
    this.limits = new IdentityLimits(deps.settings, deps.now);
    this.sessions = new SessionOperations({
      ...deps,
      limits: this.limits,
      checkClient: (f) => this.checkClient(f),
    });
    this.operations = {
      SignUp: (fields, caller) => this.signUp(fields, caller),
      ConfirmSignUp: (fields) => this.confirmSignUp(fields),
      ResendConfirmationCode: (fields, caller) => this.resendConfirmationCode(fields, caller),
      ForgotPassword: (fields, caller) => this.forgotPassword(fields, caller),
      ConfirmForgotPassword: (fields) => this.confirmForgotPassword(fields),
      InitiateAuth: (fields, caller) => this.sessions.initiateAuth(fields, caller),
      ChangePassword: (fields, caller) => this.sessions.changePassword(fields, caller),
      GetUser: (fields) => this.sessions.getUser(fields),
      UpdateUserAttributes: (fields) => this.sessions.updateUserAttributes(fields),
      GlobalSignOut: (fields) => this.sessions.globalSignOut(fields),
    };
  }

  /** Answer one call: `operation` from the X-Amz-Target header, `body` the parsed JSON. */
  async handle(operation: string, body: unknown, caller: Caller): Promise<object> {
    const run = Object.hasOwn(this.operations, operation) ? this.operations[operation] : undefined;
    if (!run) throw new CognitoError('UnknownOperationException', `Unknown operation ${operation}`);
    return run(fieldsOf(body), caller);
  }

  private checkClient(fields: Fields): void {
    const clientId = requiredString(fields, 'ClientId');
    if (clientId !== this.deps.settings.clientId) throw cognitoErrors.unknownClient(clientId);
  }

  private async existingUser(username: string): Promise<IdentityUser> {
    const user = await identityStore.userByUsername(this.deps.db, username);
    if (!user) throw cognitoErrors.userNotFound();
    return user;
  }

  private async signUp(fields: Fields, caller: Caller) {
    this.checkClient(fields);
    const username = requiredString(fields, 'Username');
    const password = requiredString(fields, 'Password');
    const { email = username, ...attributes } = attributesOf(fields.UserAttributes, { allowEmail: true });
    const metadata = clientMetadataOf(fields.ClientMetadata);
    if (!EMAIL.test(username.trim())) throw cognitoErrors.invalidParameter('Username should be an email.');
    if (usernameKey(email) !== usernameKey(username))
      throw cognitoErrors.invalidParameter('The email attribute must be the username.');
    checkPasswordPolicy(password);
    if (await identityStore.userByUsername(this.deps.db, username)) throw cognitoErrors.usernameExists();
    this.limits.takeCodeSend(username, caller.address);
    const now = this.deps.now();
    const user: IdentityUser = {
      sub: randomUUID(),
      username: usernameKey(username),
      email: email.trim(),
      passwordHash: await hashPassword(password, this.deps.settings.scryptCost),
      confirmed: false,
      emailVerified: false,
      attributes,
    };
    await this.deps.db.transaction(async (tx) => {
      // Two sign-ups for one address may race past the check above; the unique username decides.
      if (!(await identityStore.insertUser(tx, user, now))) throw cognitoErrors.usernameExists();
      await sendCode(tx, this.deps.sendMail, user, 'confirm-sign-up', now, metadata);
    });
    return { UserConfirmed: false, UserSub: user.sub, CodeDeliveryDetails: deliveryDetails(user.email) };
  }

  private async confirmSignUp(fields: Fields) {
    this.checkClient(fields);
    const user = await this.existingUser(requiredString(fields, 'Username'));
    const code = requiredString(fields, 'ConfirmationCode');
    if (user.confirmed)
      throw new CognitoError(
        'NotAuthorizedException',
        'User cannot be confirmed. Current status is CONFIRMED',
      );
    const now = this.deps.now();
    await checkCode(this.deps.db, user, 'confirm-sign-up', code, now, this.deps.settings.codeAttempts);
    await this.deps.db.transaction(async (tx) => {
      await identityStore.confirm(tx, user.sub, now);
      await identityStore.deleteCode(tx, user.sub, 'confirm-sign-up');
    });
    return {};
  }

  private async resendConfirmationCode(fields: Fields, caller: Caller) {
    this.checkClient(fields);
    const username = requiredString(fields, 'Username');
    const metadata = clientMetadataOf(fields.ClientMetadata);
    const user = await this.existingUser(username);
    if (user.confirmed) throw cognitoErrors.invalidParameter('User is already confirmed.');
    this.limits.takeCodeSend(username, caller.address);
    const now = this.deps.now();
    await this.deps.db.transaction((tx) =>
      sendCode(tx, this.deps.sendMail, user, 'confirm-sign-up', now, metadata),
    );
    return { CodeDeliveryDetails: deliveryDetails(user.email) };
  }

  private async forgotPassword(fields: Fields, caller: Caller) {
    this.checkClient(fields);
    const username = requiredString(fields, 'Username');
    const metadata = clientMetadataOf(fields.ClientMetadata);
    const user = await this.existingUser(username);
    if (!user.emailVerified)
      throw cognitoErrors.invalidParameter(
        'Cannot reset password for the user as there is no registered/verified email or phone_number',
      );
    this.limits.takeCodeSend(username, caller.address);
    const now = this.deps.now();
    await this.deps.db.transaction((tx) =>
      sendCode(tx, this.deps.sendMail, user, 'reset-password', now, metadata),
    );
    return { CodeDeliveryDetails: deliveryDetails(user.email) };
  }

  private async confirmForgotPassword(fields: Fields) {
    this.checkClient(fields);
    const user = await this.existingUser(requiredString(fields, 'Username'));
    const code = requiredString(fields, 'ConfirmationCode');
    const password = requiredString(fields, 'Password');
    checkPasswordPolicy(password);
    const now = this.deps.now();
    await checkCode(this.deps.db, user, 'reset-password', code, now, this.deps.settings.codeAttempts);
    const passwordHash = await hashPassword(password, this.deps.settings.scryptCost);
    await this.deps.db.transaction(async (tx) => {
      await identityStore.setPassword(tx, user.sub, passwordHash, now);
      await identityStore.deleteCode(tx, user.sub, 'reset-password');
    });
    return {};
  }
}
