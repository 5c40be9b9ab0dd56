import type { Database, Queryable } from '../db/database.ts';
import { purchasePairs } from '../db/purchase-pairs.ts';
import { insertProducts } from './catalogue-writer.ts';
import { loadCatalogueContent, type CatalogueContent } from './content-catalogue.ts';
import { demoVouchers, loadCampaigns, type DiscountRow } from './discounts.ts';
import { generateCatalogue, type GeneratedProduct } from './generate-catalogue.ts';
import { PURCHASE_WINDOW, purchasePairsFor, shoppable } from './purchase-history.ts';
import {
  shippingMethodsFor,
  taxRatesFor,
  type ShippingMethodRow,
  type TaxRateRow,
} from './shipping-and-tax.ts';

export interface SeedOptions {
  /** How many products; default 2,000. */
  products?: number;
  seed?: string | number;
  contentDir: string;
  /** Ship dates and voucher dates are relative to it; default: today, 00:00 UTC (so a rerun today is identical). */
  referenceDate?: Date;
  /** Products per insert; memory stays bounded by one batch whatever the catalogue size. */
  batchSize?: number;
}

export interface SeedReport {
  products: number;
  skus: number;
  shippingMethods: number;
  taxRates: number;
  discounts: number;
  /** Pairs of products of the made-up purchase history (each direction counted). */
  purchasePairs: number;
  /** Content that could not be used (a campaign file without a discount...). */
  warnings: string[];
}

export const DEFAULT_PRODUCT_COUNT = 2000;
export const DEFAULT_SEED = 'maison-nord';
/** Taken for the whole seeding transaction: two servers starting on an empty database seed once, not twice. */
const SEED_LOCK = 7_341_023;

export class CatalogueNotEmptyError extends Error {}

const startOfDayUtc = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

interface Prepared {
  content: CatalogueContent;
  discounts: DiscountRow[];
  warnings: string[];
  referenceDate: Date;
}

/** Everything read from files happens before the transaction, which may be retried and must only touch the database. */
async function prepare(options: SeedOptions): Promise<Prepared> {
  const content = await loadCatalogueContent(options.contentDir);
  if (!content.leafPages.size)
    throw new Error(`No category pages in the navigation trees under ${options.contentDir}`);
  const referenceDate = options.referenceDate ?? startOfDayUtc(new Date());
  const campaigns = await loadCampaigns(options.contentDir, content.sites);
  return {
    content,
    referenceDate,
    discounts: [...campaigns.discounts, ...demoVouchers(referenceDate)],
    warnings: campaigns.warnings,
  };
}

const hasProducts = async (db: Queryable) =>
  (await db.query<{ found: boolean }>('SELECT EXISTS (SELECT 1 FROM products) AS found'))[0]!.found;

async function seedWith(tx: Queryable, options: SeedOptions, prepared: Prepared): Promise<SeedReport> {
  const { content } = prepared;
  const shipping = shippingMethodsFor(content.sites);
  const taxes = taxRatesFor(content.sites);
  await upsertReferenceData(tx, shipping, taxes, prepared.discounts);

  const batchSize = options.batchSize ?? 500;
  const seed = options.seed ?? DEFAULT_SEED;
  let batch: GeneratedProduct[] = [];
  let products = 0;
  let skus = 0;
  const history = new PurchaseHistory(tx, seed);
  for (const product of generateCatalogue({
    products: options.products ?? DEFAULT_PRODUCT_COUNT,
    seed,
    referenceDate: prepared.referenceDate,
    content,
  })) {
    batch.push(product);
    products++;
    skus += product.skus.length;
    if (batch.length >= batchSize) {
      await insertProducts(tx, batch);
      batch = [];
    }
    await history.add(product);
  }
  await insertProducts(tx, batch);
  await history.flush();
  return {
    products,
    skus,
    shippingMethods: shipping.length,
    taxRates: taxes.length,
    discounts: prepared.discounts.length,
    purchasePairs: history.pairs,
    warnings: prepared.warnings,
  };
}

/** The demo's made-up purchases, written a window of products at a time (so the same whatever the batch size). */
class PurchaseHistory {
  private window: NonNullable<ReturnType<typeof shoppable>>[] = [];
  private windows = 0;
  pairs = 0;

