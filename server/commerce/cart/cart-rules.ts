import type { AddToCartBody } from '../../../schemas/api/cart.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import type { CommerceSite } from '../../api/site-directory.ts';

/** Canonical form of customisation inputs: the same inputs in any order name the same line. */
export function customisationKey(
  customisation: { inputs: { key: string; value: string }[] } | null | undefined,
): string {
  if (!customisation?.inputs.length) return '';
  return customisation.inputs
    .map((input) => `${encodeURIComponent(input.key)}=${encodeURIComponent(input.value)}`)
    .sort()
    .join('&');
}

/** The unit counts a change would leave, checked against stock and the site's limits. */
export interface QuantityCheck {
  /** Units this line would hold. */
  lineQuantity: number;
  /** Units of the same sku across all lines (other customisations included) after the change. */
  skuQuantity: number;
  /** Units in the whole cart after the change. */
  cartQuantity: number;
  /** Units of the sku that can be sold now. */
  sellable: number;
}

/**
 * The cart quantity rules, enforced on the server: stock first, then the per-item maximum, then the cart maximum.
 * Each failure names how many units are still possible.
 */
export function checkQuantities(check: QuantityCheck, site: CommerceSite): void {
  if (check.skuQuantity > check.sellable) {
    throw new ApiError(422, 'STOCK_QUANTITY_EXCEEDED', `Only ${check.sellable} left in stock`, [
      {
        pointer: '/quantity',
        rule: 'stock',
        message: `at most ${check.sellable} of this item can be bought`,
      },
    ]);
  }
  if (check.lineQuantity > site.maxQuantityPerItem) {
    throw new ApiError(
      422,
      'MAX_QTY_PER_ITEM_EXCEEDED',
      `At most ${site.maxQuantityPerItem} of an item per order`,
      [{ pointer: '/quantity', rule: 'maxQuantityPerItem', message: `at most ${site.maxQuantityPerItem}` }],
    );
  }
  if (check.cartQuantity > site.maxCartItems) {
    throw new ApiError(422, 'MAX_CART_QTY_EXCEEDED', `At most ${site.maxCartItems} items in the bag`, [
      {
        pointer: '/quantity',
        rule: 'maxCartItems',
        message: `at most ${site.maxCartItems} items in the bag`,
      },
    ]);
  }
}

/** The option values of a sku, as the add-to-cart body names them. */
export interface SkuOptionValues {
  sku: string;
  colour_slug: string;
  size_slug: string;
  size_type: string | null;
}

/** The sku a shopper chose: by id, or by its option values; missing levels are named so the page can flag them. */
export function resolveSku<Sku extends SkuOptionValues>(
  skus: Sku[],
  body: AddToCartBody,
  levels: string[],
): Sku {
  if (body.sku) {
    const chosen = skus.find((row) => row.sku === body.sku);
    if (!chosen)
      throw new ApiError(404, 'VARIANT_NOT_FOUND', `No sku ${body.sku} for product ${body.productId}`);
    return chosen;
  }
  const options: Record<string, string | undefined> = body.skuOptions ?? {};
  const value = (row: Sku, level: string) =>
    level === 'color'
      ? row.colour_slug
      : level === 'size'
        ? row.size_slug
        : level === 'sizeType'
          ? row.size_type
          : null;
  const matches = skus.filter((row) =>
    levels.every((level) => options[level] === undefined || value(row, level) === options[level]),
  );
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new ApiError(404, 'VARIANT_NOT_FOUND', 'No sku matches these options');
  const missing = levels.filter(
    (level) => options[level] === undefined && new Set(matches.map((row) => value(row, level))).size > 1,
  );
  throw new ApiError(
    400,
    'ADD_CART_FAILURE',
    `Choose ${missing.join(' and ')}`,
    missing.map((level) => ({
      pointer: `/skuOptions/${level}`,
      rule: 'required',
      message: `choose a ${level}`,
    })),
  );
}
