import { ADDRESS_FIELDS, type AddressField } from '../../../../schemas/api/address.schema.ts';
import type { CartLineItem, CartResponse } from '../../../../schemas/api/cart.schema.ts';
import type { Address, Cart, CartLine, CartPromotion, Consumer } from '../../../kernel/types/index.ts';

/** Fields the API may leave out; copied only when present, so the shop's objects carry no empty keys. */
function optional<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Partial<Pick<T, K>> {
  const result: Partial<Pick<T, K>> = {};
  for (const key of keys) if (source[key] !== undefined) result[key] = source[key];
  return result;
}

/** One wire line as the shop's `CartLine` (the vercel/commerce `reshapeCart` idea: stores never see the wire). */
export function reshapeCartLine(line: CartLineItem): CartLine {
  return {
    id: line.id,
    productId: line.productId,
    slug: line.slug,
    name: line.name,
    brand: line.brand,
    sku: line.sku,
    quantity: line.quantity,
    price: { list: { total: line.price.list.total }, sale: { total: line.price.sale.total } },
    unitPrice: { list: line.unitPrice.list, sale: line.unitPrice.sale },
    thumbnailUrl: line.thumbnailUrl,
    url: line.url,
    categories: [...line.categories],
    availability: line.availability,
    maxQuantity: line.maxQuantity,
    sale: line.sale,
    options: { ...line.options },
    discounts: line.discounts.map((discount) => ({ ...discount })),
    ...optional(line, ['stockQty', 'shipDateStart', 'shipDateEnd']),
    ...(line.customisation
      ? { customisation: { inputs: line.customisation.inputs.map((input) => ({ ...input })) } }
      : {}),
  };
}

/** The campaigns as the shop lists them. */
export function reshapePromotions(promotions: readonly CartPromotion[]): CartPromotion[] {
  return promotions.map((promotion) => ({
    id: promotion.id,
    name: promotion.name,
    applied: promotion.applied,
    ...optional(promotion, ['message']),
  }));
}

/** A cart answer of the API as the shop's `Cart`: renamed where the wire's names are the API's, copied otherwise. */
export function reshapeCart(wire: CartResponse): Cart {
  return {
    publicId: wire.cartPublicId,
    currency: wire.currency,
    lines: wire.items.map(reshapeCartLine),
    totals: {
      ...wire.summary,
      ...(wire.summary.voucherShortfall ? { voucherShortfall: { ...wire.summary.voucherShortfall } } : {}),
    },
    shipping: {
      options: wire.shipping.options.map((option) => ({ ...option, delivery: { ...option.delivery } })),
      ...optional(wire.shipping, ['selected']),
    },
    taxState: wire.taxCalculated,
    notices: wire.messages.map((notice) => ({
      type: notice.type,
      code: notice.code,
      ...(notice.itemIds ? { itemIds: [...notice.itemIds] } : {}),
    })),
    limits: { maxCartItems: wire.limits.maxCartItems, maxQuantityPerItem: wire.limits.maxQuantityPerItem },
    ...(wire.promotions ? { promotions: reshapePromotions(wire.promotions) } : {}),
    ...optionalValue('deliveryAddress', reshapeAddress(wire.shippingAddress)),
    ...optionalValue('consumer', reshapeConsumer(wire.consumer)),
  };
}

/** The cart's delivery address (the wire names no shape for it): its text fields, when it has the required ones. */
function reshapeAddress(wire: Record<string, unknown> | undefined): Address | undefined {
  if (!wire) return undefined;
  const address: Partial<Record<AddressField, string>> = {};
  for (const field of ADDRESS_FIELDS) {
    const value = wire[field];
    if (typeof value === 'string' && value !== '') address[field] = value;
  }
  const { firstName, lastName, addressLine1, city, countryCode } = address;
  if (!firstName || !lastName || !addressLine1 || !city || !countryCode) return undefined;
  return { ...address, firstName, lastName, addressLine1, city, countryCode };
}

/** The consumer stored with the cart, when it has a name and an e-mail. */
function reshapeConsumer(wire: CartResponse['consumer']): Consumer | undefined {
  if (!wire?.firstName || !wire.lastName || !wire.email) return undefined;
  return {
    firstName: wire.firstName,
    lastName: wire.lastName,
    email: wire.email,
    ...(wire.phoneNumber ? { phoneNumber: wire.phoneNumber } : {}),
  };
}

function optionalValue<Key extends string, Value>(key: Key, value: Value | undefined) {
  return (value === undefined ? {} : { [key]: value }) as Partial<Record<Key, Value>>;
}