  constructor(
    private readonly tx: Queryable,
    private readonly seed: string | number,
  ) {}

  async add(product: GeneratedProduct): Promise<void> {
    const entry = shoppable(product);
    if (entry) this.window.push(entry);
    if (this.window.length >= PURCHASE_WINDOW) await this.flush();
  }

  async flush(): Promise<void> {
    const pairs = purchasePairsFor(this.seed, this.windows++, this.window);
    this.window = [];
    await purchasePairs.add(this.tx, pairs);
    this.pairs += pairs.length;
  }
}

/** Generate and store the demo catalogue and its reference data in one transaction (all or nothing). */
export async function seedCatalogue(db: Database, options: SeedOptions): Promise<SeedReport> {
  const prepared = await prepare(options);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    if (await hasProducts(tx))
      throw new CatalogueNotEmptyError('The catalogue already has products: reset it first');
    return seedWith(tx, options, prepared);
  });
}

/** Seed when the catalogue is empty (server start); answers undefined when there was nothing to do. */
export async function ensureSeeded(db: Database, options: SeedOptions): Promise<SeedReport | undefined> {
  if (await hasProducts(db)) return undefined;
  const prepared = await prepare(options);
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    // Another process may have seeded while this one waited for the lock.
    if (await hasProducts(tx)) return undefined;
    return seedWith(tx, options, prepared);
  });
}

const upsert = (table: string, key: string, columns: [string, string][]) => {
  const names = columns.map(([name]) => name);
  const updates = names.filter((name) => !key.split(', ').includes(name));
  return `INSERT INTO ${table} (${names.join(', ')})
    SELECT ${names.join(', ')} FROM jsonb_to_recordset($1::jsonb) AS rows(${columns.map((c) => c.join(' ')).join(', ')})
    ON CONFLICT (${key}) DO UPDATE SET ${updates.map((name) => `${name} = EXCLUDED.${name}`).join(', ')}`;
};

/** Reference data follows the content on every seed; a discount keeps the count of its past uses. */
async function upsertReferenceData(
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

/** Tables that point at skus, shipping methods or each other: emptied with the catalogue only when forced. */
const SHOPPER_TABLES = [
  'order_events',
  'order_lines',
  'orders',
  'cart_lines',
  'carts',
  'back_in_stock_requests',
];
const CATALOGUE_TABLES = [
  // What was bought together names products: a new catalogue starts with its own history.
  'purchase_pairs',
  // Notes of skus back in stock (back-in-stock alerts) go with the skus they name.
  'stock_returns',
  'skus',
  'product_prices',
  'product_colours',
  'products',
  'shipping_methods',
  'tax_rates',
  'discounts',
];

export class ResetRefusedError extends Error {}

/**
 * Empty the catalogue and reference tables. Carts, orders and back-in-stock requests point at skus: with any of them
 * present the reset is refused unless `force`, which deletes them too (never silently: the counts are returned).
 */
export async function resetCatalogue(
  db: Database,
  options: { force?: boolean } = {},
): Promise<{ carts: number; orders: number; backInStockRequests: number }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK]);
    const [counts] = await tx.query<{ carts: number; orders: number; back_in_stock_requests: number }>(
      `SELECT (SELECT count(*) FROM carts)::int AS carts, (SELECT count(*) FROM orders)::int AS orders,
         (SELECT count(*) FROM back_in_stock_requests)::int AS back_in_stock_requests`,
    );
    const inUse = {
      carts: counts!.carts,
      orders: counts!.orders,
      backInStockRequests: counts!.back_in_stock_requests,
    };
    if ((inUse.carts || inUse.orders || inUse.backInStockRequests) && !options.force) {
      throw new ResetRefusedError(
        `Refusing to reset: ${inUse.carts} carts, ${inUse.orders} orders and ${inUse.backInStockRequests} back-in-stock requests refer to the catalogue (use --force to delete them too)`,
      );
    }
    try {
      // One TRUNCATE without CASCADE: a table added later that points at the catalogue makes this fail loudly.
      await tx.query(`TRUNCATE ${[...SHOPPER_TABLES, ...CATALOGUE_TABLES].join(', ')}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '0A000') throw error;
      throw new ResetRefusedError(`Another table refers to the catalogue: ${(error as Error).message}`);
    }
    return inUse;
  });
}
