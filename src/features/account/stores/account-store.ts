import { makeAutoObservable, runInAction } from 'mobx';
import type {
  AccountServices,
  IdentityService,
  IdentityUser,
  MarketingService,
  SignUpDetails,
} from '../../../kernel/types/index.ts';
import { accountCodeFor, DEVICE_MISSING_MESSAGE, type AccountCode } from '../rules/account-codes.ts';
import type { SignUpMarketing } from '../../../kernel/marketing/vendor-signups.ts';
import { accountAct, beginAction } from './account-action.ts';
import { AccountSignUp } from './account-sign-up.ts';
import { PasswordFlows } from './password-flows.ts';
import { AccountStatus } from './account-status.ts';

/** What signing in and out reloads besides the session: the bag. */
export interface AccountCart {
  load(): Promise<void>;
}

/** What a sign-in tells its caller, once the whole sequence has run. */
export interface SignInCallbacks {
  onSuccess?: () => void;
  onFailure?: (code: AccountCode) => void;
}

const SIGNED_OUT = {
  isUserSignedIn: false,
  userConfirmed: false,
  userEmail: '',
  userFamilyName: '',
  userGivenName: '',
  userId: '',
  userName: '',
  userPhoneNumber: '',
  userPhoneNumberVerified: false,
};

/**
 * The shopper's account: who is signed in, and the account actions (create, verify, sign in and out, passwords)
 * with the message each ends with (`code`). The identity code loads with the first action; whether this browser is
 * signed in is known without it. The sign-up and the password flows are collaborators beside this file, running
 * their identity calls through `accountAct`.
 */
export class AccountStore {
  userConfirmed = false;
  userEmail = '';
  userFamilyName = '';
  userGivenName = '';
  userId = '';
  userName = '';
  userPhoneNumber = '';
  userPhoneNumberVerified = false;
  /** The last action's message, success or failure. */
  code: AccountCode | null = null;
  private readonly signOutListeners = new Set<() => void>();
  private readonly signUps: AccountSignUp;
  private readonly passwords: PasswordFlows;

  constructor(
    private readonly services: AccountServices,
    private readonly cart: () => Promise<AccountCart>,
    marketing: MarketingService,
    /** What the pages read before this store loads; the store keeps it up to date. */
    private readonly status = new AccountStatus(services),
  ) {
    const act = accountAct(this, () => services.identity());
    this.signUps = new AccountSignUp(this, act, marketing);
    this.passwords = new PasswordFlows(this, act);
    // The API gave up on the access token (its refresh was refused): the account's details go with it.
    services.onIdentityCleared(() => {
      if (!this.pending) runInAction(() => Object.assign(this, SIGNED_OUT));
    });
    makeAutoObservable<
      AccountStore,
      'services' | 'cart' | 'status' | 'signOutListeners' | 'signUps' | 'passwords'
    >(this, {
      services: false,
      cart: false,
      status: false,
      signOutListeners: false,
      signUps: false,
      passwords: false,
    });
  }

  get isUserSignedIn(): boolean {
    return this.status.signedIn;
  }

  set isUserSignedIn(signedIn: boolean) {
    this.status.signedIn = signedIn;
  }

  /** Accounts exist on this shop: undefined until the settings are read. */
  get available(): boolean | undefined {
    return this.status.available;
  }

  /** An action is under way: its form's button waits. */
  get pending(): boolean {
    return this.status.pending;
  }

  set pending(pending: boolean) {
    this.status.pending = pending;
  }

  loadSettings(): Promise<boolean> {
    return this.status.loadSettings();
  }

  /** Forget the last action's message (a form opened afresh). */
  clearCode(): void {
    this.code = null;
  }

  /** Be told when the shopper signs out (the address book and saved cards reset); returns the unsubscribe. */
  onSignOut(listener: () => void): () => void {
    this.signOutListeners.add(listener);
    return () => this.signOutListeners.delete(listener);
  }

