import { cx } from '@linaria/core';
import { useLocalize } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import * as styles from './nav-item-link.styles.ts';
import { navItemType, type NavItem } from './nav-types.ts';

/**
 * One menu entry drawn as its content type asks: a text link (with sublabel and editor colour), an image card
 * (`content`) or an outlined `view-all-button`. `back-button` items are navigation controls, drawn by the caller.
 */
export function NavItemLink({ item, current }: { item: NavItem; current?: boolean }) {
  const localize = useLocalize();
  const type = navItemType(item);
  if (type === 'back-button') return null;
  const label = localize(item.label);
  const sublabel = item.sublabel ? localize(item.sublabel) : '';
  if (!item.path) return <span className={cx(styles.plain, item.className)}>{label}</span>;
  const common = {
    href: item.path,
    target: item.target,
    'aria-current': current ? ('page' as const) : undefined,
  };
  if (type === 'content') {
    return (
      <SiteLink {...common} className={cx(styles.card, item.className)}>
        {item.image && (
          <span className={styles.cardMedia}>
            <img src={item.image} alt="" loading="lazy" decoding="async" />
          </span>
        )}
        <span className={styles.cardLabel}>{label}</span>
        {sublabel && <span className={styles.sublabel}>{sublabel}</span>}
      </SiteLink>
    );
  }
  if (type === 'view-all-button') {
    return (
      <SiteLink {...common} className={cx(styles.viewAll, item.className)}>
        {label}
      </SiteLink>
    );
  }
  return (
    <SiteLink
      {...common}
      className={cx(styles.textLink, item.className)}
      style={item.color ? { color: item.color } : undefined}
    >
      <span>{label}</span>
      {sublabel && <span className={styles.sublabel}>{sublabel}</span>}
    </SiteLink>
  );
}
