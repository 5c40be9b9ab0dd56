import type { FilterOption } from '../../../schemas/api/product.schema.ts';
import type { Queryable } from '../../db/database.ts';
import type { FieldTranslations } from '../../lib/translated-text.ts';
import type { ProductRow } from './product-shape.ts';

/**
 * One statement for the whole product page: the product with its price in the site currency, its colours and skus,
 * and the colours of the other products of its group, each aggregated as JSON.
 */
const PRODUCT_SQL = `
SELECT p.product_id, p.slug, p.name, p.brand_name, p.brand_tag, p.gender, p.categories, p.category_page_ids,
       p.collections, p.description, p.measurement_chart, p.option_levels, p.promotions, p.customisable,
       pp.list_minor, pp.sale_minor, p.translations,
       (SELECT json_agg(json_build_object(
                  'colour_slug', c.colour_slug, 'colour_name', c.colour_name, 'colour_hex', c.colour_hex,
                  'main_image', c.main_image, 'secondary_image', c.secondary_image, 'translations', c.translations)
                ORDER BY c.position, c.colour_slug)
          FROM product_colours c WHERE c.product_id = p.product_id) AS colours,
       (SELECT json_agg(json_build_object(
                  'sku', s.sku, 'colour_slug', s.colour_slug, 'size_slug', s.size_slug, 'size_name', s.size_name,
                  'size_type', s.size_type, 'stock', s.stock, 'fulfilment', s.fulfilment,
                  'advance_limit', s.advance_limit, 'discontinued', s.discontinued,
                  'ship_date_start', s.ship_date_start, 'ship_date_end', s.ship_date_end)
                ORDER BY s.position, s.sku)
          FROM skus s WHERE s.product_id = p.product_id) AS skus,
       (SELECT json_agg(json_build_object(
                  'product_id', g.product_id, 'slug', g.slug, 'name', g.name,
                  'colour_slug', gc.colour_slug, 'colour_name', gc.colour_name, 'colour_hex', gc.colour_hex,
                  'main_image', gc.main_image, 'secondary_image', gc.secondary_image,
                  'translations', gc.translations, 'product_translations', g.translations,
                  'skus', (SELECT json_agg(json_build_object('stock', gs.stock, 'fulfilment', gs.fulfilment,
                                             'advance_limit', gs.advance_limit, 'discontinued', gs.discontinued))
                             FROM skus gs
                            WHERE gs.product_id = g.product_id AND gs.colour_slug = gc.colour_slug))
                ORDER BY g.product_id, gc.position, gc.colour_slug)
          FROM products g
          JOIN product_colours gc ON gc.product_id = g.product_id
          JOIN product_prices gp ON gp.product_id = g.product_id AND gp.currency = pp.currency
         WHERE g.group_id = p.group_id AND g.product_id <> p.product_id AND NOT g.discontinued) AS group_products
  FROM products p
  JOIN product_prices pp ON pp.product_id = p.product_id AND pp.currency = $2
 WHERE p.product_id = $1 AND NOT p.discontinued`;

/** The same statement for the first product sold under a slug. */
const PRODUCT_BY_SLUG_SQL = PRODUCT_SQL.replace(
  'WHERE p.product_id = $1',
  'WHERE p.product_id = (SELECT product_id FROM products WHERE slug = $1 AND NOT discontinued ORDER BY product_id LIMIT 1)',
);

/** Products a site sells: not discontinued and priced in its currency. */
const SOLD = `sold AS (
  SELECT p.* FROM products p JOIN product_prices pp ON pp.product_id = p.product_id AND pp.currency = $1
   WHERE NOT p.discontinued)`;

const BRANDS_SQL = `WITH ${SOLD}
SELECT brand_tag AS tag, min(brand_name) AS value FROM sold GROUP BY brand_tag ORDER BY lower(min(brand_name)), brand_tag`;

