import type { Availability } from '../../../kernel/types/cart.ts';
import type { ProductSku } from '../../../kernel/types/product.ts';
import { isPurchasable } from './product-options.ts';

/** How long the add button says "added" after a successful add. */
export const ADDED_LABEL_MS = 3000;

/** What the page says about the chosen sku's stock. */
export type StockNote =
  | { kind: 'in-stock' }
  | { kind: 'low-stock'; count?: number }
  | { kind: 'out-of-stock' }
  | { kind: 'discontinued' }
  | { kind: 'preorder' | 'backorder'; shipsFrom?: Date; shipsUntil?: Date };

/** The stock note of a chosen sku (or of the product, before a size is chosen). */
export function stockNote(availability: Availability, sku?: ProductSku): StockNote {
  switch (availability) {
    case 'LOWSTOCK':
      return { kind: 'low-stock', ...(sku?.stockQty !== undefined ? { count: sku.stockQty } : {}) };
    case 'OUTOFSTOCK':
      return { kind: 'out-of-stock' };
    case 'DISCONTINUED':
    case 'NOTAVAILABLE':
      return { kind: 'discontinued' };
    case 'PREORDER':
    case 'BACKORDER':
      return {
        kind: availability === 'PREORDER' ? 'preorder' : 'backorder',
        ...(sku?.shipDateStart ? { shipsFrom: new Date(sku.shipDateStart * 1000) } : {}),
        ...(sku?.shipDateEnd ? { shipsUntil: new Date(sku.shipDateEnd * 1000) } : {}),
      };
    default:
      return { kind: 'in-stock' };
  }
}

/** What the add-to-bag button says, which decides what pressing it does. */
export type AddButtonLabel =
  | 'added'
  | 'pending'
  | 'pick-more'
  | 'not-available'
  | 'notify-me'
  | 'out-of-stock'
  | 'preorder'
  | 'backorder'
  | 'add';

export interface AddButtonInput {
  /** The chosen sku's availability; undefined while a level is still to choose. */
  availability: Availability | undefined;
  /** The choice names no sku that exists. */
  noSuchSku: boolean;
  pending: boolean;
  justAdded: boolean;
  /** Back-in-stock requests are on for the site (and its marketing integration). */
  notifyMe: boolean;
  /** The cart refuses changes for now (an update under way elsewhere, checkout locked). */
  cartDisabled: boolean;
}

/** The button's label and whether it can be pressed. "Pick more" stays pressable: it points at the missing level. */
export function addButtonState(input: AddButtonInput): { label: AddButtonLabel; disabled: boolean } {
  const label = addButtonLabel(input);
  const purchasable = input.availability !== undefined && isPurchasable(input.availability);
  const pressable = label === 'pick-more' || label === 'notify-me' || purchasable;
  return { label, disabled: input.pending || input.cartDisabled || !pressable };
}

function addButtonLabel(input: AddButtonInput): AddButtonLabel {
  if (input.justAdded) return 'added';
  if (input.pending) return 'pending';
  if (input.noSuchSku) return 'not-available';
  if (input.availability === undefined) return 'pick-more';
  switch (input.availability) {
    case 'OUTOFSTOCK':
      return input.notifyMe ? 'notify-me' : 'out-of-stock';
    case 'DISCONTINUED':
    case 'NOTAVAILABLE':
      return 'not-available';
    case 'PREORDER':
      return 'preorder';
    case 'BACKORDER':
      return 'backorder';
    default:
      return 'add';
  }
}
