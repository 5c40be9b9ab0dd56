import { useT } from '../../i18n/index.ts';
import { SiteLink } from '../../sites/site-link.tsx';

/** What a signed-out shopper sees on a page of their own orders: why, and where to sign in. */
export function SignInNotice() {
  const t = useT();
  return (
    <p role="alert">
      {t('WEB.ORDERS.SIGN_IN_NEEDED')} <SiteLink href="/account/sign-in">{t('WEB.ORDERS.SIGN_IN')}</SiteLink>
    </p>
  );
}
