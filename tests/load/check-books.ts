/** The books after a load run, read from the database: orders against what was acknowledged, stock against orders. */
import type { Database } from '../../server/db/database.ts';

/**
 * Problems found, empty when the books are right: every acknowledged order exists exactly once; for every sku the
 * stock is its starting stock less the units live (not cancelled) orders took; no stock is below zero; no sku sold
 * more units than it had.
 */
export async function checkBooks(
  db: Database,
  run: { references: string[]; initialStock: Map<string, number> },
): Promise<string[]> {
  const problems: string[] = [];
  const acknowledged = new Set(run.references);
  if (acknowledged.size !== run.references.length)
    problems.push(`${run.references.length - acknowledged.size} order references acknowledged twice`);
  const stored = await db.query<{ reference: string; copies: number }>(
    'SELECT reference, count(*)::int AS copies FROM orders WHERE reference = ANY($1) GROUP BY reference',
    [[...acknowledged]],
  );
  const copies = new Map(stored.map((row) => [row.reference, row.copies]));
  for (const reference of acknowledged)
    if (copies.get(reference) !== 1)
      problems.push(`order ${reference}: ${copies.get(reference) ?? 0} copies`);
  const taken = new Map(
    (
      await db.query<{ sku: string; units: number }>(
        `SELECT l.sku, sum(l.quantity - l.advance_quantity)::int AS units
           FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE o.status <> 'CANCELLED' GROUP BY l.sku`,
      )
    ).map((row) => [row.sku, row.units]),
  );
  for (const { sku, stock } of await db.query<{ sku: string; stock: number }>(
    'SELECT sku, stock FROM skus',
  )) {
    const initial = run.initialStock.get(sku) ?? 0;
    const units = taken.get(sku) ?? 0;
    if (stock < 0) problems.push(`${sku}: stock ${stock} below zero`);
    if (units > initial) problems.push(`${sku}: ${units} units ordered of ${initial} in stock`);
    if (stock !== initial - units) problems.push(`${sku}: stock ${stock}, expected ${initial} - ${units}`);
  }
  return problems;
}
