import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/index.ts';
import type { AccountStore } from './stores/account-store.ts';
import { SiteLink } from '../../sites/site-link.tsx';
import { AccountForm, type AccountField } from './account-form.tsx';
import { AccountLinks } from './account.styles.ts';

const EMAIL: AccountField = {
  name: 'email',
  label: 'WEB.ACCOUNT.EMAIL',
  type: 'email',
  autoComplete: 'username',
};
const CODE: AccountField = {
  name: 'code',
  label: 'WEB.ACCOUNT.CODE',
  type: 'text',
  autoComplete: 'one-time-code',
  code: true,
};
const NEW_PASSWORD: AccountField = {
  name: 'password',
  label: 'WEB.ACCOUNT.NEW_PASSWORD',
  type: 'password',
  autoComplete: 'new-password',
  newPassword: true,
};

/** Sign in with e-mail and password; `onSignedIn` after the whole sequence, `onUnconfirmed` to verify first. */
export const SignInForm = observer(function SignInForm(props: {
  account: AccountStore;
  email?: string;
  onSignedIn: () => void;
  onUnconfirmed: () => void;
}) {
  const t = useT();
  const { account } = props;
  return (
    <AccountForm
      title="WEB.ACCOUNT.SIGN_IN.TITLE"
      fields={[
        EMAIL,
        {
          name: 'password',
          label: 'WEB.ACCOUNT.PASSWORD',
          type: 'password',
          autoComplete: 'current-password',
        },
      ]}
      initial={{ email: props.email ?? '' }}
      submitLabel="WEB.ACCOUNT.SIGN_IN.SUBMIT"
      pending={account.pending}
      code={account.code}
      onSubmit={({ email = '', password = '' }) =>
        account.signIn(email.trim(), password, {
          onSuccess: props.onSignedIn,
          onFailure: (code) => {
            if (code === 'CODE_NEW_CODE') props.onUnconfirmed();
          },
        })
      }
      after={
        <AccountLinks>
          <SiteLink href="/account/forgot-password">{t('WEB.ACCOUNT.SIGN_IN.FORGOT')}</SiteLink>
          <SiteLink href="/account/create">{t('WEB.ACCOUNT.SIGN_IN.CREATE')}</SiteLink>
        </AccountLinks>
      }
    />
  );
});

/** Verify a new account with the e-mailed code, or ask for another; `onVerified` once it is confirmed. */
export const VerifyForm = observer(function VerifyForm(props: {
  account: AccountStore;
  email: string;
  onVerified: () => void;
}) {
  const t = useT();
  const { account } = props;
  return (
    <AccountForm
      title="WEB.ACCOUNT.VERIFY.TITLE"
      intro={props.email ? t('WEB.ACCOUNT.VERIFY.INTRO', { email: props.email }) : undefined}
      fields={props.email ? [CODE] : [EMAIL, CODE]}
      initial={{ email: props.email }}
      submitLabel="WEB.ACCOUNT.VERIFY.SUBMIT"
      pending={account.pending}
      code={account.code}
      onSubmit={async ({ email = props.email, code = '' }) => {
        if (await account.confirmSignUp(email.trim(), code.trim())) props.onVerified();
      }}
      after={
        props.email && (
          <AccountLinks>
            <button
              type="button"
              disabled={account.pending}
              onClick={() => void account.resendCode(props.email)}
            >
              {t('WEB.ACCOUNT.VERIFY.RESEND')}
            </button>
          </AccountLinks>
        )
      }
    />
  );
});

/** Ask for a code to set a new password with; `onSent` once it is on its way. */
export const ForgotPasswordForm = observer(function ForgotPasswordForm(props: {
  account: AccountStore;
  onSent: () => void;
}) {
  const t = useT();
  const { account } = props;
  return (
    <AccountForm
      title="WEB.ACCOUNT.FORGOT.TITLE"
      intro={t('WEB.ACCOUNT.FORGOT.INTRO')}
      fields={[EMAIL]}
      submitLabel="WEB.ACCOUNT.FORGOT.SUBMIT"
      pending={account.pending}
      code={account.code}
      onSubmit={async ({ email = '' }) => {
        if (await account.forgotPassword(email.trim())) props.onSent();
      }}
    />
  );
});

/** Set a new password with the e-mailed code; `onDone` once it is set. */
export const SetPasswordForm = observer(function SetPasswordForm(props: {
  account: AccountStore;
  email: string;
  onDone: () => void;
}) {
  const t = useT();
  const { account } = props;
  return (
    <AccountForm
      title="WEB.ACCOUNT.SET_PASSWORD.TITLE"
      intro={t('WEB.ACCOUNT.SET_PASSWORD.INTRO')}
      fields={[EMAIL, CODE, NEW_PASSWORD]}
      initial={{ email: props.email }}
      submitLabel="WEB.ACCOUNT.SET_PASSWORD.SUBMIT"
      pending={account.pending}
      code={account.code}
      onSubmit={async ({ email = '', code = '', password = '' }) => {
        if (await account.setPassword(email.trim(), code.trim(), password)) props.onDone();
      }}
    />
  );
});

/** Change the signed-in shopper's password: a section of the account page, under the page's title. */
export const ChangePasswordForm = observer(function ChangePasswordForm(props: { account: AccountStore }) {
  const { account } = props;
  return (
    <AccountForm
      title="WEB.ACCOUNT.CHANGE_PASSWORD.TITLE"
      headingLevel={2}
      fields={[
        {
          name: 'current',
          label: 'WEB.ACCOUNT.CURRENT_PASSWORD',
          type: 'password',
          autoComplete: 'current-password',
        },
        NEW_PASSWORD,
      ]}
      submitLabel="WEB.ACCOUNT.CHANGE_PASSWORD.SUBMIT"
      pending={account.pending}
      code={account.code}
      onSubmit={({ current = '', password = '' }) => account.changePassword(current, password)}
    />
  );
});
