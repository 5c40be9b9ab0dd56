import type { CartLineItem, CartResponse, ShippingOption } from '../../../schemas/api/cart.schema.ts';
import type { AvailabilityName } from '../../../schemas/api/conventions.ts';
import type { CommerceSite } from '../../api/site-directory.ts';
import type { Queryable } from '../../db/database.ts';
import { sellableQuantity, skuAvailability } from '../catalogue/availability.ts';
import { cartLanguage, inLanguage } from './cart-language.ts';
import { deliveryPrice, priceCart, type TaxRule } from './cart-pricing.ts';
import type { CartLineRow, CartRow } from './cart-repository.ts';
import { ruleRefusal, type DiscountRule } from './discount-rules.ts';
import type { ReferenceData } from './reference-data.ts';
import type { ShippingMethod, TaxRate } from './reference-repository.ts';
import { roundingStep } from '../../../shared/currency-digits.ts';
import { productPath } from '../../../shared/product-url.ts';
import { maxLineQuantity, type QuantityLine } from '../../../shared/cart-quantity-rules.ts';
import { isPurchasable } from '../../../shared/availability.ts';
import { stockMessages } from '../../../shared/cart-stock-messages.ts';

const toSeconds = (date: Date | null) => (date ? Math.floor(new Date(date).getTime() / 1000) : undefined);

/** A line's availability; a product no longer priced or sold on the site is NOTAVAILABLE. */
export function lineAvailability(line: CartLineRow): AvailabilityName | 'NOTAVAILABLE' {
  if (line.list_minor === null || line.product_discontinued) return 'NOTAVAILABLE';
  return skuAvailability({
    stock: line.stock,
    fulfilment: line.fulfilment,
    advanceLimit: line.advance_limit,
    discontinued: line.discontinued,
  });
}

/** A stored line as the shared quantity rules count it. */
export const quantityLine = (line: CartLineRow): QuantityLine => ({
  sku: line.sku,
  key: line.customisation_key,
  quantity: line.quantity,
});

export const lineSellable = (line: CartLineRow) =>
  sellableQuantity({
    stock: line.stock,
    fulfilment: line.fulfilment,
    advanceLimit: line.advance_limit,
    discontinued: line.discontinued || line.product_discontinued,
  });

/** Methods a cart can use: bulky items need a method that carries them. */
export function usableMethods(methods: ShippingMethod[], lines: CartLineRow[]): ShippingMethod[] {
  const bulky = lines.some((line) => line.bulky);
  return methods.filter((method) => !bulky || method.supportsBulkyItems);
}

/** The tax rule of a cart: inclusive countries always know it; exclusive ones once an address gave the region. */
export function taxRuleFor(rates: TaxRate[], cart: CartRow): TaxRule | undefined {
  const fallback = rates.find((rate) => rate.region === '');
  if (!rates.length) return undefined;
  if (rates.every((rate) => rate.inclusive)) return { ...(fallback ?? rates[0]!), calculated: true };
  const regional = rates.find((rate) => rate.region === cart.tax_region) ?? fallback;
  if (!regional) return undefined;
  return {
    rateBp: regional.rateBp,
    inclusive: regional.inclusive,
    calculated: cart.tax_state === 'CALCULATED',
  };
}

export interface CartViewInput {
  db: Queryable;
  cart: CartRow;
  lines: CartLineRow[];
  site: CommerceSite;
  reference: ReferenceData;
  now: Date;
  /** The cart's voucher as the caller read it (placement reads it fresh; null: none); left out, the cached one. */
  voucher?: DiscountRule | null;
  /** The shopper's language, for the names of methods, campaigns, the voucher and lines; left out, the site's. */
  language?: string;
}

/** The voucher message of a bag whose voucher does not apply (its conditions are not met, or it is not live). */
const VOUCHER_NOT_APPLICABLE = 'WEB.CART.VOUCHER_NOT_APPLICABLE';

/** Whether the bag's voucher took part in its prices: placement spends a use of it only then. */
export const voucherApplied = (view: CartResponse): boolean =>
  view.summary.voucherCode !== undefined && view.summary.voucherMessage !== VOUCHER_NOT_APPLICABLE;

