import { makeAutoObservable, runInAction } from 'mobx';
import { isEmailAddress } from '../../../../shared/email-address.ts';
import type { MarketingService } from '../../../kernel/types/index.ts';
import type { StoreRecipe } from '../../../kernel/stores/store-services.ts';

/** Where the back-in-stock modal is: the form, sending, thanked, or failed (with why). */
export type BackInStockStep = 'form' | 'loading' | 'success' | 'error';

/** Why the address was refused before sending, or why the request failed. */
export type BackInStockError = 'REQUIRED' | 'FORMAT' | 'VARIANT_MISSING' | 'GENERIC';

/**
 * The back-in-stock modal for one sku: the address (required, well-formed), the newsletter checkbox, then loading,
 * success or error. The request goes once per submit; the server sends one e-mail when the sku returns.
 */
export class BackInStockStore {
  step: BackInStockStep = 'form';
  email = '';
  newsletter = false;
  error: BackInStockError | null = null;

  constructor(
    private readonly marketing: MarketingService,
    private readonly request: { sku: string; language: string },
  ) {
    makeAutoObservable<BackInStockStore, 'marketing' | 'request'>(this, { marketing: false, request: false });
  }

  setEmail(email: string): void {
    this.email = email;
    if (this.error === 'REQUIRED' || this.error === 'FORMAT') this.error = null;
  }

  setNewsletter(on: boolean): void {
    this.newsletter = on;
  }

  /** Check the address, then send; resolves true once the request is recorded. */
  async submit(): Promise<boolean> {
    const email = this.email.trim();
    if (!email) this.error = 'REQUIRED';
    else if (!isEmailAddress(email)) this.error = 'FORMAT';
    if (this.error || this.step === 'loading') return false;
    this.step = 'loading';
    const result = await this.marketing.requestBackInStock({
      email,
      newsletter: this.newsletter,
      ...this.request,
    });
    runInAction(() => {
      if (result.ok) {
        this.step = 'success';
        return;
      }
      this.step = result.status === 422 ? 'form' : 'error';
      this.error = result.status === 422 ? 'FORMAT' : result.status === 404 ? 'VARIANT_MISSING' : 'GENERIC';
    });
    return result.ok;
  }

  /** Back to the form after an error, the address kept. */
  retry(): void {
    this.step = 'form';
    this.error = null;
  }
}

/** The recipe for one sku's back-in-stock modal. */
export const backInStockStore =
  (request: { sku: string; language: string }): StoreRecipe<BackInStockStore> =>
  (services) =>
    new BackInStockStore(services.marketing, request);
