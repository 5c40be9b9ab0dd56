import type { FromSchema } from 'json-schema-to-ts';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useIsClient } from '../../ui/hooks/use-is-client.ts';
import type { widgetSlotSchema } from '../../../schemas/content/blocks/widget-slot.schema.ts';
import { useT, type CatalogKey } from '../../i18n/index.ts';
import { useContentFile } from '../../renderer/renderer-context.tsx';
import type { ListingProduct } from '../../kernel/types/index.ts';
import { useStores, type ShopStores } from '../../kernel/stores/index.ts';
import { useNearViewport } from '../../ui/use-near-viewport.ts';
import { favouriteHearts, useFavourites } from '../../kernel/session/use-favourites.ts';
import { useBadges, usePriceFormatter } from '../../kernel/content/use-site-content.ts';
import { DEFAULT_TRAY_HITS, MAX_TRAY_HITS, TRAY_LAZY_MARGIN_PX, trayFilters } from './rules/tray-rules.ts';
import type { TrayStore, TraySource } from './stores/tray-store.ts';
import { TrayRow, TrayView, type RowSlot } from './tray-view.tsx';
import { trayStore } from './stores/tray-store.ts';
import { cartStore } from '../bag/index.ts';

/** A widget slot's settings as its schema allows them. */
type TraySettings = NonNullable<FromSchema<typeof widgetSlotSchema>['settings']>;
type TrayKind = NonNullable<TraySettings['source']> | 'recently-viewed';

/** A title for trays whose content gives none. */
const DEFAULT_TITLES: Record<TrayKind, CatalogKey> = {
  search: 'WEB.TRAY.PRODUCTS',
  'related-products': 'WEB.TRAY.RELATED',
  'bought-together': 'WEB.TRAY.BOUGHT_TOGETHER',
  'trending-items': 'WEB.TRAY.TRENDING',
  cart: 'WEB.TRAY.CART',
  'recently-viewed': 'WEB.TRAY.RECENTLY_VIEWED',
};

/** One tray's source, and whether it depends on this shopper's browser (their views, their bag). */
interface TrayPlan {
  source: TraySource;
  /** Shown only in the browser, and only when `available()`; hidden when it finds nothing. */
  personal: boolean;
  available: () => boolean;
  /** A source that changes while the page is open: the tray reloads (debounced) when it does. */
  watch?: () => string;
}

const always = () => true;

/** Turns the widget's settings into a tray source over the stores and services. */
function planTray(kind: TrayKind, settings: TraySettings, stores: ShopStores, siteId: string): TrayPlan {
  const { memory } = stores;
  const viewed = () => memory.recentlyViewed(siteId);
  switch (kind) {
    case 'search':
      return {
        source: { kind: 'search', filters: trayFilters(settings) },
        personal: false,
        available: always,
      };
    case 'trending-items':
      return { source: { kind: 'trending' }, personal: false, available: always };
    case 'related-products':
    case 'bought-together': {
      const fixed = settings.productId;
      const productId = () => fixed ?? viewed()[0];
      return {
        source: { kind: 'recommend', model: kind, productId },
        personal: fixed === undefined,
        available: () => productId() !== undefined,
      };
    }
    case 'recently-viewed':
      return {
        source: { kind: 'products', productIds: viewed },
        personal: true,
        available: () => viewed().length > 0,
      };
    case 'cart': {
      const bagIds = () => stores.get(cartStore).current?.items.map((item) => item.productId) ?? [];
      return {
        source: {
          kind: 'cart',
          productIds: async () => {
            // A browser without a session has an empty bag: asking the API would create a session for nothing.
            if (!stores.get(cartStore).current && !memory.hasApiSession()) return [];
            const cart = await stores.get(cartStore).ready();
            await cart.ensureLoaded();
            return cart.items.map((item) => item.productId);
          },
        },
        personal: true,
        available: () =>
          stores.get(cartStore).current?.loaded ? bagIds().length > 0 : memory.hasApiSession(),
        watch: () => bagIds().join(' '),
      };
    }
  }
}

