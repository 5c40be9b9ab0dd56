/**
 * When delivery is free, once for the server that prices it and the storefront that tells the shopper how far the
 * bag is from it: a method with a threshold is free once what the items cost after their discounts reaches it.
 */

/** What the items cost after product discounts: the figure a free-delivery threshold is measured on. */
export const itemsAfterDiscount = (totals: { totalItemCost: number; totalDiscountProduct: number }): number =>
  totals.totalItemCost - totals.totalDiscountProduct;

/** Whether a method with threshold `freeOver` (none: null or undefined) delivers `itemsTotal` worth for free. */
export const isFreeDelivery = (freeOver: number | null | undefined, itemsTotal: number): boolean =>
  freeOver !== null && freeOver !== undefined && itemsTotal >= freeOver;
