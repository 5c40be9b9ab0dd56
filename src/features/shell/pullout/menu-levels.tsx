import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocalize, useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { ChevronIcon } from '../../../ui/icons.tsx';
import { NavItemLink } from '../nav/nav-item-link.tsx';
import { navItemType, type NavItem, type NavTopItem } from '../nav/nav-types.ts';
import * as styles from './menu-pullout.styles.ts';

/**
 * The mega menu as drill-down levels for phones: top items, then a top item's columns, then a column's links.
 * Each level below the first has a Back button, its title and a "Shop all" link; `back-button` items go back too.
 * `children` (extra sections) show under the first level only.
 */
export function MenuLevels({ items, children }: { items: readonly NavTopItem[]; children?: ReactNode }) {
  const t = useT();
  const localize = useLocalize();
  const [trail, setTrail] = useState<string[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  // After a level change, focus moves to its Back button (going down) or to the entry we came from (going up).
  const focusAfter = useRef<{ back: true } | { key: string } | null>(null);
  useEffect(() => {
    const wanted = focusAfter.current;
    focusAfter.current = null;
    if (!wanted) return;
    const candidates = Array.from(
      rootRef.current?.querySelectorAll<HTMLElement>('[data-menu-back], [data-menu-key]') ?? [],
    );
    const found = candidates.find((element) =>
      'back' in wanted ? element.hasAttribute('data-menu-back') : element.dataset.menuKey === wanted.key,
    );
    found?.focus();
  }, [trail]);

  const top = items.find((item) => item.key === trail[0]);
  const column = top?.items?.find((item) => item.key === trail[1]);
  const parent: NavItem | undefined = column ?? top;
  const entries: readonly NavItem[] = column ? (column.items ?? []) : top ? (top.items ?? []) : items;
  const drill = (key: string) => {
    focusAfter.current = { back: true };
    setTrail([...trail, key]);
  };
  const back = () => {
    focusAfter.current = { key: trail[trail.length - 1] ?? '' };
    setTrail(trail.slice(0, -1));
  };
  const canDrill = (entry: NavItem) => trail.length < 2 && 'items' in entry && !!entry.items?.length;
  const cards = entries.filter((entry) => navItemType(entry) === 'content');

  return (
    <div ref={rootRef} key={trail.join('/')} className={styles.level}>
      {parent && (
        <div className={styles.levelHead}>
          <button type="button" className={styles.back} onClick={back} data-menu-back="">
            <ChevronIcon size={16} />
            {t('WEB.SHELL.BACK')}
          </button>
          <h3 className={styles.levelTitle}>{localize(parent.label)}</h3>
        </div>
      )}
      <ul className={styles.list}>
        {parent?.path && (
          <li>
            <SiteLink href={parent.path} className={styles.row}>
              {t('WEB.CATEGORY.SHOP_ALL', { category: localize(parent.label) })}
            </SiteLink>
          </li>
        )}
        {entries.map((entry) => {
          const type = navItemType(entry);
          if (type === 'content') return null;
          const label = localize(entry.label);
          const rowClass = parent ? styles.row : `${styles.row} ${styles.topRow}`;
          let control;
          if (type === 'back-button') {
            control = (
              <button type="button" className={styles.row} onClick={back}>
                {label}
              </button>
            );
          } else if (canDrill(entry)) {
            control = (
              <button
                type="button"
                className={rowClass}
                onClick={() => drill(entry.key)}
                data-menu-key={entry.key}
              >
                {label}
                <ChevronIcon size={18} />
              </button>
            );
          } else if (type === 'view-all-button' && entry.path === parent?.path) {
            return null; // the level's own "Shop all" row already leads there
          } else if (!entry.path) {
            control = <NavItemLink item={entry} />;
          } else {
            control = (
              <SiteLink href={entry.path} target={entry.target} className={rowClass}>
                {label}
              </SiteLink>
            );
          }
          return <li key={entry.key}>{control}</li>;
        })}
      </ul>
      {cards.length > 0 && (
        <div className={styles.cards}>
          {cards.map((card) => (
            <NavItemLink key={card.key} item={card} />
          ))}
        </div>
      )}
      {!parent && children}
    </div>
  );
}