/** The cards of a tray with products; favourites and badges load only once a tray has something to show. */
const TrayCards = observer(function TrayCards(props: { store: TrayStore; slot: RowSlot }) {
  const { memory } = useStores();
  const formatter = usePriceFormatter();
  const badges = useBadges();
  const favourites = useFavourites();
  const siteId = props.store.options.siteId;
  return (
    <TrayRow
      slot={props.slot}
      products={props.store.products}
      formatter={formatter}
      badges={badges}
      {...favouriteHearts(favourites)}
      onSelect={(product: ListingProduct) => memory.recordProductView(siteId, product.productId)}
    />
  );
});

/**
 * One tray on a content page. The server and the first browser render show its title over skeleton cards in the
 * height the cards will take (a tray that depends on the shopper's browser renders nothing there); it fetches once
 * it comes within 500 px of the viewport.
 */
const Tray = observer(function Tray(props: { kind: TrayKind; title?: string; settings: TraySettings }) {
  const stores = useStores();
  const t = useT();
  const file = useContentFile();
  const siteId = stores.site.site?.siteId ?? '';
  const limit = props.kind === 'recently-viewed' ? stores.memory.recentlyViewedLimit : MAX_TRAY_HITS;
  const hitsPerPage = Math.min(props.settings.hitsPerPage ?? DEFAULT_TRAY_HITS, limit);
  const [{ store, plan }] = useState(() => {
    const plan = planTray(props.kind, props.settings, stores, siteId);
    const widget = props.kind === 'recently-viewed' ? 'recently-viewed' : 'product-tray';
    const options = { siteId, source: plan.source, hitsPerPage, widget, ...(file ? { file } : {}) };
    return { plan, store: stores.build(trayStore(options)) };
  });
  const isClient = useIsClient();
  const shown = !plan.personal || (isClient && plan.available());
  // Within 500 px of the viewport, so a tray fetches only when the shopper may see it.
  const rootRef = useNearViewport<HTMLElement>(
    shown && store.status === 'idle',
    () => void store.load(),
    TRAY_LAZY_MARGIN_PX,
  );

  // Read while rendering, so a change of the bag's products re-renders the tray and the effect reloads it. A change
  // while the tray is loading is already in that load, which reads the bag when it starts.
  const watched = plan.watch?.();
  useEffect(() => {
    if (watched === undefined || store.status === 'idle' || store.status === 'loading') return;
    store.scheduleLoad();
  }, [watched, store]);
  useEffect(() => () => store.dispose(), [store]);

  if (!shown) return null;
  if (plan.personal && (store.status === 'empty' || store.status === 'failed')) return null;
  // A reload (the bag changed) keeps the cards it replaces until its answer comes.
  const cards = store.status === 'empty' || store.status === 'failed' ? 0 : store.products.length;
  return (
    <TrayView
      title={props.title || t(DEFAULT_TITLES[props.kind])}
      status={store.status}
      hitsPerPage={hitsPerPage}
      productCount={cards}
      rtl={stores.site.direction === 'rtl'}
      rootRef={rootRef}
      renderRow={(slot) => <TrayCards store={store} slot={slot} />}
    />
  );
});

/**
 * The `product-tray` widget: products for the content's filters or collection (relaxed once when too few are
 * found), or from `settings.source`: a recommendation model, trending items or products related to the bag.
 */
export const ProductTrayWidget = observer(function ProductTrayWidget(props: {
  title?: string;
  settings: Record<string, unknown>;
}) {
  const settings = props.settings as TraySettings;
  return <Tray kind={settings.source ?? 'search'} settings={settings} {...titleProp(props.title)} />;
});

/** The `recently-viewed` widget: the shopper's latest viewed products on this site, newest first. */
export const RecentlyViewedWidget = observer(function RecentlyViewedWidget(props: {
  title?: string;
  settings: Record<string, unknown>;
}) {
  return (
    <Tray kind="recently-viewed" settings={props.settings as TraySettings} {...titleProp(props.title)} />
  );
});

const titleProp = (title: string | undefined) => (title ? { title } : {});
