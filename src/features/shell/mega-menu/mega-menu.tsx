import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useLocalize, useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useStores } from '../../../kernel/stores/index.ts';
import { ChevronIcon } from '../../../ui/icons.tsx';
import { isActivePath, type NavTopItem } from '../nav/nav-types.ts';
import { DEFAULT_MAX_ITEMS_PER_COLUMN, shellIds } from '../shell-constants.ts';
import * as styles from './mega-menu.styles.ts';
import { MegaMenuPanel } from './mega-menu-panel.tsx';
import { useMegaMenu } from './use-mega-menu.ts';

interface Props {
  items: readonly NavTopItem[];
  maxItemsPerColumn?: number;
}

/**
 * The desktop main navigation (from 1025px): top links with a disclosure toggle each, panels opening on hover
 * (250 ms intent delay), touch (first tap opens) or keyboard (arrows, Enter, Escape; mirrored right to left).
 * The top item whose path holds the current page is marked active.
 */
export const MegaMenu = observer(function MegaMenu({
  items,
  maxItemsPerColumn = DEFAULT_MAX_ITEMS_PER_COLUMN,
}: Props) {
  const { site } = useStores();
  const t = useT();
  const localize = useLocalize();
  const baseId = useId();
  const menu = useMegaMenu(site.direction === 'rtl');
  const rest = site.location?.rest ?? '/';
  // The panels (half the page's markup) are built when a pointer or focus first reaches the menu, well inside the
  // 250 ms hover delay: the first page's HTML and its hydration stay small.
  const [panels, setPanels] = useState(false);
  const showPanels = () => setPanels(true);
  return (
    <nav
      id={shellIds.navigation}
      ref={menu.navRef}
      onPointerEnter={showPanels}
      onFocus={showPanels}
      tabIndex={-1}
      aria-label={t('WEB.SHELL.MAIN_NAVIGATION')}
      className={styles.nav}
    >
      <ul className={styles.topList} onKeyDown={menu.onKeyDown} onBlur={menu.onBlur} onClick={menu.onClick}>
        {items.map((item) => {
          const hasPanel = !!item.items?.length;
          const panelId = `${baseId}-panel-${item.key}`;
          const label = localize(item.label);
          const active = isActivePath(rest, item.path);
          return (
            <li
              key={item.key}
              className={styles.topItem}
              data-active={active ? 'true' : undefined}
              {...menu.itemProps(item.key, hasPanel)}
            >
              <SiteLink
                href={item.path}
                target={item.target}
                className={styles.topLink}
                style={item.color ? { color: item.color } : undefined}
                aria-current={active && rest === item.path ? 'page' : undefined}
                {...menu.topLinkProps(item.key, hasPanel)}
              >
                {label}
              </SiteLink>
              {hasPanel && (
                <>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-controls={panelId}
                    aria-label={label}
                    {...menu.toggleProps(item.key)}
                  >
                    <ChevronIcon size={14} />
                  </button>
                  {panels && (
                    <MegaMenuPanel
                      id={panelId}
                      item={item}
                      open={menu.openKey === item.key}
                      maxItemsPerColumn={maxItemsPerColumn}
                    />
                  )}
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
});

/** Grey bars where the menu will be, the same height, while the navigation loads. */
export function MegaMenuSkeleton() {
  return (
    <div className={styles.skeletonRow} aria-hidden="true">
      <span />
      <span />
      <span />
      <span />
      <span />
    </div>
  );
}
