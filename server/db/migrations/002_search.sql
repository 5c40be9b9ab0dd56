-- Search index sync: every change to what a product record shows (product, colours, prices, skus, sales) leaves
-- the product id here with a new sequence number; search servers poll for numbers above the last they applied.
CREATE SEQUENCE search_change_seq;

CREATE TABLE search_changes (
  product_id text PRIMARY KEY,
  seq bigint NOT NULL
);
CREATE INDEX search_changes_seq ON search_changes (seq);

-- One statement-level function for all tables: the transition table `changed` carries product_id in each of them.
CREATE FUNCTION note_search_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO search_changes (product_id, seq) SELECT d.product_id, nextval('search_change_seq') FROM (SELECT DISTINCT product_id FROM changed) d ON CONFLICT (product_id) DO UPDATE SET seq = EXCLUDED.seq; RETURN NULL; END $$;

CREATE TRIGGER products_search_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
CREATE TRIGGER products_search_update AFTER UPDATE ON products REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
CREATE TRIGGER products_search_delete AFTER DELETE ON products REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
CREATE TRIGGER colours_search_insert AFTER INSERT ON product_colours REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
CREATE TRIGGER colours_search_update AFTER UPDATE ON product_colours REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
CREATE TRIGGER colours_search_delete AFTER DELETE ON product_colours REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
CREATE TRIGGER prices_search_insert AFTER INSERT ON product_prices REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
CREATE TRIGGER prices_search_update AFTER UPDATE ON product_prices REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
CREATE TRIGGER prices_search_delete AFTER DELETE ON product_prices REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
CREATE TRIGGER skus_search_insert AFTER INSERT ON skus REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
CREATE TRIGGER skus_search_update AFTER UPDATE ON skus REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
CREATE TRIGGER skus_search_delete AFTER DELETE ON skus REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
-- Sales move bestsellers.
CREATE TRIGGER order_lines_search_insert AFTER INSERT ON order_lines REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION note_search_change();
CREATE INDEX order_lines_product ON order_lines (product_id);

-- Searches shoppers made, per index: the query-suggestions index is built from these.
CREATE TABLE search_queries (
  index_name text NOT NULL,
  query text NOT NULL,
  count integer NOT NULL DEFAULT 1,
  hits integer NOT NULL,
  last_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (index_name, query)
);

-- Merchandising rules in Algolia's shape (conditions, consequence), per index, managed with the admin key.
CREATE TABLE search_rules (
  index_name text NOT NULL,
  object_id text NOT NULL,
  rule jsonb NOT NULL,
  PRIMARY KEY (index_name, object_id)
);
