import {
  ORDER_TIMELINE_STEPS,
  type OrderDetails,
  type OrderItem,
  type OrderTimelineStep,
  type TimelineStep,
  type TrackingEvent,
} from '../../../schemas/api/orders.schema.ts';
import { fieldIn, type FieldTranslations } from '../../lib/translated-text.ts';

type Json = Record<string, unknown>;

/** An order row with its lines and events aggregated as JSON (so their dates are ISO strings). */
export interface OrderRow {
  reference: string;
  status: OrderDetails['status'];
  placed_at: Date;
  /** The language the order was placed in: it reads in it when the caller names none. */
  language: string;
  /** The order's own words (the delivery method's name) in each language its site had when it was placed. */
  translations: FieldTranslations | null;
  currency: string;
  email: string;
  phone: string;
  consumer: Json;
  shipping_address: Json;
  billing_address: Json;
  shipping_method: Json;
  payment: Json;
  voucher_code: string | null;
  total_item_cost_minor: number;
  total_discount_minor: number;
  delivery_cost_minor: number;
  total_tax_minor: number;
  total_cost_minor: number;
  lines: LineRow[] | null;
  events: { status: string; detail: Json; happened_at: string }[] | null;
}

interface LineRow {
  sku: string;
  product_id: string;
  name: string;
  brand: string;
  options: Json;
  quantity: number;
  unit_list_minor: number;
  unit_sale_minor: number;
  discount_minor: number;
  thumbnail_url: string;
  customisation: Json | null;
  /** The line's product, colour and size names in each language its site had when it was placed. */
  translations: FieldTranslations | null;
}

/** The string fields of a stored JSON object among `keys`; whatever else checkout stored stays out of the answer. */
function strings<K extends string>(value: unknown, keys: readonly K[]): Partial<Record<K, string>> {
  const source = (value && typeof value === 'object' ? value : {}) as Json;
  const picked: Partial<Record<K, string>> = {};
  for (const key of keys) if (typeof source[key] === 'string') picked[key] = source[key];
  return picked;
}

const integer = (value: unknown) => (Number.isInteger(value) ? (value as number) : undefined);

const OPTION_KEYS = ['color', 'colorName', 'size', 'sizeName', 'sizeType'] as const;
const CONSUMER_KEYS = ['firstName', 'lastName', 'phoneNumber'] as const;
const ADDRESS_TEXT_KEYS = [
  'reference',
  'firstName',
  'lastName',
  'addressLine1',
  'addressLine2',
  'city',
  'postcode',
  'region',
  'territoryCode',
  'countryCode',
  'locale',
  'phoneNumber',
  'type',
] as const;

function address(value: Json): OrderDetails['shippingAddress'] {
  return strings(value, ADDRESS_TEXT_KEYS) as OrderDetails['shippingAddress'];
}

/** The stored option names, the colour's and the size's in `language` when the order kept them in it. */
function options(line: LineRow, language: string): OrderItem['options'] {
  const picked = strings(line.options, OPTION_KEYS);
  const named = (field: 'colorName' | 'sizeName') =>
    picked[field] === undefined
      ? {}
      : { [field]: fieldIn(line.translations, field, language, picked[field]) };
  return { ...picked, ...named('colorName'), ...named('sizeName') };
}

function item(line: LineRow, language: string): OrderItem {
  const inputs = Array.isArray(line.customisation?.inputs) ? (line.customisation.inputs as unknown[]) : [];
  const customisation = inputs
    .map((input) => strings(input, ['key', 'value'] as const))
    .filter(
      (input): input is { key: string; value: string } =>
        input.key !== undefined && input.value !== undefined,
    );
  return {
    sku: line.sku,
    productId: line.product_id,
    name: fieldIn(line.translations, 'name', language, line.name),
    brand: line.brand,
    options: options(line, language),
    quantity: line.quantity,
    unitPrice: { list: line.unit_list_minor, sale: line.unit_sale_minor },
    discount: line.discount_minor,
    total: line.unit_sale_minor * line.quantity - line.discount_minor,
    thumbnailUrl: line.thumbnail_url,
    ...(customisation.length ? { customisation: { inputs: customisation } } : {}),
  };
}

