import { readContentJson } from './content-files.ts';

/** The app's start on every page: the site's behaviours (splash, cookie message, third-party scripts, gate). */
const EVERY_PAGE = ['src/features/site-behaviours/start-site-behaviours.tsx'];

/** Sent the first page view when the shop's metadata switches the session context channel on. */
const SESSION_CONTEXT_CHANNEL = 'src/kernel/analytics/session-context-channel.ts';

const FAVOURITES = 'src/kernel/session/favourites-store.ts';
/** The bag's code and the commerce API client: every checkout step, and any page of a shopper with a bag. */
const BAG = [
  'src/features/bag/stores/cart-store.ts',
  'src/app/services/commerce.ts',
  'src/kernel/site/api-site.ts',
];
const CHECKOUT = [...BAG, 'src/features/checkout/stores/checkout-store.ts'];
const PAYMENT = [
  'src/features/payments/stores/payment-store.ts',
  'src/features/payments/payment-services.ts',
];
/** The saved addresses a delivery or billing address is chosen from. */
const ADDRESS_BOOK = [
  'src/features/address-book/api/address-book-api.ts',
  'src/features/address-book/stores/address-book-store.ts',
];

/**
 * What a screen loads as soon as it is up in the browser, by a module its server render used: the listing's search
 * services (its filters and further pages), the favourites its tiles and purchase panel mark, the product's own
 * reads and the trays under it.
 */
const BY_SCREEN: Record<string, readonly string[]> = {
  'src/app/routes/listing-screens.tsx': [
    'src/app/services/discovery.ts',
    'src/app/services/search-config.ts',
    FAVOURITES,
  ],
  'src/features/product/screens/product-page.tsx': [
    'src/features/product/product-reads.ts',
    FAVOURITES,
    'src/features/trays/index.ts',
  ],
  // The empty bag's blocks, or the trays under the lines.
  'src/features/checkout/screens/basket-page.tsx': [
    ...CHECKOUT,
    FAVOURITES,
    'src/blocks/block-components.ts',
  ],
  'src/features/checkout/screens/shipping-page.tsx': [...CHECKOUT, ...ADDRESS_BOOK],
  'src/features/checkout/screens/checkout-payment-page.tsx': [
    ...CHECKOUT,
    ...PAYMENT,
    ...ADDRESS_BOOK,
    'src/features/saved-cards/stores/saved-cards-store.ts',
  ],
  'src/features/checkout/screens/checkout-review-page.tsx': [...CHECKOUT, ...PAYMENT],
};

/**
 * What a screen loads only for a shopper with a bag (a session in the browser's storage), by a module its server
 * render used: the bag's lines, the trays under them and the search services that fill those trays.
 */
const WITH_A_BAG_BY_SCREEN: Record<string, readonly string[]> = {
  'src/features/checkout/screens/basket-page.tsx': [
    'src/features/trays/index.ts',
    'src/app/services/discovery.ts',
    'src/app/services/search-config.ts',
    'node_modules/algoliasearch/dist/lite/builds/browser.js',
  ],
};

/**
 * Manifest keys of the modules the browser's app loads right after it starts on a page whose server render used
 * `modules` (`always`), and those it loads only for a shopper with a bag (`withABag`): named in the HTML with the
 * rest, so they arrive together after the first paint instead of one import after another. The browser tests check
 * that a page fetches no chunk its HTML did not name.
 */
export async function afterStartChunks(
  contentDir: string,
  modules: readonly string[],
): Promise<{ always: string[]; withABag: string[] }> {
  const metadata = await readContentJson<{ integrations?: Record<string, unknown> } | null>(
    contentDir,
    'metadata-v2.json',
  );
  const sessionContext = metadata?.integrations?.sessionContext === true;
  return {
    always: [
      ...EVERY_PAGE,
      ...(sessionContext ? [SESSION_CONTEXT_CHANNEL] : []),
      ...modules.flatMap((module) => BY_SCREEN[module] ?? []),
    ],
    withABag: [...BAG, ...modules.flatMap((module) => WITH_A_BAG_BY_SCREEN[module] ?? [])],
  };
}
