import { describe, expect, it } from 'vitest';
import {
  FAKE_USER,
  FakeIdentityService,
  fakeAccountServices,
} from '../../../../tests/helpers/fake-identity.ts';
import { FakeMarketingService } from '../../../../tests/helpers/fake-services.ts';
import { AccountStore } from './account-store.ts';
import type { SignUpMarketing } from '../../../kernel/marketing/vendor-signups.ts';

function setup(identity = new FakeIdentityService()) {
  const fakes = fakeAccountServices(identity);
  const marketing = new FakeMarketingService();
  const store = new AccountStore(fakes.services, fakes.cart, marketing);
  return { store, marketing, ...fakes };
}

const DETAILS = {
  email: 'ana@example.com',
  password: 'Secret-123',
  givenName: 'Ana',
  familyName: 'Silva',
  marketingConsent: true,
};

const MARKETING: SignUpMarketing = {
  interests: {},
  vendors: ['mailchimp', 'braze'],
  language: 'en',
  requireInterest: true,
};

describe('AccountStore', () => {
  it('signs in in order: earlier identity out, sign in, user, fresh API session, bag, then success', async () => {
    const { store, log } = setup();
    const done = await store.signIn('ana@example.com', 'Secret-123', {
      onSuccess: () => log.push('onSuccess'),
      onFailure: () => log.push('onFailure'),
    });
    expect(done).toBe(true);
    expect(log).toEqual([
      'identity.signOut',
      'identity.signIn',
      'identity.currentUser',
      'session.reset',
      'session.create',
      'cart.load',
      'onSuccess',
    ]);
    expect(store).toMatchObject({
      isUserSignedIn: true,
      userConfirmed: true,
      userEmail: FAKE_USER.email,
      userGivenName: 'Ana',
      userFamilyName: 'Silva',
      userId: 'user-1',
      userName: FAKE_USER.userName,
      userPhoneNumber: FAKE_USER.phoneNumber,
      userPhoneNumberVerified: true,
      pending: false,
    });
  });

  it('runs the failure callback with the code, and creates no session, when the sign-in is refused', async () => {
    const { store, identity, log } = setup();
    identity.failNext('signIn', 'NotAuthorizedException', 'Incorrect username or password.');
    const codes: string[] = [];
    const done = await store.signIn('ana@example.com', 'wrong', { onFailure: (code) => codes.push(code) });
    expect(done).toBe(false);
    expect(codes).toEqual(['INVALID_CREDS']);
    expect(store.code).toBe('INVALID_CREDS');
    expect(store.isUserSignedIn).toBe(false);
    expect(log).not.toContain('session.create');
  });

  it("forgets the kept identity and tries once more when the sign-in says 'Device does not exist.'", async () => {
    const { store, identity, log } = setup();
    identity.failNext('signIn', 'ResourceNotFoundException', 'Device does not exist.');
    expect(await store.signIn('ana@example.com', 'Secret-123')).toBe(true);
    expect(log.slice(0, 4)).toEqual([
      'identity.signOut',
      'identity.signIn',
      'identity.forget',
      'identity.signIn',
    ]);
  });

  it('tries only once more: a second missing device fails the sign-in', async () => {
    const { store, identity, log } = setup();
    identity.failNext('signIn', 'ResourceNotFoundException', 'Device does not exist.');
    identity.failNext('signIn', 'ResourceNotFoundException', 'Device does not exist.');
    expect(await store.signIn('ana@example.com', 'Secret-123')).toBe(false);
    expect(log.filter((entry) => entry === 'identity.signIn')).toHaveLength(2);
    expect(store.code).toBe('UNABLE_TO_ACTION');
  });

  it('sends an unconfirmed account a new code and keeps its e-mail for verification', async () => {
    const { store, identity, log } = setup();
    identity.failNext('signIn', 'UserNotConfirmedException', 'User is not confirmed.');
    expect(await store.signIn('new@example.com', 'Secret-123')).toBe(false);
    expect(log).toContain('identity.resendConfirmationCode');
    expect(store).toMatchObject({
      code: 'CODE_NEW_CODE',
      userConfirmed: false,
      userEmail: 'new@example.com',
    });
  });

  it('signs out: global sign-out, new anonymous session and bag, account reset, listeners told', async () => {
    const { store, log } = setup();
    await store.signIn('ana@example.com', 'Secret-123');
    log.length = 0;
    store.onSignOut(() => log.push('listener'));
    await store.signOut();
    expect(log).toEqual(['identity.signOut', 'session.reset', 'session.create', 'cart.load', 'listener']);
    expect(store).toMatchObject({ isUserSignedIn: false, userEmail: '', userId: '', userGivenName: '' });
  });

  it('still signs out here when the service refuses the global sign-out', async () => {
    const { store, identity, log } = setup();
    await store.signIn('ana@example.com', 'Secret-123');
    identity.failNext('signOut', 'NotAuthorizedException', 'Access Token has been revoked');
    await store.signOut();
    expect(store.isUserSignedIn).toBe(false);
    expect(log.slice(-3)).toEqual(['session.reset', 'session.create', 'cart.load']);
  });

  it('is signed out when the kept identity is lost elsewhere (the API refused its refresh)', async () => {
    const { store, identity } = setup();
    await store.signIn('ana@example.com', 'Secret-123');
    identity.lose();
    expect(store).toMatchObject({ isUserSignedIn: false, userEmail: '' });
  });

  it('knows a kept identity at once, without calling the identity service', () => {
    const identity = new FakeIdentityService();
    identity.signedIn = true;
    const { store, log } = setup(identity);
    expect(store.isUserSignedIn).toBe(true);
    expect(log).toEqual([]);
  });

  it('asks for an interest before creating an account with marketing consent', async () => {
    const { store, identity } = setup();
    expect(await store.signUp(DETAILS, MARKETING)).toBe(false);
    expect(store.code).toBe('MARKETING_INTERESTS');
    expect(identity.signUps).toEqual([]);
    expect(await store.signUp(DETAILS, { ...MARKETING, interests: { braze: ['womens'] } })).toBe(true);
    expect(store).toMatchObject({ userEmail: 'ana@example.com', userConfirmed: false, code: null });
    expect(identity.signUps).toEqual([DETAILS]);
  });

  it('signs each vendor up with its own interests once the account is verified, none without consent', async () => {
    const { store, marketing } = setup();
    const interests = { mailchimp: ['womenswear', 'beauty'], braze: ['menswear'] };
    expect(await store.signUp(DETAILS, { ...MARKETING, interests, language: 'ar' })).toBe(true);
    expect(marketing.requests).toEqual([]);
    await store.confirmSignUp('Ana@Example.com', '123456');
    const signup = { email: 'ana@example.com', language: 'ar', consent: true };
    expect(marketing.requests).toEqual([
      { ...signup, interests: ['womenswear', 'beauty'], vendor: 'mailchimp' },
      { ...signup, interests: ['menswear'], vendor: 'braze' },
    ]);
    // Verified once: the signups are not made again.
    await store.confirmSignUp('ana@example.com', '123456');
    expect(marketing.requests).toHaveLength(2);

    const known = setup();
    known.marketing.result = { ok: false, status: 409 };
    await known.store.signUp(DETAILS, { ...MARKETING, interests });
    expect(await known.store.confirmSignUp('ana@example.com', '123456')).toBe(true);
    // The first vendor had the address already: the second is still told its own.
    expect(known.marketing.requests.map((request) => request.vendor)).toEqual(['mailchimp', 'braze']);

    const declined = setup();
    await declined.store.signUp({ ...DETAILS, marketingConsent: false }, MARKETING);
    await declined.store.confirmSignUp('ana@example.com', '123456');
    expect(declined.marketing.requests).toEqual([]);
  });

  it('reports success codes: a verified account, a new code, a new password', async () => {
    const { store } = setup();
    await store.confirmSignUp('ana@example.com', '123456');
    expect(store.code).toBe('SUCCESS_CREATED');
    await store.resendCode('ana@example.com');
    expect(store.code).toBe('CODE_NEW_CODE');
    await store.setPassword('ana@example.com', '123456', 'Secret-456');
    expect(store.code).toBe('SUCCESS_NEW_PASSWORD');
    await store.changePassword('Secret-123', 'Secret-456');
    expect(store.code).toBe('SUCCESS_NEW_PASSWORD');
  });

  it('maps a wrong current password to INCORRECT_PASSWORD, not to wrong credentials', async () => {
    const { store, identity } = setup();
    identity.failNext('changePassword', 'NotAuthorizedException', 'Incorrect username or password.');
    expect(await store.changePassword('wrong', 'Secret-456')).toBe(false);
    expect(store.code).toBe('INCORRECT_PASSWORD');
  });

  it('reads whether the shop has accounts from the settings', async () => {
    const on = setup();
    expect(await on.store.loadSettings()).toBe(true);
    const off = fakeAccountServices(new FakeIdentityService(), { enabled: false });
    const store = new AccountStore(off.services, off.cart, new FakeMarketingService());
    await store.loadSettings();
    expect(store.available).toBe(false);
  });
});
