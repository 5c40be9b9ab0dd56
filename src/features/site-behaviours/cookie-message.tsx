import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/index.ts';
import type { CookieMessageStore } from './cookie-message-store.ts';
import * as styles from './site-overlays.styles.ts';

/** The cookie message bar: a link to the privacy policy and a button that dismisses it for good. */
export const CookieMessage = observer(function CookieMessage({
  store,
  privacyPath,
}: {
  store: CookieMessageStore;
  privacyPath: string;
}) {
  const t = useT();
  if (!store.visible) return null;
  return (
    <section className={styles.cookieBar} aria-label={t('WEB.SITE.COOKIE_LABEL')} data-cookie-message="">
      <p>
        {t('WEB.SITE.COOKIE_TEXT')} <a href={privacyPath}>{t('WEB.SITE.COOKIE_LINK')}</a>
      </p>
      <button type="button" onClick={() => store.dismiss()}>
        {t('WEB.SITE.COOKIE_ACCEPT')}
      </button>
    </section>
  );
});
