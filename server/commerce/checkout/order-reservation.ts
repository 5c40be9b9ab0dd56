import { randomBytes } from 'node:crypto';
import type { PlaceOrderBody } from '../../../schemas/api/checkout.schema.ts';
import { ORDER_REFERENCE_RANDOM_LENGTH, orderReferenceFrom } from '../../../shared/order-reference.ts';
import { ApiError } from '../../api/api-error.ts';
import type { ShoppingSession } from '../../api/context.ts';
import type { Queryable } from '../../db/database.ts';
import { translationsIn, type FieldTranslations } from '../../lib/translated-text.ts';
import { cartRepository as carts, type CartLineRow } from '../cart/cart-repository.ts';
import { cartLanguage } from '../cart/cart-language.ts';
import { buildCartView, lineAvailability, usableMethods, voucherApplied } from '../cart/cart-view.ts';
import type { ReferenceData } from '../cart/reference-data.ts';
import { orderLookupHash } from '../orders/order-lookup-hash.ts';
import { cartTaxedFor } from './order-tax.ts';
import { spendVoucherUse, voucherForPlacement } from './order-voucher.ts';
import { placementRepository as placement, type NewOrderLine } from './placement-repository.ts';

/** An order reserved for payment: its stock taken, the cart ordered, nothing charged yet. */
export interface Reservation {
  orderId: number;
  reference: string;
  lookupHash: string;
  amount: { value: number; currency: string };
}

export interface ReservationInput {
  session: ShoppingSession;
  idempotencyKey: string;
  body: PlaceOrderBody;
  reference: ReferenceData;
  lookupSecret: string;
  now: Date;
}

/**
 * Reserve the caller's cart as an order, in the caller's transaction: lock the cart, check its lines, delivery and
 * price (taxed for the address the order ships to), take the stock with guarded updates, spend a use of its voucher,
 * insert the order (PENDING_PAYMENT) and its lines, and mark the cart ordered. Any refusal throws, so the transaction
 * rolls everything back. Undefined when there is no active cart.
 */
export async function reserveOrder(tx: Queryable, input: ReservationInput): Promise<Reservation | undefined> {
  const { session, body, now } = input;
  const cart = await carts.findActive(tx, session, true);
  if (!cart) return undefined;
  const lines = await carts.lines(tx, cart.id, cart.currency);
  if (!lines.length) throw new ApiError(404, 'CART_NOT_FOUND', 'Your bag is empty');
  const unavailable = lines.filter((line) =>
    ['NOTAVAILABLE', 'DISCONTINUED'].includes(lineAvailability(line)),
  );
  if (unavailable.length)
    throw new ApiError(
      409,
      'UNAVAILABLE_ITEMS',
      'Some items in your bag are no longer available',
      unavailable.map((line) => ({ pointer: `/items/${line.id}`, message: line.sku })),
    );

  const methods = usableMethods(await input.reference.shippingMethods(tx, session.site.country), lines);
  // The same choice the bag showed and priced: the chosen method while usable, else the first usable one.
  const method = methods.find((candidate) => candidate.id === cart.shipping_method_id) ?? methods[0];
  if (!method) throw new ApiError(400, 'SHIPPING_METHOD_INVALID', 'Choose a delivery option first');
  const rates = await input.reference.taxRates(tx, session.site.country);
  const voucher = await voucherForPlacement(tx, cart, session.siteId, now);
  const view = await buildCartView({
    db: tx,
    cart: cartTaxedFor(cart, rates, body.addresses.shipping),
    lines,
    site: session.site,
    reference: input.reference,
    now,
    voucher,
    language: session.language,
  });
  if (view.taxCalculated !== 'CALCULATED')
    throw new ApiError(422, 'TAX_CALCULATION_ERROR', 'Tax has not been calculated for the delivery address');

  const advanceBySku = await takeStock(tx, lines);
  const voucherUseSpent = voucher !== null && voucherApplied(view);
  if (voucherUseSpent)
    await spendVoucherUse(tx, voucher, { accountId: session.accountId, email: body.consumer.email });
  const reference = newOrderReference(session.siteId);
  const lookupHash = orderLookupHash(reference, input.lookupSecret);
  const summary = view.summary;
  const languages = session.site.languages;
  const orderId = await placement.insertOrder(tx, {
    reference,
    cartId: cart.id,
    idempotencyKey: input.idempotencyKey,
    sessionId: session.id,
    accountId: session.accountId,
    siteId: session.siteId,
    language: session.language,
    currency: cart.currency,
    email: body.consumer.email.trim(),
    phone: (body.consumer.phoneNumber ?? '').trim(),
    lookupHash,
    consumer: withoutEmpty(body.consumer),
    shippingAddress: withoutEmpty(body.addresses.shipping),
    billingAddress: withoutEmpty(body.addresses.billing),
    shippingMethod: {
      id: method.id,
      method: method.method,
      name: method.name,
      price: summary.deliveryNetCost,
      delivery: { min: method.minDays, max: method.maxDays },
    },
    // The method's name in each of the site's languages, so the order reads in whichever the shopper uses later.
    translations: {
      shippingMethodName: translationsIn(languages, (language) => cartLanguage.method(method, language).name),
    },
    payment: { method: body.paymentMethod, state: 'PENDING' },
    voucherCode: summary.voucherCode ?? null,
    voucherUseSpent,
    totals: {
      itemCost: summary.totalItemCost,
      discount: summary.totalDiscountProduct,
      delivery: summary.deliveryNetCost,
      tax: summary.totalTax,
      total: summary.totalCost,
    },
    placedAt: now,
  });
  for (const line of lines) {
    const item = view.items.find((candidate) => candidate.id === line.id)!;
    // Units beyond stock are counted against the first lines of a sku, so the total matches what was taken.
    const advance = Math.min(line.quantity, advanceBySku.get(line.sku) ?? 0);
    advanceBySku.set(line.sku, (advanceBySku.get(line.sku) ?? 0) - advance);
    await placement.insertLine(tx, orderId, orderLine(line, item, advance, languages));
  }
  await placement.setCartStatus(tx, cart.id, 'ORDERED', now);
  return { orderId, reference, lookupHash, amount: { value: summary.totalCost, currency: cart.currency } };
}

