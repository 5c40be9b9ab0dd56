import { runInAction } from 'mobx';
import type { AccountAct } from './account-action.ts';

/**
 * The account's password flows: a forgotten password (a code e-mailed, then a new password with it) and a change
 * while signed in. Kept apart from the account store, which holds who is signed in; `userEmail` is the store's, kept
 * so the set-password form knows the address the code went to.
 */
export class PasswordFlows {
  constructor(
    private readonly host: { userEmail: string },
    private readonly act: AccountAct,
  ) {}

  /** E-mail a code to set a new password with. */
  forgotPassword(email: string): Promise<boolean> {
    return this.act('forgotPassword', async (identity) => {
      await identity.forgotPassword(email);
      runInAction(() => (this.host.userEmail = email));
    });
  }

  setPassword(email: string, code: string, password: string): Promise<boolean> {
    return this.act(
      'setPassword',
      (identity) => identity.confirmForgotPassword(email, code, password),
      'SUCCESS_NEW_PASSWORD',
    );
  }

  changePassword(oldPassword: string, newPassword: string): Promise<boolean> {
    return this.act(
      'changePassword',
      (identity) => identity.changePassword(oldPassword, newPassword),
      'SUCCESS_NEW_PASSWORD',
    );
  }
}