/** Categories are stored top-down (department, leaf, type); an option carries the levels above it. */
const CATEGORIES_SQL = `WITH ${SOLD}
SELECT DISTINCT ON (c.tag) c.tag, c.level::int AS level, sold.categories[1] AS parent, sold.categories[2] AS middle
  FROM sold CROSS JOIN LATERAL unnest(sold.categories) WITH ORDINALITY AS c(tag, level)
 ORDER BY c.tag, c.level, sold.product_id`;

const COLOURS_SQL = `WITH ${SOLD}
SELECT DISTINCT ON (c.colour_slug) c.colour_slug AS tag, c.colour_name AS value, c.colour_hex AS hex,
       c.translations
  FROM sold JOIN product_colours c ON c.product_id = sold.product_id
 ORDER BY c.colour_slug, sold.product_id`;

const SIZES_SQL = `WITH ${SOLD}
SELECT s.size_slug AS tag, min(s.size_name) AS value
  FROM sold JOIN skus s ON s.product_id = sold.product_id
 WHERE NOT s.discontinued GROUP BY s.size_slug`;

const ON_SALE_SQL = `SELECT EXISTS (
  SELECT 1 FROM products p JOIN product_prices pp ON pp.product_id = p.product_id AND pp.currency = $1
   WHERE NOT p.discontinued AND pp.sale_minor IS NOT NULL) AS any`;

/** What the listing filters are drawn from: what a site sells in its currency. */
export interface FilterFacts {
  brands: FilterOption[];
  categories: { tag: string; level: number; parent: string; middle: string | null }[];
  /** Each colour with its name in other languages (the filter's labels; the tag stays the filter value). */
  colours: { tag: string; value: string; hex: string[]; translations?: FieldTranslations | null }[];
  sizes: FilterOption[];
  anyOnSale: boolean;
}

/** A product colour as its drawn picture needs it. */
export interface ColourImageRow {
  name: string;
  categories: string[];
  colour_name: string;
  colour_hex: string[];
}

/** SQL for the catalogue as shoppers see it: a product page, the listing filters and product pictures. */
export const productRepository = {
  /** A product as sold in `currency`; undefined when unknown, discontinued or not priced in it. */
  async product(db: Queryable, productId: string, currency: string): Promise<ProductRow | undefined> {
    const [row] = await db.query<ProductRow>(PRODUCT_SQL, [productId, currency]);
    return row;
  },

  /** The first product sold under `slug` (by id), as `product` answers it. */
  async productBySlug(db: Queryable, slug: string, currency: string): Promise<ProductRow | undefined> {
    const [row] = await db.query<ProductRow>(PRODUCT_BY_SLUG_SQL, [slug, currency]);
    return row;
  },

  /** Brands, categories, colours and sizes sold in `currency`, and whether any product is on sale. */
  async filterFacts(db: Queryable, currency: string): Promise<FilterFacts> {
    const params = [currency];
    const brands = await db.query<FilterOption>(BRANDS_SQL, params);
    const categories = await db.query<FilterFacts['categories'][number]>(CATEGORIES_SQL, params);
    const colours = await db.query<FilterFacts['colours'][number]>(COLOURS_SQL, params);
    const sizes = await db.query<FilterOption>(SIZES_SQL, params);
    const [onSale] = await db.query<{ any: boolean }>(ON_SALE_SQL, params);
    return { brands, categories, colours, sizes, anyOnSale: onSale?.any === true };
  },

  /** The product name, categories and colour a product picture is drawn from; undefined for an unknown colour. */
  async colourImage(
    db: Queryable,
    productId: string,
    colourSlug: string,
  ): Promise<ColourImageRow | undefined> {
    const [row] = await db.query<ColourImageRow>(
      `SELECT p.name, p.categories, c.colour_name, c.colour_hex
         FROM product_colours c JOIN products p ON p.product_id = c.product_id
        WHERE c.product_id = $1 AND c.colour_slug = $2`,
      [productId, colourSlug],
    );
    return row;
  },
};
