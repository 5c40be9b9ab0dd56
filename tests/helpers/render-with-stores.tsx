import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

import { MemoryRouter } from 'react-router';
import { blockRegistry } from '../../src/blocks/registry.ts';
import { applyCatalogs, createI18n, defaultCatalog, I18nProvider } from '../../src/i18n/index.ts';
import { RendererProvider, type WidgetMap } from '../../src/renderer/index.ts';
import { StoresProvider } from '../../src/kernel/stores/index.ts';
import { createRootStore } from '../../src/app/root.ts';
import { createFakeServices } from './fake-services.ts';
import { fixtureSites } from './fixtures.ts';
import type { AccountServices } from '../../src/kernel/types/index.ts';

/** Everything a block or shell component needs around it, with fake services the test can inspect. */
export function createTestEnvironment(
  options: {
    path?: string;
    files?: Record<string, unknown>;
    widgets?: WidgetMap;
    /** The shop's accounts, read when the root is made (the account's status is known from the first page). */
    account?: AccountServices;
  } = {},
) {
  const path = options.path ?? '/uk/en';
  const services = createFakeServices(options.files);
  if (options.account) services.account = options.account;
  const stores = createRootStore(services, { sites: fixtureSites, preview: true });
  stores.site.setPathname(path);
  const i18n = createI18n({ reporter: services.reporter, isProduction: false });
  applyCatalogs(i18n, stores.site.language, defaultCatalog, {
    language: stores.site.language,
    catalog: undefined,
  });
  const environment = {
    registry: blockRegistry,
    widgets: options.widgets ?? {},
    reporter: services.reporter,
    analytics: services.analytics,
    showPlaceholders: true,
  };
  const wrap = (ui: ReactNode) => (
    <MemoryRouter initialEntries={[path]}>
      <StoresProvider stores={stores}>
        <I18nProvider i18n={i18n}>
          <RendererProvider environment={environment}>{ui}</RendererProvider>
        </I18nProvider>
      </StoresProvider>
    </MemoryRouter>
  );
  return { services, stores, i18n, environment, wrap, render: (ui: ReactNode) => render(wrap(ui)) };
}
