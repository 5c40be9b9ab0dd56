import type { Queryable } from '../../db/database.ts';
import type { DiscountRule } from './discount-rules.ts';

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
}

export interface TaxRate {
  country: string;
  region: string;
  rateBp: number;
  inclusive: boolean;
}

/** Reference data changes rarely and is read on every cart call: kept for a few seconds. */
const TTL_MS = 5000;

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
}

export const DISCOUNT_COLUMNS =
  'id, code, site_id, name, message, status, discount_type, component, amount, currency, conditions, tiers, tier_type, starts_at, ends_at, usage_limit, used_count';

export function toDiscountRule(row: DiscountRow): DiscountRule {
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
  };
}

/** Shipping methods, tax rates and campaigns, cached briefly per process. */
export class ReferenceData {
  private cache = new Map<string, { at: number; value: unknown }>();

  constructor(private readonly now: () => number = Date.now) {}

  shippingMethods(db: Queryable, country: string): Promise<ShippingMethod[]> {
    return this.cached(`shipping:${country}`, async () => {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT id, country, method, name, currency, price_minor, free_over_minor, min_days, max_days,
                supports_bulky_items, tooltip
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
      }));
    });
  }

  taxRates(db: Queryable, country: string): Promise<TaxRate[]> {
    return this.cached(`tax:${country}`, async () => {
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
    });
  }

  /** Campaigns (discounts without a code) that may concern a site; dates and limits are checked by the caller. */
  campaigns(db: Queryable, siteId: string): Promise<DiscountRule[]> {
    return this.cached(`campaigns:${siteId}`, async () => {
      const rows = await db.query<DiscountRow>(
        `SELECT ${DISCOUNT_COLUMNS} FROM discounts
         WHERE code IS NULL AND status = 'ACTIVE' AND (site_id IS NULL OR site_id = $1) ORDER BY id`,
        [siteId],
      );
      return rows.map(toDiscountRule);
    });
  }

  /** A voucher by code (any case). Usage counts may lag by the cache time; placement checks them again. */
  voucher(db: Queryable, code: string): Promise<DiscountRule | undefined> {
    const upper = code.toUpperCase();
    return this.cached(`voucher:${upper}`, async () => {
      const [row] = await db.query<DiscountRow>(`SELECT ${DISCOUNT_COLUMNS} FROM discounts WHERE code = $1`, [
        upper,
      ]);
      return row ? toDiscountRule(row) : undefined;
    });
  }

  private async cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit && this.now() - hit.at < TTL_MS) return hit.value as T;
    const value = await load();
    this.cache.set(key, { at: this.now(), value });
    return value;
  }
}
