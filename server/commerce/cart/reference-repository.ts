import type { Queryable } from '../../db/database.ts';
import type { FieldTranslations } from '../../lib/translated-text.ts';
import type { DiscountRule } from './discount-rules.ts';

/** A delivery option of a country, prices in minor units of its currency. */
export interface ShippingMethod {
  id: string;
  country: string;
  method: string;
  name: string;
  currency: string;
  price: number;
  freeOver: number | null;
  minDays: number;
  maxDays: number;
  supportsBulkyItems: boolean;
  tooltip: string | null;
  /** Name and tooltip in other languages than the site's own. */
  translations: FieldTranslations;
}

/** A tax rate of a country, or of one of its regions; `region` '' is the country-wide rate. */
export interface TaxRate {
  country: string;
  region: string;
  rateBp: number;
  inclusive: boolean;
}

interface DiscountRow {
  id: string;
  code: string | null;
  site_id: string | null;
  name: string;
  message: string | null;
  status: 'ACTIVE' | 'INACTIVE';
  discount_type: 'PERCENTAGE' | 'FIXED';
  component: 'ITEMS' | 'SHIPPING';
  amount: number;
  currency: string | null;
  conditions: DiscountRule['conditions'];
  tiers: DiscountRule['tiers'];
  tier_type: DiscountRule['tierType'];
  starts_at: Date | null;
  ends_at: Date | null;
  usage_limit: number | null;
  used_count: number;
  usage_limit_per_customer: number | null;
  translations: FieldTranslations | null;
}

const DISCOUNT_COLUMNS =
  'id, code, site_id, name, message, status, discount_type, component, amount, currency, conditions, tiers, tier_type, starts_at, ends_at, usage_limit, used_count, usage_limit_per_customer, translations';

function toDiscountRule(row: DiscountRow): DiscountRule {
  return {
    id: row.id,
    code: row.code,
    siteId: row.site_id,
    name: row.name,
    message: row.message,
    status: row.status,
    discountType: row.discount_type,
    component: row.component,
    amount: row.amount,
    currency: row.currency?.trim() ?? null,
    conditions: row.conditions ?? {},
    tiers: row.tiers,
    tierType: row.tier_type,
    startsAt: row.starts_at ? new Date(row.starts_at) : null,
    endsAt: row.ends_at ? new Date(row.ends_at) : null,
    usageLimit: row.usage_limit,
    usedCount: row.used_count,
    usageLimitPerCustomer: row.usage_limit_per_customer,
    translations: row.translations ?? {},
  };
}

/** SQL for the reference data every cart call reads: shipping methods, tax rates, campaigns and vouchers. */
export const referenceRepository = {
  async shippingMethods(db: Queryable, country: string): Promise<ShippingMethod[]> {
    const rows = await db.query<Record<string, unknown>>(
      `SELECT id, country, method, name, currency, price_minor, free_over_minor, min_days, max_days,
              supports_bulky_items, tooltip, translations
       FROM shipping_methods WHERE country = $1 ORDER BY position, price_minor, id`,
      [country],
    );
    return rows.map((row): ShippingMethod => ({
      id: row.id as string,
      country: (row.country as string).trim(),
      method: row.method as string,
      name: row.name as string,
      currency: (row.currency as string).trim(),
      price: row.price_minor as number,
      freeOver: (row.free_over_minor as number | null) ?? null,
      minDays: row.min_days as number,
      maxDays: row.max_days as number,
      supportsBulkyItems: row.supports_bulky_items as boolean,
      tooltip: (row.tooltip as string | null) ?? null,
      translations: (row.translations as FieldTranslations | null) ?? {},
    }));
  },

  async taxRates(db: Queryable, country: string): Promise<TaxRate[]> {
    const rows = await db.query<{ country: string; region: string; rate_bp: number; inclusive: boolean }>(
      'SELECT country, region, rate_bp, inclusive FROM tax_rates WHERE country = $1',
      [country],
    );
    return rows.map((row) => ({
      country: row.country.trim(),
      region: row.region,
      rateBp: row.rate_bp,
      inclusive: row.inclusive,
    }));
  },

  /** Active campaigns (discounts without a code) of a site or of every site. */
  async campaigns(db: Queryable, siteId: string): Promise<DiscountRule[]> {
    const rows = await db.query<DiscountRow>(
      `SELECT ${DISCOUNT_COLUMNS} FROM discounts
       WHERE code IS NULL AND status = 'ACTIVE' AND (site_id IS NULL OR site_id = $1) ORDER BY id`,
      [siteId],
    );
    return rows.map(toDiscountRule);
  },

  /** The voucher with this code (upper case, as stored). */
  async voucher(db: Queryable, code: string): Promise<DiscountRule | undefined> {
    const [row] = await db.query<DiscountRow>(`SELECT ${DISCOUNT_COLUMNS} FROM discounts WHERE code = $1`, [
      code,
    ]);
    return row ? toDiscountRule(row) : undefined;
  },
};
