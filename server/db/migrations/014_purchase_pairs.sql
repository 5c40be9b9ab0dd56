-- What shoppers bought together: one row per ordered pair of products (both directions are stored, so "bought with
-- X" is one index range), counting the paid orders that held both. Payment adds an order's pairs, a paid order
-- cancelled later takes them back, and the demo seed adds a made-up history. Bought-together recommendations read
-- it instead of joining every order line, and every server process behind one database reads the same counts.
CREATE TABLE purchase_pairs (
  product_id text NOT NULL,
  other_product_id text NOT NULL,
  together integer NOT NULL CHECK (together >= 0),
  PRIMARY KEY (product_id, other_product_id),
  CHECK (product_id <> other_product_id)
);

CREATE INDEX purchase_pairs_best ON purchase_pairs (product_id, together DESC, other_product_id);

-- Orders already paid for (and not cancelled) when this table arrives teach it once.
INSERT INTO purchase_pairs (product_id, other_product_id, together)
SELECT a.product_id, b.product_id, count(DISTINCT a.order_id)::int
  FROM order_lines a
  JOIN order_lines b ON b.order_id = a.order_id AND b.product_id <> a.product_id
  JOIN orders o ON o.id = a.order_id AND o.status IN ('PLACED', 'PROCESSING', 'SHIPPED', 'DELIVERED', 'RETURNED')
 GROUP BY a.product_id, b.product_id;
