import { makeAutoObservable, runInAction } from 'mobx';
import type { AccountServices } from '../../../kernel/types/index.ts';

/**
 * What every page knows of the account without the account's code: whether the shop has accounts, whether this
 * browser is signed in, and whether an account action is under way. The header's icon, the accounts-only pages and
 * the checkout read it; the account store (loaded with the first account action or page) writes through it, so both
 * always agree.
 */
export class AccountStatus {
  /** Accounts exist on this shop: undefined until the settings are read. */
  available: boolean | undefined = undefined;
  signedIn: boolean;
  /** An account action is under way: a forgotten identity then is the action's own doing, not a sign-out. */
  pending = false;

  constructor(private readonly services: AccountServices | undefined) {
    this.signedIn = services?.hasStoredIdentity() ?? false;
    // The API gave up on the access token (its refresh was refused): the shopper is signed out, the header says so.
    services?.onIdentityCleared(() => {
      if (!this.pending) runInAction(() => (this.signedIn = false));
    });
    makeAutoObservable<AccountStatus, 'services'>(this, { services: false });
  }

  /** Read whether the shop has accounts (once per visit is enough: the settings are cached by the services). */
  async loadSettings(): Promise<boolean> {
    const available = (await this.services?.settings().catch(() => null)) != null;
    runInAction(() => (this.available = available));
    return available;
  }
}
