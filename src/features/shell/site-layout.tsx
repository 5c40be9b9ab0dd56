import { css } from '@linaria/core';
import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useStores } from '../../kernel/stores/index.ts';
import { Header, type HeaderSearchBoxProps } from './header/header.tsx';
import { lazyComponent } from '../../renderer/index.ts';
import { OnDemand } from '../../ui/on-demand.tsx';
import { ScrollUpButton } from './scroll-up/scroll-up-button.tsx';
import { shellIds } from './shell-constants.ts';
import { SkipLinks } from './skip-links.tsx';
import { useShell } from '../../kernel/content/use-shell.ts';

// The footer is below the fold: its chunk loads beside the page's (see preloadShell), not in the entry.
const Footer = lazyComponent(
  () => import('./footer/footer.tsx'),
  (module) => module.Footer,
);

/** Start loading the shell's own lazy parts that every page shows (server-rendered pages hydrate with them). */
export const preloadShell = (): Promise<unknown> => Footer.preload();

// Drawers and dialogs are their own chunks, loaded when first opened.
const MenuPullout = lazyComponent(
  () => import('./pullout/menu-pullout.tsx'),
  (module) => module.MenuPullout,
);
const MobileCategoriesPullout = lazyComponent(
  () => import('./pullout/mobile-categories-pullout.tsx'),
  (module) => module.MobileCategoriesPullout,
);
const ConnectedCountryPopover = lazyComponent(
  () => import('./site-settings/connected-country-popover.tsx'),
  (module) => module.ConnectedCountryPopover,
);
const SiteSettingsModal = lazyComponent(
  () => import('./site-settings/site-settings-modal.tsx'),
  (module) => module.SiteSettingsModal,
);

const layout = css`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  /* Arabic script joins its letters: no tracking, and small labels a little larger. */
  &:lang(ar),
  &:lang(fa),
  &:lang(ur) {
    --shell-tracking: 0;
    --shell-small-scale: 1.15;
  }
  &:lang(ja) {
    --shell-tracking: 0.4;
    --shell-small-scale: 1.05;
  }
`;

const main = css`
  flex: 1;
  /* Keeps the footer out of the first screen while a page loads, so it is never pushed away (layout shift). */
  min-height: 100vh;
  scroll-margin-block-start: 140px;
  &:focus {
    outline: none;
  }
`;

interface Props {
  children: ReactNode;
  /** Items in the bag, once the cart knows; the bag link shows no badge without it. */
  bagCount?: number;
  /** The search box of the header (the site search feature's, composed by the app). */
  SearchBox: ComponentType<HeaderSearchBoxProps>;
}

/**
 * The frame of every page of a site: skip links, sticky header (with the country popover under it), the main
 * content, footer, scroll-up button, the phone menu and category drawers and the site settings modal. It renders at
 * once: while the shell content loads, a header skeleton with the site name holds the space. A new path closes any
 * open pull-out.
 */
export const SiteLayout = observer(function SiteLayout({ children, bagCount, SearchBox }: Props) {
  const { shell, loading } = useShell();
  const { ui } = useStores();
  const { pathname } = useLocation();
  useEffect(() => ui.closePullout(), [ui, pathname]);
  return (
    <div className={layout}>
      <SkipLinks navigation={!!shell?.navMenu} />
      <Header shell={shell} loading={loading} bagCount={bagCount} SearchBox={SearchBox}>
        <OnDemand when={ui.modal === 'countryPopover'}>
          <ConnectedCountryPopover shell={shell} />
        </OnDemand>
      </Header>
      <main id={shellIds.main} tabIndex={-1} className={main}>
        {children}
      </main>
      {/* Until the footer's chunk arrives, its skip link still has a target. */}
      <Suspense fallback={<div id={shellIds.footer} tabIndex={-1} />}>
        <Footer shell={shell} />
      </Suspense>
      <ScrollUpButton />
      <OnDemand when={ui.pullout === 'menuPullout'}>
        <MenuPullout shell={shell} />
      </OnDemand>
      <OnDemand when={ui.pullout === 'mobileCategories'}>
        <MobileCategoriesPullout navTree={shell?.navTree ?? null} />
      </OnDemand>
      <OnDemand when={ui.modal === 'siteSettings'}>
        <SiteSettingsModal shell={shell} />
      </OnDemand>
    </div>
  );
});
