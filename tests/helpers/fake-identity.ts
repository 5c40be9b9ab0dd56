import type {
  AccountServices,
  EditableAttributes,
  IdentityService,
  IdentityUser,
  SignUpDetails,
} from '../../src/kernel/types/index.ts';
import { identityFailure } from '../../src/features/account/api/identity-failure.ts';

export const FAKE_USER: IdentityUser = {
  userId: 'user-1',
  userName: 'ana@example.com',
  email: 'ana@example.com',
  givenName: 'Ana',
  familyName: 'Silva',
  phoneNumber: '+447700900123',
  phoneNumberVerified: true,
};

/**
 * An identity service whose calls are written to a shared log (to check the order of a sequence) and whose next
 * answers a test scripts with `failNext(method, code, message)`.
 */
export class FakeIdentityService implements IdentityService {
  signedIn = false;
  readonly failures = new Map<string, { code: string; message: string }[]>();
  readonly signUps: SignUpDetails[] = [];
  readonly clearListeners = new Set<() => void>();

  constructor(readonly log: string[] = []) {}

  failNext(method: keyof IdentityService, code: string, message = code): void {
    const queue = this.failures.get(method) ?? [];
    queue.push({ code, message });
    this.failures.set(method, queue);
  }

  async signUp(details: SignUpDetails) {
    this.step('signUp');
    this.signUps.push(details);
    return Promise.resolve({ userConfirmed: false, userId: 'user-1' });
  }
  confirmSignUp = () => this.done('confirmSignUp');
  resendConfirmationCode = () => this.done('resendConfirmationCode');
  async signIn() {
    this.step('signIn');
    this.signedIn = true;
    return Promise.resolve();
  }
  refresh = () => this.done('refresh').then(() => true);
  async currentUser() {
    this.step('currentUser');
    return Promise.resolve(FAKE_USER);
  }
  updateAttributes = (_attributes: EditableAttributes) => this.done('updateAttributes');
  forgotPassword = () => this.done('forgotPassword');
  confirmForgotPassword = () => this.done('confirmForgotPassword');
  changePassword = () => this.done('changePassword');
  async signOut() {
    this.step('signOut');
    this.signedIn = false;
    return Promise.resolve();
  }
  forget() {
    this.log.push('identity.forget');
    this.signedIn = false;
  }

  /** The kept identity is forgotten outside the account's own actions (the API refused its refresh). */
  lose() {
    this.signedIn = false;
    for (const listener of this.clearListeners) listener();
  }

  private async done(method: string): Promise<void> {
    this.step(method);
    return Promise.resolve();
  }

  /** Log the call; raise the next scripted failure of this method, if any. */
  private step(method: string): void {
    this.log.push(`identity.${method}`);
    const failure = this.failures.get(method)?.shift();
    if (failure) throw identityFailure(failure.code, failure.message);
  }
}

/** Account services over a fake identity, logging the session calls to the same log. */
export function fakeAccountServices(
  identity = new FakeIdentityService(),
  options: { enabled?: boolean } = {},
) {
  const log = identity.log;
  const services: AccountServices = {
    settings: () =>
      Promise.resolve(
        options.enabled === false
          ? null
          : {
              region: 'eu-west-1',
              userPoolId: 'local_storefront',
              clientId: 'storefront-web',
              endpoint: '/identity',
            },
      ),
    identity: () => Promise.resolve(identity),
    hasStoredIdentity: () => identity.signedIn,
    onIdentityCleared: (listener) => {
      identity.clearListeners.add(listener);
      return () => identity.clearListeners.delete(listener);
    },
    session: () =>
      Promise.resolve({
        resetSession: () => void log.push('session.reset'),
        createSession: () => {
          log.push('session.create');
          return Promise.resolve();
        },
      }),
  };
  const cart = {
    load: () => {
      log.push('cart.load');
      return Promise.resolve();
    },
  };
  return { services, identity, log, cart: () => Promise.resolve(cart) };
}
