import { cx } from '@linaria/core';
import { useT } from '../../../i18n/index.ts';
import { usePlural } from '../../../i18n/use-label.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { BagIcon, HeartIcon, SearchIcon } from '../../../ui/icons.tsx';
import { shellIds } from '../shell-constants.ts';
import { AccountEntry } from '../../account/index.ts';
import * as styles from './header.styles.ts';

/** The phone header's search button: it shows the search panel under the header (`open`). */
export function SearchToggle(props: { open: boolean; onToggle: () => void; className?: string }) {
  const t = useT();
  return (
    <button
      id={shellIds.searchButton}
      type="button"
      className={cx(styles.iconLink, props.className)}
      aria-expanded={props.open}
      aria-controls={shellIds.searchPanel}
      onClick={props.onToggle}
    >
      <SearchIcon />
      <span className="visually-hidden">{t('WEB.SHELL.SEARCH')}</span>
    </button>
  );
}

/**
 * The account entry (where the shop has accounts), favourites (where the site keeps them) and bag links at the
 * header's inline end. The bag shows a count badge only when the cart knows a count (`bagCount`); without one it is a
 * plain link.
 */
export function HeaderIcons({ bagCount, favourites }: { bagCount?: number; favourites: boolean }) {
  const t = useT();
  const plural = usePlural();
  const bagLabel = bagCount === undefined ? t('WEB.SHELL.BAG') : plural('WEB.SHELL.BAG_COUNT', bagCount);
  return (
    <>
      <AccountEntry />
      {favourites && (
        <SiteLink href="/my-favorites" className={cx(styles.iconLink, styles.fromTablet)}>
          <HeartIcon />
          <span className="visually-hidden">{t('WEB.SHELL.FAVOURITES')}</span>
        </SiteLink>
      )}
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