/** Everything the cart screen needs, computed from the stored cart: lines, prices, discounts, delivery and tax. */
export async function buildCartView({
  db,
  cart,
  lines: stored,
  site,
  reference,
  now,
  voucher: given,
  language,
}: CartViewInput): Promise<CartResponse> {
  // One after the other: a transaction's connection runs one query at a time (and these are mostly cached).
  const methods = inLanguage(
    await reference.shippingMethods(db, site.country),
    cartLanguage.method,
    language,
  );
  const rates = await reference.taxRates(db, site.country);
  const campaigns = inLanguage(await reference.campaigns(db, site.siteId), cartLanguage.rule, language);
  const [voucher] = inLanguage(
    [
      given === undefined && cart.voucher_code
        ? await reference.voucher(db, cart.voucher_code)
        : (given ?? undefined),
    ].filter((rule) => rule !== undefined),
    cartLanguage.rule,
    language,
  );
  const lines = inLanguage(stored, cartLanguage.line, language);
  const usable = usableMethods(methods, lines);
  const selected = usable.find((method) => method.id === cart.shipping_method_id) ?? usable[0];
  const live = (rule: DiscountRule) => !ruleRefusal(rule, site.siteId, cart.currency, now);
  const activeCampaigns = campaigns.filter(live);
  const activeVoucher = voucher && live(voucher) ? voucher : undefined;

  const availability = new Map(lines.map((line) => [line.id, lineAvailability(line)]));
  const purchasable = (line: CartLineRow) =>
    isPurchasable(availability.get(line.id)!) && line.quantity <= lineSellable(line);
  const tax = cart.tax_state === 'TAX_REJECTION' ? undefined : taxRuleFor(rates, cart);
  const priced = priceCart({
    lines: lines.map((line) => ({
      id: line.id,
      unitSale: line.sale_minor ?? line.list_minor ?? 0,
      quantity: line.quantity,
      purchasable: purchasable(line),
    })),
    rules: [...activeCampaigns, ...(activeVoucher ? [activeVoucher] : [])],
    shipping: selected && { method: selected.method, price: selected.price, freeOver: selected.freeOver },
    tax,
    step: roundingStep(site.country, cart.currency.trim()),
  });

  const counted = lines.map(quantityLine);

  const items = lines.map((line, index): CartLineItem => {
    const status = availability.get(line.id)!;
    const unitList = line.list_minor ?? 0;
    const unitSale = line.sale_minor ?? unitList;
    const item: CartLineItem = {
      id: line.id,
      productId: line.product_id,
      slug: line.slug,
      name: line.name,
      brand: line.brand_name,
      sku: line.sku,
      quantity: line.quantity,
      price: { list: { total: unitList * line.quantity }, sale: { total: unitSale * line.quantity } },
      unitPrice: { list: unitList, sale: unitSale },
      thumbnailUrl: line.main_image,
      url: productPath({ slug: line.slug, productId: line.product_id, color: line.colour_slug }),
      categories: line.categories,
      availability: status,
      maxQuantity: maxLineQuantity(counted, counted[index]!, site, lineSellable(line)),
      sale: line.sale_minor !== null ? 'ONSALE' : 'NOSALE',
      options: {
        color: line.colour_slug,
        colorName: line.colour_name,
        size: line.size_slug,
        sizeName: line.size_name,
        ...(line.size_type ? { sizeType: line.size_type } : {}),
      },
      discounts: priced.lineDiscounts.get(line.id) ?? [],
    };
    if (status === 'LOWSTOCK') item.stockQty = line.stock;
    const shipStart = toSeconds(line.ship_date_start);
    const shipEnd = toSeconds(line.ship_date_end);
    if ((status === 'PREORDER' || status === 'BACKORDER') && shipStart !== undefined) {
      item.shipDateStart = shipStart;
      if (shipEnd !== undefined) item.shipDateEnd = shipEnd;
    }
    if (line.customisation?.inputs.length) item.customisation = { inputs: line.customisation.inputs };
    return item;
  });

  const voucherTookPart = activeVoucher && priced.appliedRuleIds.includes(activeVoucher.id);
  return {
    cartPublicId: cart.public_id,
    currency: cart.currency.trim(),
    items,
    summary: {
      totalItemCost: priced.totalItemCost,
      totalCost: priced.totalCost,
      totalTax: priced.totalTax,
      totalDiscount: priced.totalDiscount,
      totalDiscountProduct: priced.totalDiscountProduct,
      totalDiscountShipping: priced.totalDiscountShipping,
      totalItemCount: priced.totalItemCount,
      deliveryCost: priced.deliveryCost,
      deliveryNetCost: priced.deliveryNetCost,
      ...(cart.voucher_code ? { voucherCode: cart.voucher_code } : {}),
      ...(voucher ? { voucherName: voucher.name } : {}),
      ...(cart.voucher_code
        ? { voucherMessage: voucherTookPart ? (voucher?.message ?? '') : VOUCHER_NOT_APPLICABLE }
        : {}),
      ...(activeVoucher && !voucherTookPart && priced.shortfalls.has(activeVoucher.id)
        ? { voucherShortfall: priced.shortfalls.get(activeVoucher.id)! }
        : {}),
    },
    shipping: {
      options: methods.map((method) =>
        shippingOptionView(
          method,
          usable.includes(method),
          priced.totalItemCost - priced.totalDiscountProduct,
        ),
      ),
      ...(selected ? { selected: selected.id } : {}),
    },
    taxCalculated: taxState(cart, tax),
    messages: cartMessages(
      items,
      new Set(lines.filter((line) => !purchasable(line)).map((line) => line.id)),
      lines.some((line) => line.bulky) && usable.length === 0,
    ),
    limits: { maxCartItems: site.maxCartItems, maxQuantityPerItem: site.maxQuantityPerItem },
    ...(cart.shipping_address ? { shippingAddress: cart.shipping_address } : {}),
    ...(cart.address_reference ? { addressReference: cart.address_reference } : {}),
    ...(cart.consumer ? { consumer: cart.consumer } : {}),
    promotions: activeCampaigns.map((campaign) => ({
      id: campaign.id,
      name: campaign.name,
      ...(campaign.message ? { message: campaign.message } : {}),
      applied: priced.appliedRuleIds.includes(campaign.id),
    })),
  };
}

