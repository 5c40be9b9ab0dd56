import type { Queryable } from './database.ts';

/** One ordered pair of products and how many orders held both. */
export interface PurchasePair {
  productId: string;
  otherProductId: string;
  together: number;
}

/**
 * Products of one order that teach the pairs: its first ones by id, so a huge order costs at most
 * `ORDER_PRODUCTS * (ORDER_PRODUCTS - 1)` rows (a bag is far smaller).
 */
export const ORDER_PRODUCTS = 50;

const ORDER_PRODUCTS_CTE = `WITH bought AS (
  SELECT DISTINCT product_id FROM order_lines WHERE order_id = $1 ORDER BY product_id LIMIT ${ORDER_PRODUCTS})`;

// In key order, so two payments of overlapping bags never lock the same rows in opposite orders.
const LEARN = `${ORDER_PRODUCTS_CTE}
  INSERT INTO purchase_pairs AS p (product_id, other_product_id, together)
  SELECT a.product_id, b.product_id, 1 FROM bought a JOIN bought b ON b.product_id <> a.product_id ORDER BY 1, 2
  ON CONFLICT (product_id, other_product_id) DO UPDATE SET together = p.together + 1`;

const FORGET = `${ORDER_PRODUCTS_CTE}
  UPDATE purchase_pairs AS p SET together = p.together - 1 FROM bought a, bought b
  WHERE p.product_id = a.product_id AND p.other_product_id = b.product_id AND p.together > 0`;

const FORGOTTEN = `${ORDER_PRODUCTS_CTE}
  DELETE FROM purchase_pairs WHERE together = 0 AND product_id IN (SELECT product_id FROM bought)`;

const ADD = `INSERT INTO purchase_pairs AS p (product_id, other_product_id, together)
  SELECT product_id, other_product_id, together
    FROM jsonb_to_recordset($1::jsonb) AS t (product_id text, other_product_id text, together integer)
   ORDER BY 1, 2
  ON CONFLICT (product_id, other_product_id) DO UPDATE SET together = p.together + EXCLUDED.together`;

const BOUGHT_WITH = `SELECT other_product_id AS product_id, together FROM purchase_pairs
  WHERE product_id = $1 AND together > 0 ORDER BY together DESC, other_product_id LIMIT $2`;

/**
 * What shoppers bought together, kept as counts per pair of products in the database (`purchase_pairs`), so every
 * server process learns from and recommends by the same history. Checkout writes it in the transaction that records
 * a payment, fulfilment in the one that cancels a paid order, the demo seed with its made-up history; search reads
 * it with one index range per product.
 */
export const purchasePairs = {
  /** A paid order: every pair of its products was bought together once more. */
  async learnOrder(tx: Queryable, orderId: number): Promise<void> {
    await tx.query(LEARN, [orderId]);
  },

  /** A paid order given up (cancelled before it shipped): its pairs no longer count it. */
  async forgetOrder(tx: Queryable, orderId: number): Promise<void> {
    await tx.query(FORGET, [orderId]);
    await tx.query(FORGOTTEN, [orderId]);
  },

  /** Add counts in bulk (the demo's history); a pair already known adds up. */
  async add(tx: Queryable, pairs: readonly PurchasePair[]): Promise<void> {
    if (pairs.length === 0) return;
    const rows = pairs.map((pair) => ({
      product_id: pair.productId,
      other_product_id: pair.otherProductId,
      together: pair.together,
    }));
    await tx.query(ADD, [JSON.stringify(rows)]);
  },

  /** The products most often bought with `productId`, most first, at most `limit`. */
  async boughtWith(
    db: Queryable,
    productId: string,
    limit: number,
  ): Promise<{ product_id: string; together: number }[]> {
    return db.query(BOUGHT_WITH, [productId, limit]);
  },
};
