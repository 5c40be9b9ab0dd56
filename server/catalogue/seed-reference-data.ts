import type { Queryable } from '../db/database.ts';
import type { DiscountRow } from './discounts.ts';
import type { ShippingMethodRow, TaxRateRow } from './shipping-and-tax.ts';

/*
 * Writing the reference data the catalogue is sold under: delivery methods, tax rates and discounts. Upserts, so it
 * follows the content on every seed, and opening a new country's shop writes its delivery methods and rates the same
 * way.
 */

const upsert = (table: string, key: string, columns: [string, string][]) => {
  const names = columns.map(([name]) => name);
  const updates = names.filter((name) => !key.split(', ').includes(name));
  return `INSERT INTO ${table} (${names.join(', ')})
    SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS rows(${columns.map((c) => c.join(' ')).join(', ')})
    ON CONFLICT (${key}) DO UPDATE SET ${updates.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}`;
};

/** Reference data follows the content on every seed; a discount keeps the count of its past uses. */
export async function upsertReferenceData(
  tx: Queryable,
  shipping: readonly ShippingMethodRow[],
  taxes: readonly TaxRateRow[],
  discounts: DiscountRow[],
): Promise<void> {
  await upsertShippingAndTax(tx, shipping, taxes);
  await upsertDiscounts(tx, discounts);
}

/** Write delivery methods (positions numbered per country, in the order given) and tax rates, replacing same ids. */
export async function upsertShippingAndTax(
  tx: Queryable,
  shipping: readonly ShippingMethodRow[],
  taxes: readonly TaxRateRow[],
): Promise<void> {
  const positions = new Map<string, number>();
  const shippingRows = shipping.map((row) => {
    const position = positions.get(row.country) ?? 0;
    positions.set(row.country, position + 1);
    return {
      id: row.id,
      country: row.country,
      method: row.method,
      name: row.name,
      currency: row.currency,
      price_minor: row.priceMinor,
      free_over_minor: row.freeOverMinor,
      min_days: row.minDays,
      max_days: row.maxDays,
      supports_bulky_items: row.supportsBulkyItems,
      tooltip: row.tooltip,
      translations: row.translations,
      position,
    };
  });
  await tx.query(
    upsert('shipping_methods', 'id', [
      ['id', 'text'],
      ['country', 'char(2)'],
      ['method', 'text'],
      ['name', 'text'],
      ['currency', 'char(3)'],
      ['price_minor', 'integer'],
      ['free_over_minor', 'integer'],
      ['min_days', 'integer'],
      ['max_days', 'integer'],
      ['supports_bulky_items', 'boolean'],
      ['tooltip', 'text'],
      ['translations', 'jsonb'],
      ['position', 'integer'],
    ]),
    [JSON.stringify(shippingRows)],
  );
  await tx.query(
    upsert('tax_rates', 'country, region', [
      ['country', 'char(2)'],
      ['region', 'text'],
      ['rate_bp', 'integer'],
      ['inclusive', 'boolean'],
    ]),
    [
      JSON.stringify(
        taxes.map((t) => ({
          country: t.country,
          region: t.region,
          rate_bp: t.rateBp,
          inclusive: t.inclusive,
        })),
      ),
    ],
  );
}

async function upsertDiscounts(tx: Queryable, discounts: DiscountRow[]): Promise<void> {
  await tx.query(
    upsert('discounts', 'id', [
      ['id', 'text'],
      ['code', 'text'],
      ['site_id', 'text'],
      ['name', 'text'],
      ['message', 'text'],
      ['status', 'text'],
      ['discount_type', 'text'],
      ['component', 'text'],
      ['amount', 'integer'],
      ['currency', 'char(3)'],
      ['conditions', 'jsonb'],
      ['tiers', 'jsonb'],
      ['tier_type', 'text'],
      ['starts_at', 'timestamptz'],
      ['ends_at', 'timestamptz'],
      ['usage_limit', 'integer'],
      ['usage_limit_per_customer', 'integer'],
      ['translations', 'jsonb'],
    ]),
    [
      JSON.stringify(
        discounts.map((d) => ({
          id: d.id,
          code: d.code,
          site_id: d.siteId,
          name: d.name,
          message: d.message,
          status: d.status,
          discount_type: d.discountType,
          component: d.component,
          amount: d.amount,
          currency: d.currency,
          conditions: d.conditions,
          tiers: d.tiers,
          tier_type: d.tierType,
          starts_at: d.startsAt,
          ends_at: d.endsAt,
          usage_limit: d.usageLimit,
          usage_limit_per_customer: d.usageLimitPerCustomer,
          translations: d.translations,
        })),
      ),
    ],
  );
}
