export {
  ChangePasswordForm,
  ForgotPasswordForm,
  SetPasswordForm,
  SignInForm,
  VerifyForm,
} from './account-forms.tsx';
export { CreateAccountForm } from './create-account-form.tsx';
export { AccountLinks } from './account.styles.ts';
export { accountStatus, accountStore, createAccountStores } from './account-stores.ts';
export { ACCOUNT_PAGES } from './account-paths.ts';
export type { AccountPage } from './account-paths.ts';
export { createAccountServices } from './account-services.ts';
export { AccountEntry, AccountMenuList } from './components/account-menu.tsx';
export { AccountsOnly } from './components/accounts-only.tsx';
