-- Text a shopper reads, in the languages the catalogue and the content carry it in: field -> language -> text
-- (`{"name": {"ar": "تخفيضات الشتاء"}}`). The row's own column keeps the site's wording; a language without a
-- translation falls back to it.
ALTER TABLE discounts ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE shipping_methods ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE products ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE product_colours ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
