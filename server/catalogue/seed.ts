import type { Database, Queryable } from '../db/database.ts';
import { purchasePairs } from '../db/purchase-pairs.ts';
import { insertProducts } from './catalogue-writer.ts';
import { loadCatalogueContent, type CatalogueContent } from './content-catalogue.ts';
import { demoVouchers, loadCampaigns, type DiscountRow } from './discounts.ts';
import { generateCatalogue, type GeneratedProduct } from './generate-catalogue.ts';
import { PURCHASE_WINDOW, purchasePairsFor, shoppable } from './purchase-history.ts';
import { upsertReferenceData } from './seed-reference-data.ts';
import { shippingMethodsFor, taxRatesFor } from './shipping-and-tax.ts';

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
/**
 * Taken for the whole seeding (or reset) transaction: two servers starting on an empty database seed once, not twice.
 */
export const SEED_LOCK = 7_341_023;

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
