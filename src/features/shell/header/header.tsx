import { cx } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useLocalize, useT } from '../../../i18n/index.ts';
import { SiteLink } from '../../../sites/site-link.tsx';
import { useStores, type ShellContent } from '../../../kernel/stores/index.ts';
import { favouritesEnabled } from '../../../kernel/site/site-features.ts';
import { useScrollPast } from '../../../ui/hooks/use-scroll-past.ts';
import { MenuIcon } from '../../../ui/icons.tsx';
import { MegaMenu, MegaMenuSkeleton } from '../mega-menu/mega-menu.tsx';
import { shellIds } from '../shell-constants.ts';
import { SiteSettingsButton } from '../site-settings/site-settings-button.tsx';
import { HeaderIcons, SearchToggle } from './header-icons.tsx';
import * as styles from './header.styles.ts';
import { Logo } from './logo.tsx';
import { PromoStrip } from './promo-strip.tsx';

/** How the header's search box left off: a search was made, or Escape was pressed in an empty box. */
export type HeaderSearchDone = 'search' | 'escape';

/** What the header gives the search box it shows (the app decides which box that is). */
export interface HeaderSearchBoxProps {
  variant?: 'header' | 'page';
  inputId?: string;
  onDone?: (reason: HeaderSearchDone) => void;
}

interface Props {
  /** The loaded shell, or null while it loads (a skeleton the same size shows instead of the menu). */
  shell: ShellContent | null;
  loading: boolean;
  bagCount?: number;
  /** The search box the header shows before its icons. */
  SearchBox: ComponentType<HeaderSearchBoxProps>;
  /** Shown just under the header (the country popover), moving with the sticky header. */
  children?: ReactNode;
}

/**
 * The sticky site header: promo strip, logo, icon links, the country and language button, utility links (from
 * 1200px) and the mega menu
 * (from 1025px) or the menu button (below). It never waits for content: without header.json (its failure is
 * ignored) the site name is the logo; without navMenu.json there is no menu. The search box sits before the icons
 * from 1025px; below, the search button opens it as a full-width panel under the header.
 */
export const Header = observer(function Header({ shell, loading, bagCount, SearchBox, children }: Props) {
  const { site, ui } = useStores();
  const t = useT();
  const localize = useLocalize();
  const scrolled = useScrollPast(() => 0);
  const header = shell?.header;
  const promos = header?.promoMessages ?? [];
  const showPromo = shell ? promos.length > 0 : loading;
  const logoText = header?.logo.text ?? site.site?.name ?? '';
  const navItems = shell?.navMenu?.items;
  const [searchOpen, setSearchOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setSearchOpen(false), [pathname]);
  useEffect(() => {
    if (searchOpen) document.getElementById(shellIds.searchInput)?.focus();
  }, [searchOpen]);
  const onSearchDone = (reason: HeaderSearchDone) => {
    setSearchOpen(false);
    if (reason === 'escape') document.getElementById(shellIds.searchButton)?.focus();
  };
  return (
    <header className={styles.header} data-scrolled={scrolled} data-promo={showPromo}>
      {showPromo && (
        <PromoStrip messages={promos} background={header?.promoBackground} color={header?.promoColor} />
      )}
      <div className={styles.bar}>
        <div className={styles.start}>
          <button
            id={shellIds.menuButton}
            type="button"
            className={cx(styles.iconLink, styles.phoneOnly)}
            aria-haspopup="dialog"
            aria-expanded={ui.pullout === 'menuPullout'}
            aria-controls={shellIds.menuPullout}
            onClick={() => ui.openPullout('menuPullout')}
          >
            <MenuIcon />
            <span className="visually-hidden">{t('WEB.SHELL.OPEN_MENU')}</span>
          </button>
          <SearchToggle
            open={searchOpen}
            onToggle={() => setSearchOpen(!searchOpen)}
            className={styles.phoneOnly}
          />
          <span className={styles.desktopOnly}>
            <SiteSettingsButton />
          </span>
          {!!header?.utilityLinks?.length && (
            <div className={styles.utility}>
              {header.utilityLinks.map((link) => (
                <SiteLink key={`${link.href}-${localize(link.label)}`} href={link.href} target={link.target}>
                  {localize(link.label)}
                </SiteLink>
              ))}
            </div>
          )}
        </div>
        <Logo text={logoText} image={header?.logo} />
        <div className={styles.end}>
          <div id={shellIds.searchPanel} className={styles.search} data-open={searchOpen}>
            <SearchBox variant="header" inputId={shellIds.searchInput} onDone={onSearchDone} />
          </div>
          <HeaderIcons bagCount={bagCount} favourites={favouritesEnabled(shell?.config)} />
        </div>
      </div>
      {navItems ? (
        <MegaMenu items={navItems} maxItemsPerColumn={shell?.config?.navigation?.maxItemsPerColumn} />
      ) : (
        loading && <MegaMenuSkeleton />
      )}
      {children}
    </header>
  );
});
