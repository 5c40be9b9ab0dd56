-- A product address may give only the slug (`/product/{slug}`): the product page finds it by slug.
CREATE INDEX products_slug ON products (slug);
