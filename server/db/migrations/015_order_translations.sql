-- What an order sold, in every language its site had when it was placed: order line field -> language -> text
-- (`{"name": {"ar": "…"}, "colorName": {…}, "sizeName": {…}}`), and the delivery method's name the same way. The
-- order reads in the shopper's language from these copies, never from the catalogue, so editing or dropping a
-- product later changes no order. Orders placed before keep their own wording in every language.
ALTER TABLE order_lines ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE orders ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
