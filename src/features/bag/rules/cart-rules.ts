/** The cart's rules as plain functions (add requests, failures, messages, limits), apart from the store's state. */
import { CART_CODES } from '../../../../schemas/api/errors.ts';
import {
  customisationKey,
  maxLineQuantity,
  quantityCheckFor,
  quantityProblem,
  type QuantityLimits,
  type QuantityLine,
  type QuantityProblem,
} from '../../../../shared/cart-quantity-rules.ts';
import { isPurchasable as purchasable } from '../../../../shared/availability.ts';
import { stockMessages } from '../../../../shared/cart-stock-messages.ts';
import type {
  Cart,
  CartAddition,
  CartLine,
  CartTotals,
  ServiceFailure,
} from '../../../kernel/types/index.ts';

/** The cart actions `lastAction` records. */
export type CartActionType = 'recreate' | 'load' | 'add' | 'update';

/** A cart notice: item availability from the cart, or why an add failed. Errors sort before warnings. */
export interface CartMessage {
  id: string;
  type: 'error' | 'warning';
  code: string;
  itemIds?: string[];
  sku?: string;
  details?: { max?: number; productId?: string };
}

/** What the product page asks for: the chosen sku (or its options), the pending quantity, and what it knows of stock. */
export interface AddToCartRequest {
  productId: string;
  sku?: string;
  /** Pending quantity; 1 by default. */
  quantity?: number;
  skuOptions?: CartAddition['skuOptions'];
  /** The option levels the product needs chosen (size, color, sizeType), to flag those missing without a sku. */
  optionLevels?: readonly ('color' | 'size' | 'sizeType')[];
  customisation?: CartAddition['customisation'];
  setCode?: string | null;
  forceBasketClear?: boolean;
  /** The sku's stock from the product; a non-number or negative value is unlimited. */
  stockQty?: number;
}

export type AddOutcome =
  | { ok: true }
  /** `max`: the most the limit allows, when the add broke one. */
  | { ok: false; code: string; missingLevels?: string[]; max?: number };

/** The summary with the shipping figures the cart and checkout show. */
export type CartSummaryView = CartTotals & {
  /** Delivery before shipping discounts. */
  shippingCost: number;
  /** Delivery the shopper pays (after shipping discounts). */
  shippingPrice: number;
  isFree: boolean;
  isDiscounted: boolean;
};

export const EMPTY_SUMMARY: CartTotals = {
  totalItemCost: 0,
  totalCost: 0,
  totalTax: 0,
  totalDiscount: 0,
  totalDiscountProduct: 0,
  totalDiscountShipping: 0,
  totalItemCount: 0,
  deliveryCost: 0,
  deliveryNetCost: 0,
};

/** A limit as configured: a non-number or a negative value means no limit. */
export const limit = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : Number.POSITIVE_INFINITY;

/** The site's limits as the shared rules take them, a missing one being no limit. */
const limitsOf = (limits: CartLimits): QuantityLimits => ({
  maxQuantityPerItem: limit(limits.maxQuantityPerItem),
  maxCartItems: limit(limits.maxCartItems),
});

/** The bag's lines as the shared quantity rules count them. */
const quantityLines = (items: readonly CartLine[]): QuantityLine[] =>
  items.map((item) => ({
    sku: item.sku,
    key: customisationKey(item.customisation?.inputs),
    quantity: item.quantity,
  }));

/** The cart limits the API sends; either may be missing. */
export type CartLimits = { maxCartItems?: number; maxQuantityPerItem?: number };

/**
 * The most `item` may hold now, by the server's rules: its stock less the same sku's other lines, the maximum per
 * item, and the cart's maximum less the other lines' units (unavailable ones too).
 */
export function maxQuantity(items: readonly CartLine[], item: CartLine, limits: CartLimits): number {
  const lines = quantityLines(items);
  return maxLineQuantity(lines, lines[items.indexOf(item)]!, limitsOf(limits), limit(item.stockQty));
}

/** Whether a line can be paid for, by the rule the server applies. */
export const isPurchasable = (item: CartLine) => purchasable(item.availability);

/** The line an add raises: the same sku with the same customisation inputs, in any order. */
export function lineFor(items: readonly CartLine[], request: AddToCartRequest): CartLine | undefined {
  if (!request.sku) return undefined;
  const key = customisationKey(request.customisation?.inputs);
  return items.find(
    (item) => item.sku === request.sku && customisationKey(item.customisation?.inputs) === key,
  );
}

/** The error code of a failure, kept when it is a cart code; anything else is the generic product error. */
export function cartCode(error: unknown): string {
  const code = (error as Partial<ServiceFailure> | undefined)?.code;
  return code && (CART_CODES as readonly string[]).includes(code) ? code : 'ADD_CART_FAILURE';
}

export const failureCode = (error: unknown, fallback: string) =>
  (error as Partial<ServiceFailure> | undefined)?.code ?? fallback;

export const byType = (m: CartMessage) => (m.type === 'error' ? 0 : 1);

/** The derived shipping figures: cost before shipping discounts, price after them, free and discounted. */
export function summaryView(summary: CartTotals): CartSummaryView {
  const shippingCost = summary.deliveryCost;
  const shippingPrice = summary.deliveryNetCost;
  return {
    ...summary,
    shippingCost,
    shippingPrice,
    isFree: shippingPrice === 0,
    isDiscounted: summary.totalDiscountShipping > 0 && shippingPrice < shippingCost,
  };
}

/**
 * Why an add must fail before any call, by the server's rules: the sku's units across every line against its stock,
 * the line's units against the maximum per item, every line's units against the cart's maximum.
 */
export function addProblem(
  request: AddToCartRequest,
  quantity: number,
  items: readonly CartLine[],
  limits: CartLimits,
): QuantityProblem | undefined {
  const line = lineFor(items, request);
  const check = quantityCheckFor(quantityLines(items), {
    sku: request.sku,
    key: customisationKey(request.customisation?.inputs),
    added: quantity,
    sellable: limit(request.stockQty ?? line?.stockQty),
  });
  return quantityProblem(check, limitsOf(limits));
}

/**
 * The stock messages (unavailable lines, low stock) computed here as the server does, so they follow the lines
 * between answers; the API's other notices (pre-order, unable to ship) are taken as given.
 */
export function cartMessages(cart: Cart, isUnavailable: (line: CartLine) => boolean): CartMessage[] {
  const fromCart: CartMessage[] = cart.notices
    .filter((m) => m.code !== 'UNAVAILABLE_ITEMS' && m.code !== 'LIMITED_STOCK')
    .map((m) => ({ id: m.code, type: m.type, code: m.code, ...(m.itemIds ? { itemIds: m.itemIds } : {}) }));
  const { unavailable, limited } = stockMessages(cart.lines, isUnavailable);
  for (const message of [unavailable, limited]) if (message) fromCart.push({ id: message.code, ...message });
  return fromCart;
}
