import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import { CognitoError, cognitoErrors } from './cognito-error.ts';
import { checkCode, deliveryDetails, sendCode, type SendMail } from './identity-codes.ts';
import { IdentityLimits, refundingOnFailure } from './identity-limits.ts';
import { attributesOf, clientMetadataOf, fieldsOf, requiredString } from './identity-requests.ts';
import { isEmailAddress } from '../../shared/email-address.ts';
import { SessionOperations } from './identity-sessions.ts';
import type { IdentitySettings } from './identity-settings.ts';
import { identityStore, usernameKey, type CodePurpose, type IdentityUser } from './identity-store.ts';
import { PasswordHasher } from './password-hash.ts';
import { checkPasswordPolicy } from './password-policy.ts';
import type { SigningKeys } from './signing-keys.ts';

export interface IdentityServiceDeps {
  db: Database;
  settings: IdentitySettings;
  keys: () => Promise<SigningKeys>;
  now: () => Date;
  sendMail: SendMail;
}

/** Who is calling, for the per-address limits: the client's key (`clientKey`: an IPv6 client by its /64). */
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
  private readonly hasher: PasswordHasher;
  private readonly sessions: SessionOperations;
  private readonly operations: Record<string, Operation>;

  constructor(private readonly deps: IdentityServiceDeps) {
    this.limits = new IdentityLimits(deps);
    this.hasher = new PasswordHasher(deps.settings);
    this.sessions = new SessionOperations({
      ...deps,
      limits: this.limits,
      hasher: this.hasher,
      checkClient: (f) => this.checkClient(f),
    });
    this.operations = {
      SignUp: (fields, caller) => this.signUp(fields, caller),
      ConfirmSignUp: (fields, caller) => this.confirmSignUp(fields, caller),
      ResendConfirmationCode: (fields, caller) => this.resendConfirmationCode(fields, caller),
      ForgotPassword: (fields, caller) => this.forgotPassword(fields, caller),
      ConfirmForgotPassword: (fields, caller) => this.confirmForgotPassword(fields, caller),
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

  private async signUp(fields: Fields, caller: Caller) {
    this.checkClient(fields);
    const username = requiredString(fields, 'Username');
    const password = requiredString(fields, 'Password');
    const { email = username, ...attributes } = attributesOf(fields.UserAttributes, { allowEmail: true });
    const metadata = clientMetadataOf(fields.ClientMetadata);
    if (!isEmailAddress(username.trim()))
      throw cognitoErrors.invalidParameter('Username should be an email.');
    if (usernameKey(email) !== usernameKey(username))
      throw cognitoErrors.invalidParameter('The email attribute must be the username.');
    checkPasswordPolicy(password);
    this.hasher.refuseWhenFull();
    // Counted before the look-up: asking whether an address is taken costs a code send, whatever the answer.
    const refund = await this.limits.takeCodeSend(username, caller.address);
    if (await identityStore.userByUsername(this.deps.db, username)) throw cognitoErrors.usernameExists();
    const now = this.deps.now();
    const user: IdentityUser = {
      sub: randomUUID(),
      username: usernameKey(username),
      email: email.trim(),
      passwordHash: await refundingOnFailure(refund, () => this.hasher.hash(password)),
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

  /** A user already confirmed, or none, has no code waiting: answered as a wrong code is. */
  private async confirmSignUp(fields: Fields, caller: Caller) {
    this.checkClient(fields);
    const username = requiredString(fields, 'Username');
    const code = requiredString(fields, 'ConfirmationCode');
    await this.limits.takeCodeCheck(username, caller.address);
    const user = await identityStore.userByUsername(this.deps.db, username);
    const now = this.deps.now();
    const { db, settings } = this.deps;
    if (
      !user ||
      user.confirmed ||
      !(await checkCode(db, user, 'confirm-sign-up', code, now, settings.codeAttempts))
    )
      throw await this.limits.missWithoutCode(username, 'confirm-sign-up');
    await db.transaction(async (tx) => {
      await identityStore.confirm(tx, user.sub, now);
      await identityStore.deleteCode(tx, user.sub, 'confirm-sign-up');
    });
    return {};
  }

  private async resendConfirmationCode(fields: Fields, caller: Caller) {
    this.checkClient(fields);
    const username = requiredString(fields, 'Username');
    const metadata = clientMetadataOf(fields.ClientMetadata);
    await this.limits.takeCodeSend(username, caller.address);
    const user = await identityStore.userByUsername(this.deps.db, username);
    if (user && !user.confirmed) await this.mailCode(user, 'confirm-sign-up', metadata);
    return codeSentTo(username);
  }

  private async forgotPassword(fields: Fields, caller: Caller) {
    this.checkClient(fields);
    const username = requiredString(fields, 'Username');
    const metadata = clientMetadataOf(fields.ClientMetadata);
    await this.limits.takeCodeSend(username, caller.address);
    const user = await identityStore.userByUsername(this.deps.db, username);
    if (user?.emailVerified) await this.mailCode(user, 'reset-password', metadata);
    return codeSentTo(username);
  }

  /** A new password by an e-mailed code; every session signed in before it ends. */
  private async confirmForgotPassword(fields: Fields, caller: Caller) {
    this.checkClient(fields);
    const username = requiredString(fields, 'Username');
    const code = requiredString(fields, 'ConfirmationCode');
    const password = requiredString(fields, 'Password');
    checkPasswordPolicy(password);
    await this.limits.takeCodeCheck(username, caller.address);
    const user = await identityStore.userByUsername(this.deps.db, username);
    const now = this.deps.now();
    const { db, settings } = this.deps;
    if (!user || !(await checkCode(db, user, 'reset-password', code, now, settings.codeAttempts)))
      throw await this.limits.missWithoutCode(username, 'reset-password');
    const passwordHash = await this.hasher.hash(password);
    await db.transaction(async (tx) => {
      await identityStore.setPasswordEndingSessions(tx, { sub: user.sub, passwordHash, now });
      await identityStore.deleteCode(tx, user.sub, 'reset-password');
    });
    return {};
  }

  private async mailCode(user: IdentityUser, purpose: CodePurpose, metadata: Record<string, string>) {
    const now = this.deps.now();
    await this.deps.db.transaction((tx) => sendCode(tx, this.deps.sendMail, user, purpose, now, metadata));
  }
}

/**
 * What ResendConfirmationCode and ForgotPassword answer, whether a code went or not (no such user, one already
 * confirmed, one with no verified e-mail): masked from the address as typed, so the answer tells nobody which
 * addresses hold an account.
 */
const codeSentTo = (username: string) => ({ CodeDeliveryDetails: deliveryDetails(username.trim()) });
