import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AccountMenuList } from '../components/account-menu.tsx';
import { isolate, useT } from '../../../i18n/index.ts';
import { useSiteContext } from '../../../sites/site-context.tsx';
import { SUCCESS_CODES } from '../rules/account-codes.ts';
import type { AccountStore } from '../stores/account-store.ts';
import { useStores } from '../../../kernel/stores/index.ts';
import { useIsClient } from '../../../ui/hooks/use-is-client.ts';
import type { AccountPage } from '../account-paths.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { NotFoundPage, TitledPage } from '../../content-pages/index.ts';
import { accountStore, loadAccountSettings } from '../account-stores.ts';
import {
  ChangePasswordForm,
  ForgotPasswordForm,
  SetPasswordForm,
  SignInForm,
  VerifyForm,
} from '../account-forms.tsx';
import { CreateAccountForm } from '../create-account-form.tsx';

const Column = styled(TitledPage)`
  max-width: 560px;
  display: flex;
  flex-direction: column;
  gap: 24px;
`;

/** A return path after signing in: a path inside the site only, never another origin. */
export function safeReturnPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : '/account';
}

/**
 * The account's pages. Accounts and the signed-in shopper are known in the browser only (the settings, the kept
 * tokens), so the server renders a waiting page; a shop without accounts shows the not-found page.
 */
export const AccountScreen = observer(function AccountScreen({
  match,
  context,
}: ScreenProps<{ page: AccountPage }>) {
  const t = useT();
  const stores = useStores();
  const isClient = useIsClient();
  const account = stores.get(accountStore).current;
  useEffect(() => {
    loadAccountSettings(stores);
    void stores.get(accountStore).ready();
  }, [stores]);
  // A new page starts without the last page's failure; a success (account created, password set) is carried over.
  useEffect(() => {
    if (account?.code && !SUCCESS_CODES.includes(account.code)) account.clearCode();
  }, [account, match.page]);

  if (!isClient || !account || account.available === undefined) {
    return (
      <Column>
        <p role="status">{t('WEB.ACCOUNT.LOADING')}</p>
      </Column>
    );
  }
  if (!account.available) return <NotFoundPage path={context.rest} />;
  return (
    <Column>
      <AccountPageBody page={match.page} account={account} />
    </Column>
  );
});

const AccountPageBody = observer(function AccountPageBody(props: {
  page: AccountPage;
  account: AccountStore;
}) {
  const { account } = props;
  const stores = useStores();
  const navigate = useNavigate();
  const { href } = useSiteContext();
  const [params] = useSearchParams();
  const email = params.get('email') ?? account.userEmail;
  const go = (path: string, query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    void navigate(`${href(path)}${search ? `?${search}` : ''}`);
  };
  const location = stores.site.location;
  const interestGroups = location
    ? stores.content.keptFile(location.site.siteId, 'interestGroups', location.language)
    : null;
  useEffect(() => {
    if (props.page === 'create' && location)
      void stores.content
        .loadKept(location.site.siteId, 'interestGroups', location.language)
        .catch(() => undefined);
  }, [props.page, location, stores.content]);

  switch (props.page) {
    case 'home':
      return <AccountHome account={account} />;
    case 'sign-in':
      return (
        <SignInForm
          account={account}
          email={email}
          onSignedIn={() => go(safeReturnPath(params.get('returnTo')))}
          onUnconfirmed={() => go('/account/verify', { email: account.userEmail })}
        />
      );
    case 'create':
      return (
        <CreateAccountForm
          account={account}
          interestGroups={interestGroups ?? null}
          onCreated={(created) => go('/account/verify', { email: created })}
        />
      );
    case 'verify':
      return (
        <VerifyForm account={account} email={email} onVerified={() => go('/account/sign-in', { email })} />
      );
    case 'forgot-password':
      return (
        <ForgotPasswordForm
          account={account}
          onSent={() => go('/account/set-password', { email: account.userEmail })}
        />
      );
    case 'set-password':
      return (
        <SetPasswordForm account={account} email={email} onDone={() => go('/account/sign-in', { email })} />
      );
  }
});

/** Who is signed in, the account's pages and the password change; a signed-out visit signs in first and returns. */
const AccountHome = observer(function AccountHome({ account }: { account: AccountStore }) {
  const t = useT();
  const { href } = useSiteContext();
  useEffect(() => {
    if (account.isUserSignedIn) void account.loadUser();
  }, [account]);
  if (!account.isUserSignedIn)
    return <Navigate to={`${href('/account/sign-in')}?returnTo=${encodeURIComponent('/account')}`} replace />;
  const name = [account.userGivenName, account.userFamilyName].filter(Boolean).join(' ');
  return (
    <>
      <h1>{t('WEB.ACCOUNT.TITLE')}</h1>
      {account.userEmail && (
        <p>
          {t('WEB.ACCOUNT.HOME.SIGNED_IN_AS', { name: isolate(name), email: isolate(account.userEmail) })}
        </p>
      )}
      <nav aria-label={t('WEB.ACCOUNT.MENU.LABEL')}>
        <AccountMenuList placement="page" />
      </nav>
      <ChangePasswordForm account={account} />
    </>
  );
});
