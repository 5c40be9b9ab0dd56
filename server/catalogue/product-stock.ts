import { PRODUCT_MODES, SALE_CHANCE, SKU_KINDS, SKU_TRAITS, type Trait } from './catalogue-mix.ts';
import type { GeneratedProduct } from './generate-catalogue.ts';
import { listPrice, salePrice } from './pricing.ts';
import type { Random } from './prng.ts';
import type { ProductDesign } from './product-design.ts';

/*
 * What a generated product sells at and how: its prices in each currency (on sale or not), and each sku's stock,
 * fulfilment (in stock, pre-order, back-order) and ship dates, drawn after the product's shape is built.
 */

export const DAY_MS = 86_400_000;

/** Price the product in every currency, a share of products on sale (all of them with `sale`). */
export function addPrices(
  rng: Random,
  product: GeneratedProduct,
  design: ProductDesign,
  currencies: string[],
  sale: boolean,
) {
  const percentOff = sale || rng.chance(SALE_CHANCE) ? rng.pick([20, 25, 30, 40, 50, 60]) : 0;
  product.prices = currencies.map((currency) => {
    const listMinor = listPrice(design.pounds, currency);
    return { currency, listMinor, saleMinor: percentOff ? salePrice(listMinor, percentOff, currency) : null };
  });
}

/**
 * Draw the product's mode (sellable, discontinued, pre-order) and each sku's stock; traits still `pending` are forced
 * on the first sku, except on a coverage product, which stays sellable.
 */
export function addStock(
  rng: Random,
  product: GeneratedProduct,
  reference: number,
  traits: { force: (trait: Trait) => boolean; pending: Set<Trait>; coverage: boolean },
) {
  const { force, pending } = traits;
  const shipWindow = (fromDays: number, toDays: number) => {
    const start = reference + rng.int(fromDays, toDays) * DAY_MS;
    return {
      shipDateStart: new Date(start).toISOString(),
      shipDateEnd: new Date(start + rng.int(7, 14) * DAY_MS).toISOString(),
    };
  };
  const forcedMode = (['discontinued', 'preorder'] as const).find(force);
  const mode = traits.coverage ? 'normal' : (forcedMode ?? rng.weighted(PRODUCT_MODES));
  pending.delete(mode as Trait);
  product.discontinued = mode === 'discontinued';
  const preorderWindow = shipWindow(21, 60);
  for (const [position, sku] of product.skus.entries()) {
    if (mode === 'discontinued') {
      Object.assign(sku, { discontinued: true, stock: rng.chance(0.3) ? rng.int(1, 4) : 0 });
      continue;
    }
    if (mode === 'preorder') {
      Object.assign(sku, { fulfilment: 'PREORDER', advanceLimit: rng.int(20, 100), ...preorderWindow });
      continue;
    }
    // A coverage product keeps its first sku in stock, so the page it covers never looks empty.
    const forcedKind = traits.coverage ? 'plenty' : SKU_TRAITS.find((trait) => pending.has(trait));
    const kind = (position === 0 ? forcedKind : undefined) ?? rng.weighted(SKU_KINDS);
    pending.delete(kind as Trait);
    if (kind === 'plenty') sku.stock = rng.int(6, 80);
    else if (kind === 'lowstock') sku.stock = rng.int(1, 5);
    else if (kind === 'sku-discontinued') sku.discontinued = true;
    else if (kind === 'backorder')
      Object.assign(sku, { fulfilment: 'BACKORDER', advanceLimit: rng.int(5, 30), ...shipWindow(10, 35) });
  }
}
