import { makeAutoObservable, runInAction } from 'mobx';
import { EMAIL_FORMAT } from '../domain/email-format.ts';
import type { AnalyticsService, MarketingService } from '../services/types/index.ts';
import type { StoreRecipe } from './store-services.ts';

/** The signup form's error message keys. */
export type EmailSignupError =
  'REQUIRED' | 'FORMAT' | 'EXISTS' | 'GENERIC' | 'REQUIRES_CONSENT' | 'REQUIRES_INTEREST';

/** With always-show, the form comes back this long after a success. */
export const EMAIL_SIGNUP_RESET_MS = 7000;

/** One e-mail signup form: its fields, client checks, the server's answer mapped to message keys, and reset. */
export class EmailSignupStore {
  email = '';
  consent = false;
  interests: string[] = [];
  pending = false;
  hasSubmitted = false;
  error: EmailSignupError | null = null;
  private resetTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly marketing: MarketingService,
    private readonly analytics: AnalyticsService,
    private readonly options: { language: string; requireInterest: boolean; alwaysShow: boolean },
  ) {
    makeAutoObservable<EmailSignupStore, 'marketing' | 'analytics' | 'options' | 'resetTimer'>(this, {
      marketing: false,
      analytics: false,
      options: false,
      resetTimer: false,
    });
  }

  setEmail(email: string): void {
    this.email = email;
    this.error = null;
  }

  /** Withdrawing consent clears the chosen interests. */
  setConsent(consent: boolean): void {
    this.consent = consent;
    if (!consent) this.interests = [];
    this.error = null;
  }

  toggleInterest(id: string): void {
    this.interests = this.interests.includes(id)
      ? this.interests.filter((i) => i !== id)
      : [...this.interests, id];
  }

  /** Client checks first (a failure counts as 422 errorFormat), then the server: 422 format, 409 exists, else generic. */
  async submit(): Promise<void> {
    const email = this.email.trim();
    const problem = this.clientProblem(email);
    if (problem) {
      this.error = problem;
      return;
    }
    this.pending = true;
    this.error = null;
    const result = await this.marketing.subscribe({
      email,
      language: this.options.language,
      interests: this.interests,
      consent: this.consent,
    });
    runInAction(() => {
      this.pending = false;
      if (result.ok) {
        this.hasSubmitted = true;
        this.analytics.emit({ event: 'emailSignup', email });
        if (this.options.alwaysShow) this.resetTimer = setTimeout(() => this.reset(), EMAIL_SIGNUP_RESET_MS);
        return;
      }
      this.error = result.status === 422 ? 'FORMAT' : result.status === 409 ? 'EXISTS' : 'GENERIC';
    });
  }

  reset(): void {
    clearTimeout(this.resetTimer);
    this.email = '';
    this.consent = false;
    this.interests = [];
    this.hasSubmitted = false;
    this.error = null;
  }

  private clientProblem(email: string): EmailSignupError | null {
    if (!email) return 'REQUIRED';
    if (!EMAIL_FORMAT.test(email)) return 'FORMAT';
    if (!this.consent) return 'REQUIRES_CONSENT';
    if (this.options.requireInterest && this.interests.length === 0) return 'REQUIRES_INTEREST';
    return null;
  }
}

/** Recipe for one newsletter signup form's store, for the root store's `build`. */
export const emailSignupStore =
  (options: ConstructorParameters<typeof EmailSignupStore>[2]): StoreRecipe<EmailSignupStore> =>
  (services) =>
    new EmailSignupStore(services.marketing, services.analytics, options);
