import type { Product } from '../../kernel/types/product.ts';
import { customisationStore, type CustomisationStore } from './stores/customisation-store.ts';
import type { ShopStores } from '../../kernel/stores/index.ts';
import { productPageFeatures, productPageStore, type ProductPageStore } from './stores/product-page-store.ts';
import { cartStore } from '../bag/index.ts';
import { catalogueStore } from './product-stores.ts';

/**
 * The stores of one product page: the choice and the add to bag, and the personalisation where both the site
 * (config.json `features.customisation`) and the product offer it. Each needs the other: the personalisation follows
 * the page's choice, and the page's add asks the personalisation for the line's inputs.
 */
export function productPageStores(
  stores: ShopStores,
  options: {
    product: Product;
    query: { color?: string; sku?: string };
    config: Parameters<typeof productPageFeatures>[0];
  },
): { store: ProductPageStore; personalisation?: CustomisationStore } {
  const { product, config } = options;
  let personalisation: CustomisationStore | undefined;
  const store = stores.build(
    productPageStore({
      product,
      query: options.query,
      bag: () => stores.get(cartStore).ready(),
      features: productPageFeatures(config, stores.get(catalogueStore).current?.integrations ?? {}),
      personalisation: () => personalisation,
    }),
  );
  if (config?.features?.customisation === true && product.customisation)
    personalisation = stores.build(
      customisationStore({
        product,
        customisation: product.customisation,
        choice: () => ({ sku: store.sku?.sku, colour: store.selection.color }),
      }),
    );
  return personalisation ? { store, personalisation } : { store };
}
