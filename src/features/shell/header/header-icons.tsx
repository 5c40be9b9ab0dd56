import { cx } from '@linaria/core';
import { useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { AccountIcon, BagIcon, HeartIcon, SearchIcon } from '../icons.tsx';
import * as styles from './header.styles.ts';

/** The search link: the search page owns the search box (spec 1 section 2, /search). */
export function SearchLink({ className }: { className?: string }) {
  const t = useT();
  return (
    <SiteLink href="/search" className={cx(styles.iconLink, className)}>
      <SearchIcon />
      <span className="visually-hidden">{t('WEB.SHELL.SEARCH')}</span>
    </SiteLink>
  );
}

/**
 * Account, favourites and bag links at the header's inline end. The bag shows a count badge only when the cart
 * knows a count (`bagCount`); without one it is a plain link.
 */
export function HeaderIcons({ bagCount }: { bagCount?: number }) {
  const t = useT();
  const bagLabel =
    bagCount === undefined ? t('WEB.SHELL.BAG') : t('WEB.SHELL.BAG_COUNT', { count: bagCount });
  return (
    <>
      <SearchLink className={styles.desktopOnly} />
      <SiteLink href="/account/sign-in" className={styles.iconLink}>
        <AccountIcon />
        <span className="visually-hidden">{t('WEB.SHELL.SIGN_IN')}</span>
      </SiteLink>
      <SiteLink href="/my-favorites" className={cx(styles.iconLink, styles.fromTablet)}>
        <HeartIcon />
        <span className="visually-hidden">{t('WEB.SHELL.FAVOURITES')}</span>
      </SiteLink>
      <SiteLink href="/checkout/basket" className={styles.iconLink}>
        <BagIcon />
        <span className="visually-hidden">{bagLabel}</span>
        {bagCount !== undefined && bagCount > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {bagCount}
          </span>
        )}
      </SiteLink>
    </>
  );
}
