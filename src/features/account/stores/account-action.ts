import { runInAction } from 'mobx';
import type { IdentityService } from '../../../kernel/types/index.ts';
import { accountCodeFor, type AccountAction, type AccountCode } from '../rules/account-codes.ts';

/** The account store's state an action sets: the form waits while pending, then shows the code. */
export interface AccountActionHost {
  pending: boolean;
  code: AccountCode | null;
}

/** One identity call run for the account store; resolves true on success. */
export type AccountAct = (
  action: AccountAction,
  run: (identity: IdentityService) => Promise<void>,
  success?: AccountCode | null,
) => Promise<boolean>;

/** An action starts: pending, and the last action's message gone. */
export function beginAction(host: AccountActionHost): void {
  host.pending = true;
  host.code = null;
}

/**
 * The account store's way of running one identity call, shared by the sign-up and the password flows (files beside
 * this one): pending while it runs, then its success message or the failure's code. Runs inside the store's actions.
 */
export function accountAct(host: AccountActionHost, identity: () => Promise<IdentityService>): AccountAct {
  return async (action, run, success = null) => {
    beginAction(host);
    try {
      await run(await identity());
      runInAction(() => {
        host.pending = false;
        host.code = success;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        host.pending = false;
        host.code = accountCodeFor(error, action);
      });
      return false;
    }
  };
}