/**
 * Take each sku's units with a guarded update, skus locked in one fixed order. Preorder and backorder skus sell
 * beyond stock up to their advance allowance, as the cart allows. Answers the units taken from allowances per sku.
 */
async function takeStock(tx: Queryable, lines: CartLineRow[]): Promise<Map<string, number>> {
  const needed = new Map<string, number>();
  for (const line of lines) needed.set(line.sku, (needed.get(line.sku) ?? 0) + line.quantity);
  const rows = await placement.lockSkus(tx, [...needed.keys()]);
  const advance = new Map<string, number>();
  for (const row of rows) {
    const quantity = needed.get(row.sku)!;
    const fromStock = Math.min(quantity, row.stock);
    const fromAdvance = row.fulfilment === 'STOCK' ? 0 : Math.min(quantity - fromStock, row.advance_limit);
    const taken =
      fromStock + fromAdvance === quantity &&
      (await placement.takeStock(tx, row.sku, fromStock, fromAdvance));
    if (!taken)
      throw new ApiError(409, 'STOCK_QUANTITY_EXCEEDED', 'There is not enough stock left for your bag', [
        { pointer: `/items/${row.sku}`, message: `${Math.max(0, row.stock)} left` },
      ]);
    advance.set(row.sku, fromAdvance);
  }
  if (rows.length !== needed.size)
    throw new ApiError(409, 'UNAVAILABLE_ITEMS', 'Some items in your bag are no longer available');
  return advance;
}

function orderLine(
  line: CartLineRow,
  item: { unitPrice: { list: number; sale: number }; discounts: { amount: number }[] },
  advanceQuantity: number,
  languages: readonly string[],
): NewOrderLine {
  return {
    sku: line.sku,
    productId: line.product_id,
    name: line.name,
    brand: line.brand_name,
    options: {
      color: line.colour_slug,
      colorName: line.colour_name,
      size: line.size_slug,
      sizeName: line.size_name,
      ...(line.size_type ? { sizeType: line.size_type } : {}),
    },
    quantity: line.quantity,
    unitList: item.unitPrice.list,
    unitSale: item.unitPrice.sale,
    discount: item.discounts.reduce((total, discount) => total + discount.amount, 0),
    thumbnailUrl: line.main_image,
    customisation: line.customisation?.inputs.length ? line.customisation : null,
    advanceQuantity,
    translations: lineTranslations(line, languages),
  };
}

/**
 * A line's product, colour and size names in each of the site's languages, as the bag showed them: the order keeps
 * these copies, so it reads in the shopper's language and stays what was sold when the catalogue changes.
 */
function lineTranslations(line: CartLineRow, languages: readonly string[]): FieldTranslations {
  const named = new Map(languages.map((language) => [language, cartLanguage.line(line, language)]));
  const field = (pick: (named: CartLineRow) => string) =>
    translationsIn(languages, (language) => pick(named.get(language)!));
  return {
    name: field((named) => named.name),
    colorName: field((named) => named.colour_name),
    sizeName: field((named) => named.size_name),
  };
}

/** Empty fields are left out: the order keeps what the shopper gave. */
function withoutEmpty(record: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(record).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  );
}

/** The site's code and ten base32 characters (50 random bits): short enough to read out on the phone. */
function newOrderReference(siteId: string): string {
  return orderReferenceFrom(siteId, randomBytes(ORDER_REFERENCE_RANDOM_LENGTH));
}