const SHIPMENT_KEYS = ['carrier', 'trackingNumber', 'trackingUrl'] as const;

function trackingEvent(event: NonNullable<OrderRow['events']>[number]): TrackingEvent {
  return {
    status: event.status,
    happenedAt: new Date(event.happened_at).toISOString(),
    ...strings(event.detail, SHIPMENT_KEYS),
  };
}

/** Checkout records the authorised payment as the PLACED event; on the timeline that moment is the payment. */
function timelineStepOf(status: string): OrderTimelineStep | undefined {
  if (status === 'PLACED') return 'PAID';
  return (ORDER_TIMELINE_STEPS as readonly string[]).includes(status)
    ? (status as OrderTimelineStep)
    : undefined;
}

/** The order's placing, then each recorded event the customer may see, oldest first. */
function timeline(row: OrderRow): TimelineStep[] {
  const steps: TimelineStep[] = [{ step: 'PLACED', at: row.placed_at.toISOString() }];
  for (const event of row.events ?? []) {
    const step = timelineStepOf(event.status);
    if (step)
      steps.push({
        step,
        at: new Date(event.happened_at).toISOString(),
        ...strings(event.detail, SHIPMENT_KEYS),
      });
  }
  return steps;
}

/**
 * Order details for its owner: addresses in full, payment reduced to the method, card brand and last four digits.
 * Product, colour, size and delivery names read in `language` (else the language the order was placed in) from the
 * copies the order kept, so they stay what was sold whatever the catalogue becomes.
 */
export function toOrderDetails(row: OrderRow, language = row.language): OrderDetails {
  const items = (row.lines ?? []).map((line) => item(line, language));
  const method = row.shipping_method;
  const methodName = strings(method, ['name'] as const).name;
  const delivery = method.delivery as Json | undefined;
  const payment = strings(row.payment, ['method', 'brand', 'last4'] as const);
  return {
    reference: row.reference,
    status: row.status,
    placedAt: row.placed_at.toISOString(),
    currency: row.currency,
    consumer: {
      ...strings(row.consumer, CONSUMER_KEYS),
      email: row.email,
      ...(row.phone ? { phoneNumber: row.phone } : {}),
    },
    items,
    totals: {
      totalItemCost: row.total_item_cost_minor,
      totalDiscount: row.total_discount_minor,
      deliveryCost: row.delivery_cost_minor,
      totalTax: row.total_tax_minor,
      totalCost: row.total_cost_minor,
      totalItemCount: items.reduce((sum, line) => sum + line.quantity, 0),
    },
    ...(row.voucher_code ? { voucherCode: row.voucher_code } : {}),
    shippingAddress: address(row.shipping_address),
    billingAddress: address(row.billing_address),
    shippingMethod: {
      ...strings(method, ['id', 'method'] as const),
      ...(methodName === undefined
        ? {}
        : { name: fieldIn(row.translations, 'shippingMethodName', language, methodName) }),
      ...(integer(method.price) !== undefined ? { price: integer(method.price)! } : {}),
      ...(integer(delivery?.min) !== undefined && integer(delivery?.max) !== undefined
        ? { delivery: { min: integer(delivery!.min)!, max: integer(delivery!.max)! } }
        : {}),
    },
    payment: {
      method: payment.method ?? 'unknown',
      ...(payment.brand ? { brand: payment.brand } : {}),
      ...(payment.last4 && /^[0-9]{4}$/.test(payment.last4) ? { last4: payment.last4 } : {}),
    },
    tracking: (row.events ?? []).map(trackingEvent),
    timeline: timeline(row),
  };
}
