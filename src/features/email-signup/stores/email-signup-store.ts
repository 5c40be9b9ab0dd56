import { makeAutoObservable, runInAction } from 'mobx';
import { isEmailAddress } from '../../../../shared/email-address.ts';
import {
  chosenInterestCount,
  toggledInterest,
  vendorsOf,
  type InterestSelection,
} from '../../../kernel/marketing/interest-selection.ts';
import type { AnalyticsService, ErrorReporter, MarketingService } from '../../../kernel/types/index.ts';
import type { StoreRecipe } from '../../../kernel/stores/store-services.ts';
import { signUpWithEachVendor } from '../../../kernel/marketing/vendor-signups.ts';

/** The signup form's error message keys. */
export type EmailSignupError =
  'REQUIRED' | 'FORMAT' | 'EXISTS' | 'GENERIC' | 'REQUIRES_CONSENT' | 'REQUIRES_INTEREST';

/** With always-show, the form comes back this long after a success. */
export const EMAIL_SIGNUP_RESET_MS = 7000;

/**
 * One e-mail signup form: its fields, client checks, one signup per marketing vendor (each with its own interests),
 * the server's answer mapped to message keys, and reset.
 */
export class EmailSignupStore {
  email = '';
  consent = false;
  /** The interests ticked, by vendor. */
  interests: InterestSelection = {};
  pending = false;
  hasSubmitted = false;
  error: EmailSignupError | null = null;
  /** The site's interest groups ask for at least one interest (`requireInterest` of interestGroups.json). */
  requireInterest: boolean;
  /** The vendors of the site's interest groups; none, one signup without a vendor. */
  private vendors: string[] = [];
  /** Vendors that have already taken this address in this signup, not sent again when a later one failed. */
  private signedUp = new Set<string>();
  private resetTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly marketing: MarketingService,
    private readonly analytics: AnalyticsService,
    private readonly options: { language: string; requireInterest: boolean; alwaysShow: boolean },
    private readonly reporter?: ErrorReporter,
  ) {
    this.requireInterest = options.requireInterest;
    makeAutoObservable<
      EmailSignupStore,
      'marketing' | 'analytics' | 'options' | 'resetTimer' | 'reporter' | 'signedUp'
    >(this, {
      marketing: false,
      analytics: false,
      options: false,
      resetTimer: false,
      reporter: false,
      signedUp: false,
    });
  }

  /** The site's interest groups arrived: their vendors each get a signup, and their rule applies. */
  setInterestGroups(file: { requireInterest?: boolean; groups: { vendor: string }[] } | null): void {
    this.requireInterest = file?.requireInterest === true;
    this.vendors = vendorsOf(file?.groups ?? []);
  }

  setEmail(email: string): void {
    this.email = email;
    this.error = null;
    this.signedUp.clear();
  }

  /** Withdrawing consent clears the chosen interests. */
  setConsent(consent: boolean): void {
    this.consent = consent;
    if (!consent) this.interests = {};
    this.error = null;
  }

  /** Tick or untick one interest of one vendor's groups. */
  toggleInterest(vendor: string, id: string): void {
    this.interests = toggledInterest(this.interests, vendor, id);
  }

  /** Client checks first (a failure counts as 422 errorFormat), then the server: 422 format, 409 exists, else generic. */
  async submit(): Promise<void> {
    const email = this.email.trim();
    const problem = this.clientProblem(email);
    if (problem) {
      this.error = problem;
      this.reportRefusal('Failed client validation', 422, problem);
      return;
    }
    this.pending = true;
    this.error = null;
    const result = await signUpWithEachVendor(
      this.marketing,
      {
        email,
        language: this.options.language,
        consent: this.consent,
        interests: this.interests,
        vendors: this.vendors,
      },
      this.signedUp,
    );
    runInAction(() => {
      this.pending = false;
      if (result.ok) {
        this.hasSubmitted = true;
        this.signedUp.clear();
        this.analytics.emit({ event: 'emailSignup', email });
        if (this.options.alwaysShow) this.resetTimer = setTimeout(() => this.reset(), EMAIL_SIGNUP_RESET_MS);
        return;
      }
      this.error = result.status === 422 ? 'FORMAT' : result.status === 409 ? 'EXISTS' : 'GENERIC';
      this.reportRefusal('Email signup refused by the server', result.status, this.error);
    });
  }

  reset(): void {
    clearTimeout(this.resetTimer);
    this.email = '';
    this.consent = false;
    this.interests = {};
    this.signedUp.clear();
    this.hasSubmitted = false;
    this.error = null;
  }

  /** Every refusal goes to the error service too: 422 for the form's own checks, else the server's status. */
  private reportRefusal(message: string, status: number, error: EmailSignupError): void {
    this.reporter?.report({
      kind: 'form',
      message,
      rule: `WEB.EMAILLIST.ERROR.${error}`,
      detail: { status },
    });
  }

  private clientProblem(email: string): EmailSignupError | null {
    if (!email) return 'REQUIRED';
    if (!isEmailAddress(email)) return 'FORMAT';
    if (!this.consent) return 'REQUIRES_CONSENT';
    if (this.requireInterest && chosenInterestCount(this.interests) === 0) return 'REQUIRES_INTEREST';
    return null;
  }
}

/** Recipe for one newsletter signup form's store, for the root store's `build`. */
export const emailSignupStore =
  (options: ConstructorParameters<typeof EmailSignupStore>[2]): StoreRecipe<EmailSignupStore> =>
  (services) =>
    new EmailSignupStore(services.marketing, services.analytics, options, services.reporter);
