import { runInAction } from 'mobx';
import { chosenInterestCount } from '../../../kernel/marketing/interest-selection.ts';
import type { MarketingService, SignUpDetails } from '../../../kernel/types/index.ts';
import type { AccountCode } from '../rules/account-codes.ts';
import {
  signUpWithEveryVendor,
  type SignUpMarketing,
  type VendorSignup,
} from '../../../kernel/marketing/vendor-signups.ts';
import type { AccountAct } from './account-action.ts';

/** The account store's state the sign-up sets. */
export interface AccountSignUpHost {
  code: AccountCode | null;
  userEmail: string;
  userConfirmed: boolean;
  userId: string;
}

/**
 * Creating an account: the sign-up, its verification by e-mailed code, a new code, and the marketing signups the
 * shopper consented to, made once the address is verified. Kept apart from the account store, which holds who is
 * signed in; these methods run inside the store's actions.
 */
export class AccountSignUp {
  /** The marketing signups of the account just created, made once its address is verified. */
  private awaitingVerification: VendorSignup | null = null;

  constructor(
    private readonly host: AccountSignUpHost,
    private readonly act: AccountAct,
    private readonly marketing: MarketingService,
  ) {}

  /**
   * Create an unconfirmed account; the code to verify it is e-mailed. Where the site's interest groups ask for one,
   * consent needs an interest. With consent, each vendor is signed up with its own interests once the address is
   * verified (never one list for all: two vendors may offer an interest of the same name).
   */
  signUp(details: SignUpDetails, marketing: SignUpMarketing): Promise<boolean> {
    const host = this.host;
    if (
      details.marketingConsent &&
      marketing.requireInterest &&
      chosenInterestCount(marketing.interests) === 0
    ) {
      host.code = 'MARKETING_INTERESTS';
      return Promise.resolve(false);
    }
    return this.act('signUp', async (identity) => {
      const outcome = await identity.signUp(details);
      this.awaitingVerification = details.marketingConsent
        ? {
            email: details.email,
            language: marketing.language,
            consent: true,
            interests: marketing.interests,
            vendors: marketing.vendors,
          }
        : null;
      runInAction(() => {
        host.userEmail = details.email;
        host.userConfirmed = outcome.userConfirmed;
        host.userId = outcome.userId;
      });
    });
  }

  /**
   * Verify the account with the e-mailed code; then the marketing signups the account was created with, one per
   * vendor. A vendor refusing the address leaves the account verified (the shopper can sign up from the newsletter
   * form).
   */
  confirmSignUp(email: string, code: string): Promise<boolean> {
    return this.act(
      'confirm',
      async (identity) => {
        await identity.confirmSignUp(email, code);
        runInAction(() => (this.host.userConfirmed = true));
        await this.signUpForMarketing(email);
      },
      'SUCCESS_CREATED',
    );
  }

  resendCode(email: string): Promise<boolean> {
    return this.act('resend', (identity) => identity.resendConfirmationCode(email), 'CODE_NEW_CODE');
  }

  /** The verified address's marketing signups, if the account was created here with consent. */
  private async signUpForMarketing(email: string): Promise<void> {
    const signup = this.awaitingVerification;
    if (!signup || signup.email.toLowerCase() !== email.toLowerCase()) return;
    this.awaitingVerification = null;
    await signUpWithEveryVendor(this.marketing, signup).catch(() => undefined);
  }
}
