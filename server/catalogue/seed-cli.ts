import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { openCliDatabase } from '../db/cli-database.ts';
import { ResetRefusedError, resetCatalogue } from './catalogue-reset.ts';
import { CatalogueNotEmptyError, DEFAULT_PRODUCT_COUNT, DEFAULT_SEED, seedCatalogue } from './seed.ts';

const USAGE = `Seed the demo catalogue: npm run seed -- [--products N] [--seed S] [--reset [--force]] [--reference-date YYYY-MM-DD]
  --products        how many products (default ${DEFAULT_PRODUCT_COUNT})
  --seed            random seed; the same seed gives the same catalogue (default ${DEFAULT_SEED})
  --reset           empty the catalogue, shipping, tax and discount tables first
  --force           with --reset: also delete carts, orders and back-in-stock requests
  --reference-date  ship and voucher dates are relative to it (default today)
Database as for the server: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite, default .data/); content from CONTENT_DIR.`;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      seed: { type: 'string' },
      reset: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      'reference-date': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  const products = values.products === undefined ? DEFAULT_PRODUCT_COUNT : Number(values.products);
  const referenceDate = values['reference-date'] ? new Date(values['reference-date']) : undefined;
  if (
    !Number.isInteger(products) ||
    products < 1 ||
    (referenceDate && Number.isNaN(referenceDate.getTime()))
  ) {
    console.error(USAGE);
    return 2;
  }

  const db = await openCliDatabase();
  if (!db) return 1;
  try {
    if (values.reset) {
      const removed = await resetCatalogue(db, { force: values.force });
      console.log(
        `Reset: catalogue emptied; deleted ${removed.carts} carts, ${removed.orders} orders, ${removed.backInStockRequests} back-in-stock requests`,
      );
    }
    const started = performance.now();
    const report = await seedCatalogue(db, {
      products,
      seed: values.seed ?? DEFAULT_SEED,
      contentDir: resolve(process.env.CONTENT_DIR ?? 'content-fixtures'),
      referenceDate,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `Seeded ${report.products} products (${report.skus} skus), ${report.shippingMethods} shipping methods, ${report.taxRates} tax rates, ${report.discounts} discounts and ${report.purchasePairs} bought-together pairs in ${seconds} s on ${db.dialect}`,
    );
    for (const warning of report.warnings) console.warn(`warning: ${warning}`);
    return 0;
  } catch (error) {
    if (error instanceof ResetRefusedError || error instanceof CatalogueNotEmptyError) {
      console.error(
        error.message + (error instanceof CatalogueNotEmptyError ? ' (npm run seed -- --reset)' : ''),
      );
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}

process.exitCode = await main();
