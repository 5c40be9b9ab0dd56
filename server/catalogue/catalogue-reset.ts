import type { Database } from '../db/database.ts';
import { SEED_LOCK } from './seed.ts';

/*
 * Emptying the catalogue before a new seed (`npm run seed -- --reset`): apart from seeding because it deletes, and
 * what it may delete (the shoppers' carts and orders only when forced) is its own rule.
 */

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
