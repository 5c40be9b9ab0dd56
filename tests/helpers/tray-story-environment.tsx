/**
 * What tray stories run in: the preview's site and language, with stores whose search answers from the listing
 * fixtures' products (in the site's language and currency), and the shopper's views and bag as a story sets them.
 */
import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { cartLine } from './cart-lines.ts';
import { cartResponse, createFakeServices } from './fake-services.ts';
import { fixtureSites } from './fixtures.ts';
import { catalogueAnswer, ScriptedSearchService } from './scripted-search.ts';
import type { WidgetMap } from '../../src/renderer/index.ts';
import { API_SESSION_KEY } from '../../src/kernel/browser/shopping-session.ts';
import type { ListingProduct } from '../../src/kernel/types/index.ts';
import { StoresProvider, useStores } from '../../src/kernel/stores/index.ts';
import { createRootStore } from '../../src/app/root.ts';
import { arabicProducts, japaneseProducts, products } from './listing-fixtures.ts';
import { ShopperMemoryStore } from '../../src/kernel/session/shopper-memory-store.ts';
import { ProductTrayWidget, RecentlyViewedWidget } from '../../src/features/trays/tray-widgets.tsx';

/** The real tray widgets, for the preview's renderer (`parameters.widgets`). */
export const trayWidgets: WidgetMap = {
  'product-tray': ProductTrayWidget,
  'recently-viewed': RecentlyViewedWidget,
};

/** Story parameters of trays (`parameters.trays`). */
export interface TrayStoryParameters {
  /** Products the shopper opened, oldest first (the newest shows first). */
  viewed?: string[];
  /** Products in the shopper's bag (a session exists when set). */
  bag?: string[];
  /** How the search answers: the catalogue, only two products for filters with an AND, nothing, or an error. */
  answer?: 'catalogue' | 'few' | 'none' | 'error';
}

const catalogues: Record<string, ListingProduct[]> = {
  uk: products,
  ae: arabicProducts,
  jp: japaneseProducts,
};

function TrayStores({ parameters, children }: { parameters: TrayStoryParameters; children: ReactNode }) {
  const outer = useStores();
  const [stores] = useState(() => {
    const siteId = outer.site.site?.siteId ?? 'uk';
    const catalogue = catalogues[siteId] ?? products;
    const search = new ScriptedSearchService(catalogue);
    const answer = parameters.answer ?? 'catalogue';
    if (answer === 'none') search.answerProducts = () => [];
    if (answer === 'error') search.answerProducts = () => new Error('Search timed out');
    if (answer === 'few') {
      const all = catalogueAnswer(catalogue);
      search.answerProducts = (params) =>
        params.filters?.includes(' AND ') ? catalogue.slice(0, 2) : all(params).slice(2);
    }
    const services = {
      ...createFakeServices(),
      discovery: () => Promise.resolve({ search, filters: () => Promise.resolve([]) }),
    };
    for (const id of parameters.viewed ?? [])
      new ShopperMemoryStore(services.storage).recordProductView(siteId, id);
    if (parameters.bag) {
      services.storage.set(API_SESSION_KEY, 'story-session.signature');
      services.cartService.cart = cartResponse({ items: parameters.bag.map((id) => cartLine(id)) });
    }
    const stores = createRootStore(services, { sites: fixtureSites, preview: true });
    stores.site.setPathname(outer.site.basePath);
    return stores;
  });
  return <StoresProvider stores={stores}>{children}</StoresProvider>;
}

/** Wraps a tray story in stores with the fixture catalogue (inside the preview's site, i18n and renderer). */
export const withTrayCatalogue: Decorator = (Story, context) => (
  <TrayStores parameters={(context.parameters as { trays?: TrayStoryParameters }).trays ?? {}}>
    <Story />
  </TrayStores>
);
