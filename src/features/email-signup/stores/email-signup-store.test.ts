import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FakeMarketingService,
  RecordingAnalytics,
  RecordingReporter,
} from '../../../../tests/helpers/fake-services.ts';
import { EMAIL_SIGNUP_RESET_MS, EmailSignupStore } from './email-signup-store.ts';

function setup(
  options: Partial<{ requireInterest: boolean; alwaysShow: boolean }> = {},
  marketing = new FakeMarketingService(),
) {
  const analytics = new RecordingAnalytics();
  const reporter = new RecordingReporter();
  const store = new EmailSignupStore(
    marketing,
    analytics,
    {
      language: 'en',
      requireInterest: options.requireInterest ?? false,
      alwaysShow: options.alwaysShow ?? false,
    },
    reporter,
  );
  return { store, marketing, analytics, reporter };
}

describe('EmailSignupStore', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks the e-mail, consent and interests before calling the server', async () => {
    const { store, marketing } = setup({ requireInterest: true });
    await store.submit();
    expect(store.error).toBe('REQUIRED');
    store.setEmail('not-an-email');
    await store.submit();
    expect(store.error).toBe('FORMAT');
    store.setEmail('ana@example.com');
    await store.submit();
    expect(store.error).toBe('REQUIRES_CONSENT');
    store.setConsent(true);
    await store.submit();
    expect(store.error).toBe('REQUIRES_INTEREST');
    expect(marketing.requests).toEqual([]);
  });

  it('subscribes, masks nothing itself but emits the signup event, and resets after 7000 ms when always shown', async () => {
    const { store, marketing, analytics } = setup({ alwaysShow: true });
    store.setInterestGroups({ groups: [{ vendor: 'mailchimp' }] });
    store.setEmail(' ana@example.com ');
    store.setConsent(true);
    store.toggleInterest('mailchimp', 'womenswear');
    await store.submit();
    expect(marketing.requests).toEqual([
      {
        email: 'ana@example.com',
        language: 'en',
        interests: ['womenswear'],
        consent: true,
        vendor: 'mailchimp',
      },
    ]);
    expect(store.hasSubmitted).toBe(true);
    expect(analytics.events).toContainEqual(expect.objectContaining({ event: 'emailSignup' }));
    vi.advanceTimersByTime(EMAIL_SIGNUP_RESET_MS - 1);
    expect(store.hasSubmitted).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.hasSubmitted).toBe(false);
    expect(store.email).toBe('');
  });

  it.each([
    [422, 'FORMAT'],
    [409, 'EXISTS'],
    [500, 'GENERIC'],
    [404, 'GENERIC'],
  ] as const)('maps a server %i to %s', async (status, error) => {
    const { store } = setup({}, new FakeMarketingService({ ok: false, status }));
    store.setEmail('ana@example.com');
    store.setConsent(true);
    await store.submit();
    expect(store.error).toBe(error);
    expect(store.hasSubmitted).toBe(false);
  });

  it('clears interests when consent is withdrawn', () => {
    const { store } = setup();
    store.setConsent(true);
    store.toggleInterest('mailchimp', 'kids');
    store.setConsent(false);
    expect(store.interests).toEqual({});
  });

  it("reports every refusal to the error service: its own checks as 422, the server's with its status", async () => {
    const { store, reporter, marketing } = setup();
    store.setEmail('not-an-email');
    await store.submit();
    store.setEmail('ana@example.com');
    store.setConsent(true);
    marketing.result = { ok: false, status: 503 };
    await store.submit();
    expect(reporter.reports).toEqual([
      expect.objectContaining({
        kind: 'form',
        message: 'Failed client validation',
        rule: 'WEB.EMAILLIST.ERROR.FORMAT',
        detail: { status: 422 },
      }),
      expect.objectContaining({ kind: 'form', rule: 'WEB.EMAILLIST.ERROR.GENERIC', detail: { status: 503 } }),
    ]);
  });

  it("asks for an interest once the site's interest groups say so", async () => {
    const { store, marketing } = setup();
    store.setEmail('ana@example.com');
    store.setConsent(true);
    store.setInterestGroups({ requireInterest: true, groups: [{ vendor: 'mailchimp' }] });
    await store.submit();
    expect(store.error).toBe('REQUIRES_INTEREST');
    store.toggleInterest('mailchimp', 'beauty');
    await store.submit();
    expect(marketing.requests).toEqual([
      expect.objectContaining({ interests: ['beauty'], vendor: 'mailchimp' }),
    ]);
  });

  it("sends each vendor its own interests in a signup of its own, even where two vendors share an interest's id", async () => {
    const { store, marketing } = setup();
    store.setInterestGroups({
      groups: [{ vendor: 'mailchimp' }, { vendor: 'braze' }, { vendor: 'mailchimp' }],
    });
    store.setEmail('ana@example.com');
    store.setConsent(true);
    store.toggleInterest('mailchimp', 'womenswear');
    store.toggleInterest('braze', 'kids');
    expect(store.interests).toEqual({ mailchimp: ['womenswear'], braze: ['kids'] });
    await store.submit();
    const signup = { email: 'ana@example.com', language: 'en', consent: true };
    expect(marketing.requests).toEqual([
      { ...signup, vendor: 'mailchimp', interests: ['womenswear'] },
      { ...signup, vendor: 'braze', interests: ['kids'] },
    ]);
  });

  it('does not sign up again with a vendor that took the address when a later vendor failed', async () => {
    const marketing = new FakeMarketingService();
    const { store } = setup({}, marketing);
    store.setInterestGroups({ groups: [{ vendor: 'mailchimp' }, { vendor: 'braze' }] });
    store.setEmail('ana@example.com');
    store.setConsent(true);
    marketing.subscribe = async (request) => {
      marketing.requests.push(request);
      return request.vendor === 'braze' && marketing.requests.length === 2
        ? { ok: false, status: 503 }
        : { ok: true };
    };
    await store.submit();
    expect(store.error).toBe('GENERIC');
    await store.submit();
    expect(store.hasSubmitted).toBe(true);
    expect(marketing.requests.map((request) => request.vendor)).toEqual(['mailchimp', 'braze', 'braze']);
  });
});
