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
 * The cart quantity rules of spec 1 section 4 and spec 2 section 7.3, enforced on the server: stock first, then the
 * per-item maximum, then the cart maximum. Each failure names how many units are still possible.
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
