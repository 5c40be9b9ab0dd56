import type { i18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { I18nProvider } from '../i18n/index.ts';
import { blockRegistry } from '../blocks/registry.ts';
import {
  SiteLayout,
  loadSitePicker,
  NavigationFocus,
  AppErrorBoundary,
  AppReady,
  DocumentSync,
  LocationSync,
  BootScreen,
} from '../features/shell/index.ts';
import { LazySiteSearchBox } from '../features/site-search/lazy-site-search-box.ts';
import { PageSkeleton, SitePage } from './routes/index.ts';
import { lazyComponent, RendererProvider, useRenderer, type WidgetRegistry } from '../renderer/index.ts';
import type { AnalyticsService, ErrorReporter } from '../kernel/types/index.ts';
import { StoresProvider, useStores } from '../kernel/stores/index.ts';
import { type RootStore } from './root.ts';
import { globalStyles } from '../ui/index.ts';
import { MiniCartHost, cartStore } from '../features/bag/index.ts';
import { QuickBuyHost } from '../features/product/index.ts';
import type { BuildCheck } from '../features/shell/index.ts';

// Only an address outside every site shows the site picker: its code stays out of the pages' first load.
const SitePicker = lazyComponent(loadSitePicker, (module) => module.SitePicker);

export interface AppProps {
  stores: RootStore;
  i18n: i18n;
  widgets: WidgetRegistry;
  supportCode: string;
  /** Where render and block errors go; the composition root built it. */
  reporter: ErrorReporter;
  /** The analytics service blocks emit through (banner views); the composition root built it. */
  analytics: AnalyticsService;
  /** BrowserRouter in the browser, a StaticRouter on the server (passed in so neither side bundles the other). */
  Router: ComponentType<{ children: ReactNode }>;
  /** Called once the app has rendered or hydrated. */
  onReady?: () => void;
  /** The error screen's newer-build check (the browser only). */
  builds?: BuildCheck;
  /** Rendering on the server, where no effect runs: broken blocks are reported as they render. */
  onServer?: boolean;
}

/** The storefront: providers, the shell and the page for the current path. */
export function App({
  stores,
  i18n,
  widgets,
  supportCode,
  reporter,
  analytics,
  Router,
  onReady,
  builds,
  onServer = false,
}: AppProps) {
  const environment = {
    registry: blockRegistry,
    widgets,
    reporter,
    analytics,
    showPlaceholders: stores.ui.preview,
    reportsWhileRendering: onServer,
  };
  return (
    <Router>
      <StoresProvider stores={stores}>
        <I18nProvider i18n={i18n}>
          <RendererProvider environment={environment}>
            <LocationSync />
            <DocumentSync i18n={i18n} />
            <div className={globalStyles}>
              <Routed supportCode={supportCode} builds={builds} ready={<AppReady onReady={onReady} />} />
            </div>
          </RendererProvider>
        </I18nProvider>
      </StoresProvider>
    </Router>
  );
}

const Routed = observer(function Routed({
  supportCode,
  builds,
  ready,
}: {
  supportCode: string;
  builds: BuildCheck | undefined;
  /** Marks the app ready: rendered with the page itself, so it runs once the page has hydrated. */
  ready: ReactNode;
}) {
  const stores = useStores();
  const { site, content, ui } = stores;
  const cart = stores.get(cartStore);
  const { reporter } = useRenderer();
  const { pathname } = useLocation();
  const location = site.location;
  if (!location) {
    return (
      <Suspense fallback={null}>
        <SitePicker />
        {ready}
      </Suspense>
    );
  }
  // Interface strings come with the shell content; rendering before them would flash untranslated keys.
  if (!content.hasShell(location.site.siteId)) {
    return (
      <>
        <BootScreen />
        {ready}
      </>
    );
  }
  return (
    <SiteLayout bagCount={cart.current?.itemCount} SearchBox={LazySiteSearchBox}>
      <AppErrorBoundary
        resetKey={pathname}
        reporter={reporter}
        supportCode={supportCode}
        builds={builds}
        onError={(error) => ui.setRenderError(error)}
      >
        <QuickBuyHost>
          <Suspense fallback={<PageSkeleton />}>
            <SitePage />
            {ready}
          </Suspense>
        </QuickBuyHost>
        <MiniCartHost />
      </AppErrorBoundary>
      <NavigationFocus />
    </SiteLayout>
  );
});
