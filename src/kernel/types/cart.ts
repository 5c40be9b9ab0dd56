/**
 * The shop's own cart types and the cart service. The API client's services reshape the wire answers into these
 * (services/api/reshape-cart.ts), so the stores never depend on the API's response schemas.
 */

import type { AddressRules } from '../../../shared/address-rules.ts';

/** How available a line's sku is; purchasable ones are AVAILABLE, LOWSTOCK, PREORDER and BACKORDER. */
export type Availability =
  'BACKORDER' | 'PREORDER' | 'AVAILABLE' | 'LOWSTOCK' | 'OUTOFSTOCK' | 'DISCONTINUED' | 'NOTAVAILABLE';

/** Whether tax has been worked out for the cart's delivery address. */
export type TaxState = 'NOT_CALCULATED' | 'CALCULATED' | 'TAX_REJECTION';

/** A shopper's own text on a line (engraving, monogram), one input per key. */
export interface CustomisationInput {
  key: string;
  value: string;
}

/** One line of the bag, prices in minor units. */
export interface CartLine {
  id: string;
  productId: string;
  slug: string;
  name: string;
  brand: string;
  sku: string;
  quantity: number;
  /** Line totals (unit price times quantity) before cart discounts. */
  price: { list: { total: number }; sale: { total: number } };
  unitPrice: { list: number; sale: number };
  thumbnailUrl: string;
  url: string;
  categories: string[];
  availability: Availability;
  /** Units left when stock is low. */
  stockQty?: number;
  /** The most this line may hold now, as the API worked it out. */
  maxQuantity: number;
  shipDateStart?: number;
  shipDateEnd?: number;
  sale: 'NOSALE' | 'ONSALE';
  options: { color?: string; colorName?: string; size?: string; sizeName?: string; sizeType?: string };
  discounts: { name: string; messageId: string; amount: number }[];
  customisation?: { inputs: CustomisationInput[] };
}

/** The cart's figures in minor units, with the voucher when one is applied. */
export interface CartTotals {
  totalItemCost: number;
  totalCost: number;
  totalTax: number;
  totalDiscount: number;
  totalDiscountProduct: number;
  totalDiscountShipping: number;
  totalItemCount: number;
  deliveryCost: number;
  deliveryNetCost: number;
  voucherCode?: string;
  voucherName?: string;
  /** The voucher's own words, or a catalogue key (the code gives nothing to the bag as it stands). */
  voucherMessage?: string;
  /** What the bag still needs before the voucher gives anything: more spend (minor units), more items. */
  voucherShortfall?: { amount?: number; items?: number };
}

/** A delivery method the cart may use, with its price for this cart. */
export interface ShippingOption {
  id: string;
  method: string;
  name: string;
  price: number;
  delivery: { min: number; max: number };
  tooltip?: string;
  supportsBulkyItems: boolean;
  available?: boolean;
  freeOver?: number;
}

/** A notice the API attaches to the cart (unavailable, pre-order, limited stock, unable to ship). */
export interface CartNotice {
  type: 'error' | 'warning';
  code: 'UNAVAILABLE_ITEMS' | 'PREORDER_ITEMS' | 'LIMITED_STOCK' | 'UNABLE_TO_SHIP_ERROR';
  itemIds?: string[];
}

/** A campaign running for the cart (GET /api/cart/promotions). */
export interface CartPromotion {
  id: string;
  name: string;
  message?: string;
  applied: boolean;
}

/** The shopper's cart as the stores hold it: lines newest first, figures, delivery, tax state and limits. */
export interface Cart {
  publicId: string;
  currency: string;
  lines: CartLine[];
  totals: CartTotals;
  shipping: { options: ShippingOption[]; selected?: string };
  taxState: TaxState;
  notices: CartNotice[];
  limits: { maxCartItems: number; maxQuantityPerItem: number };
  /** Present when the answer carried the campaigns; absent leaves the last list. */
  promotions?: CartPromotion[];
  /** The delivery address the cart holds (the API refuses one it cannot ship to). */
  deliveryAddress?: Address;
  /** The checkout's contact details stored with the cart. */
  consumer?: Consumer;
}

/** An address the shopper gives for delivery or billing. */
export interface Address {
  reference?: string;
  default?: boolean;
  firstName: string;
  lastName: string;
  addressLine1: string;
  addressLine2?: string;
  city: string;
  postcode?: string;
  region?: string;
  territoryCode?: string;
  countryCode: string;
  locale?: string;
  phoneNumber?: string;
  type?: 'shipping' | 'billing' | 'DELIVERY' | 'BILLING';
  paymentAttached?: boolean;
}

/** The cart's delivery address: a saved one by reference, or given in full. */
export interface CartAddress {
  reference?: string;
  address: Address;
}

/** A new line for the cart: the sku (or its options), quantity, customisation, set code, basket clearing. */
export interface CartAddition {
  productId: string;
  sku?: string;
  skuOptions?: { color?: string; size?: string; sizeType?: string };
  quantity: number;
  customisation?: { inputs: CustomisationInput[] } | null;
  setCode?: string | null;
  forceBasketClear?: boolean;
}

/** The shopper's contact details for the checkout (a guest's name, e-mail and phone). */
export interface Consumer {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber?: string;
}

/**
 * The cart calls of /api/cart and the shopping session they live in. The service creates the session and
 * retries when the API asks for one; failures raise a `ServiceFailure`.
 */
export interface CartService {
  load(options?: { preview?: boolean }): Promise<Cart>;
  add(addition: CartAddition): Promise<Cart>;
  /** Quantity 0 removes the line. */
  update(itemId: string, quantity: number): Promise<Cart>;
  remove(itemId: string): Promise<Cart>;
  recreate(cartPublicId: string): Promise<Cart>;
  applyVoucher(voucher: string): Promise<Cart>;
  removeVoucher(): Promise<Cart>;
  saveAddress(address: CartAddress): Promise<Cart>;
  calculateTax(address: Address): Promise<Cart>;
  promotions(): Promise<CartPromotion[]>;
  selectShipping(id: string): Promise<Cart>;
  /** POST /api/checkout/consumer: the details as the shop stored them (trimmed). */
  saveConsumer(consumer: Consumer): Promise<Consumer>;
  /** The delivery address rules of a country (GET /api/validation/…), labelled in `language`. */
  /** The rules of an address of this type (delivery by default) in a country, labelled in a language. */
  addressRules(country: string, language: string, type?: 'DELIVERY' | 'BILLING'): Promise<AddressRules>;
  /** Create the shopping session now; raises 'User Session Failed To Validate' after 3 attempts. */
  createSession(): Promise<void>;
  /** Keep the shopper's chosen language on the existing session (a session the API no longer knows is left be). */
  setSessionLanguage(language: string): Promise<void>;
  /** Call `listener` whenever a new session replaces an earlier one (401 recovery, sign out): the cart resets. */
  onSessionRestart(listener: () => void): void;
}
