export {
  ChangePasswordForm,
  ForgotPasswordForm,
  SetPasswordForm,
  SignInForm,
  VerifyForm,
} from './account-forms.tsx';
export { CreateAccountForm } from './create-account-form.tsx';
export { AccountLinks } from './account.styles.ts';