  /**
   * Sign in, in this order: sign out of any earlier identity, sign in, keep the user, create the signed-in API
   * session (the server moves the anonymous bag into the account's), load the bag, then `onSuccess`.
   */
  async signIn(email: string, password: string, callbacks: SignInCallbacks = {}): Promise<boolean> {
    beginAction(this);
    try {
      const identity = await this.services.identity();
      await identity.signOut().catch(() => undefined);
      await signInRetryingDevice(identity, email, password);
      this.keepUser(await identity.currentUser());
      const session = await this.services.session();
      session.resetSession();
      await session.createSession();
      await (await this.cart()).load();
    } catch (error) {
      const code = await this.signInFailure(error, email);
      callbacks.onFailure?.(code);
      return false;
    }
    runInAction(() => (this.pending = false));
    callbacks.onSuccess?.();
    return true;
  }

  /**
   * Sign out everywhere, start an anonymous session with its (empty) bag, forget the account, and tell the stores
   * that keep account data.
   */
  async signOut(): Promise<void> {
    beginAction(this);
    try {
      const identity = await this.services.identity();
      await identity.signOut().catch(() => undefined);
      const session = await this.services.session();
      session.resetSession();
      await session.createSession();
      await (await this.cart()).load();
    } catch {
      // Signed out here whatever the service or the API said: the shopper asked for it.
    }
    runInAction(() => Object.assign(this, SIGNED_OUT, { pending: false }));
    for (const listener of this.signOutListeners) listener();
  }

  /** Fill the account from the identity service (the account pages); a refused token signs out here. */
  async loadUser(): Promise<boolean> {
    if (!this.services.hasStoredIdentity()) {
      runInAction(() => Object.assign(this, SIGNED_OUT));
      return false;
    }
    try {
      this.keepUser(await (await this.services.identity()).currentUser());
      return true;
    } catch {
      runInAction(() => Object.assign(this, SIGNED_OUT));
      return false;
    }
  }

  /** Create an unconfirmed account, its marketing signups waiting for the verification (`AccountSignUp`). */
  signUp(details: SignUpDetails, marketing: SignUpMarketing): Promise<boolean> {
    return this.signUps.signUp(details, marketing);
  }

  /** Verify the account with the e-mailed code, then make its marketing signups. */
  confirmSignUp(email: string, code: string): Promise<boolean> {
    return this.signUps.confirmSignUp(email, code);
  }

  resendCode(email: string): Promise<boolean> {
    return this.signUps.resendCode(email);
  }

  /** E-mail a code to set a new password with. */
  forgotPassword(email: string): Promise<boolean> {
    return this.passwords.forgotPassword(email);
  }

  setPassword(email: string, code: string, password: string): Promise<boolean> {
    return this.passwords.setPassword(email, code, password);
  }

  changePassword(oldPassword: string, newPassword: string): Promise<boolean> {
    return this.passwords.changePassword(oldPassword, newPassword);
  }

  /** An unconfirmed account gets a fresh code and goes to verification; any other failure is its code. */
  private async signInFailure(error: unknown, email: string): Promise<AccountCode> {
    const unconfirmed = (error as { code?: unknown }).code === 'UserNotConfirmedException';
    let code = accountCodeFor(error, 'signIn');
    if (unconfirmed) {
      const identity = await this.services.identity();
      code = await identity.resendConfirmationCode(email).then(
        () => 'CODE_NEW_CODE' as const,
        (resendError: unknown) => accountCodeFor(resendError, 'resend'),
      );
    }
    runInAction(() => {
      Object.assign(this, SIGNED_OUT, { pending: false, code });
      if (unconfirmed) this.userEmail = email;
    });
    return code;
  }

  private keepUser(user: IdentityUser): void {
    runInAction(() =>
      Object.assign(this, {
        isUserSignedIn: true,
        userConfirmed: true,
        userEmail: user.email,
        userFamilyName: user.familyName,
        userGivenName: user.givenName,
        userId: user.userId,
        userName: user.userName,
        userPhoneNumber: user.phoneNumber,
        userPhoneNumberVerified: user.phoneNumberVerified,
      }),
    );
  }
}

/** A stale remembered device refuses the sign-in: forget the kept identity and try once more. */
async function signInRetryingDevice(
  identity: IdentityService,
  email: string,
  password: string,
): Promise<void> {
  try {
    await identity.signIn(email, password);
  } catch (error) {
    if (!(error instanceof Error) || error.message !== DEVICE_MISSING_MESSAGE) throw error;
    identity.forget();
    await identity.signIn(email, password);
  }
}
