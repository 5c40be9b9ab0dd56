import type { AddToCartBody } from '../../../schemas/api/cart.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import type { CommerceSite } from '../../api/site-directory.ts';
import {
  quantityProblem,
  type QuantityCheck,
  type QuantityProblem,
} from '../../../shared/cart-quantity-rules.ts';

/** Why each broken quantity rule is refused: the rule's name and the text, given its limit. */
const REFUSALS: Record<
  QuantityProblem['code'],
  { rule: string; title: (max: number) => string; detail: (max: number) => string }
> = {
  STOCK_QUANTITY_EXCEEDED: {
    rule: 'stock',
    title: (max) => `Only ${max} left in stock`,
    detail: (max) => `at most ${max} of this item can be bought`,
  },
  MAX_QTY_PER_ITEM_EXCEEDED: {
    rule: 'maxQuantityPerItem',
    title: (max) => `At most ${max} of an item per order`,
    detail: (max) => `at most ${max}`,
  },
  MAX_CART_QTY_EXCEEDED: {
    rule: 'maxCartItems',
    title: (max) => `At most ${max} items in the bag`,
    detail: (max) => `at most ${max} items in the bag`,
  },
};

/**
 * The cart quantity rules (shared with the storefront), enforced on the server: the first one broken answers 422
 * naming how many units are still possible.
 */
export function checkQuantities(check: QuantityCheck, site: CommerceSite): void {
  const problem = quantityProblem(check, site);
  if (!problem) return;
  const refusal = REFUSALS[problem.code];
  throw new ApiError(422, problem.code, refusal.title(problem.max), [
    { pointer: '/quantity', rule: refusal.rule, message: refusal.detail(problem.max) },
  ]);
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