function shippingOptionView(method: ShippingMethod, available: boolean, itemsTotal: number): ShippingOption {
  return {
    id: method.id,
    method: method.method,
    name: method.name,
    price: deliveryPrice(method, itemsTotal),
    delivery: { min: method.minDays, max: method.maxDays },
    ...(method.tooltip ? { tooltip: method.tooltip } : {}),
    supportsBulkyItems: method.supportsBulkyItems,
    available,
    ...(method.freeOver !== null ? { freeOver: method.freeOver } : {}),
  };
}

function taxState(cart: CartRow, tax: TaxRule | undefined): CartResponse['taxCalculated'] {
  if (cart.tax_state === 'TAX_REJECTION') return 'TAX_REJECTION';
  return tax && (tax.inclusive || tax.calculated) ? 'CALCULATED' : 'NOT_CALCULATED';
}

/** Cart messages, errors before warnings; unavailable lines are shown but not charged. */
function cartMessages(
  items: CartLineItem[],
  notChargeable: Set<string>,
  unableToShip: boolean,
): CartResponse['messages'] {
  const { unavailable, limited } = stockMessages(items, (item) => notChargeable.has(item.id));
  const advance = items
    .filter((item) => item.availability === 'PREORDER' || item.availability === 'BACKORDER')
    .map((item) => item.id);
  const messages: CartResponse['messages'] = [];
  if (unavailable) messages.push(unavailable);
  if (unableToShip) messages.push({ type: 'error', code: 'UNABLE_TO_SHIP_ERROR' });
  if (limited) messages.push(limited);
  if (advance.length) messages.push({ type: 'warning', code: 'PREORDER_ITEMS', itemIds: advance });
  return messages;
}
