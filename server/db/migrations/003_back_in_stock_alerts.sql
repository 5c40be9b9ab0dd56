-- Back-in-stock alerts: every time a sku's stock goes from none to some, whoever wrote it (the API, a seed, an
-- operator's SQL), the database leaves a row here; the marketing worker turns each row into the e-mails of the
-- requests waiting for that sku and deletes it in the same transaction.
CREATE TABLE stock_returns (
  id bigserial PRIMARY KEY,
  sku text NOT NULL REFERENCES skus (sku) ON DELETE CASCADE,
  returned_at timestamptz NOT NULL DEFAULT now()
);

-- The body stays on one line: migrate.ts splits statements at semicolons that end a line.
CREATE FUNCTION note_stock_return() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO stock_returns (sku) VALUES (NEW.sku); RETURN NULL; END $$;

-- Any UPDATE, not only one naming the column: a return is a return whichever statement caused it.
CREATE TRIGGER skus_stock_returned AFTER UPDATE ON skus FOR EACH ROW WHEN (OLD.stock <= 0 AND NEW.stock > 0) EXECUTE FUNCTION note_stock_return();
