/** Skus of the seeded catalogue the load and fault runs shop for, each given a known stock before the run. */
import type { Database } from '../../server/db/database.ts';

export interface StockedLine {
  productId: string;
  sku: string;
  stock: number;
}

/**
 * `count` in-stock skus priced in pounds (the UK site the shoppers use), their stock set to `stock` so the run's
 * books can be checked against it afterwards.
 */
export async function stockLines(db: Database, count: number, stock: number): Promise<StockedLine[]> {
  const rows = await db.query<{ product_id: string; sku: string }>(
    `SELECT s.product_id, s.sku FROM skus s
       JOIN products p ON p.product_id = s.product_id
       JOIN product_prices pr ON pr.product_id = s.product_id AND pr.currency = 'GBP'
      WHERE s.fulfilment = 'STOCK' AND NOT s.discontinued AND NOT p.discontinued AND NOT p.customisable
      ORDER BY s.sku LIMIT $1`,
    [count],
  );
  const skus = rows.map((row) => row.sku);
  await db.query('UPDATE skus SET stock = $2 WHERE sku = ANY($1)', [skus, stock]);
  return rows.map((row) => ({ productId: row.product_id, sku: row.sku, stock }));
}

/** Every sku's stock now: what a run's books are checked against once its orders are in. */
export async function stockSnapshot(db: Database): Promise<Map<string, number>> {
  const rows = await db.query<{ sku: string; stock: number }>('SELECT sku, stock FROM skus');
  return new Map(rows.map((row) => [row.sku, row.stock]));
}
