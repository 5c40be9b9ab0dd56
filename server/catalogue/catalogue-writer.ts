import type { Queryable } from '../db/database.ts';
import type { GeneratedProduct } from './generate-catalogue.ts';

/**
 * Each table is filled by one statement per batch: the rows travel as a single JSON parameter and
 * `jsonb_to_recordset` turns them back into typed columns (arrays, jsonb and timestamps included). No parameter
 * limit, one round trip, and the same SQL on PGlite and PostgreSQL.
 */
const insertFromJson = (table: string, columns: [name: string, type: string][]) => {
  const names = columns.map(([name]) => name).join(', ');
  const types = columns.map(([name, type]) => `${name} ${type}`).join(', ');
  return `INSERT INTO ${table} (${names}) SELECT ${names} FROM jsonb_to_recordset($1::jsonb) AS rows(${types})`;
};

const PRODUCTS_SQL = insertFromJson('products', [
  ['product_id', 'text'],
  ['slug', 'text'],
  ['name', 'text'],
  ['brand_name', 'text'],
  ['brand_tag', 'text'],
  ['gender', 'text'],
  ['categories', 'text[]'],
  ['category_page_ids', 'text[]'],
  ['collections', 'jsonb'],
  ['description', 'text'],
  ['measurement_chart', 'text'],
  ['group_id', 'text'],
  ['option_levels', 'text[]'],
  ['bulky', 'boolean'],
  ['customisable', 'boolean'],
  ['promotions', 'text[]'],
  ['discontinued', 'boolean'],
  ['created_at', 'timestamptz'],
  ['translations', 'jsonb'],
]);
const COLOURS_SQL = insertFromJson('product_colours', [
  ['product_id', 'text'],
  ['colour_slug', 'text'],
  ['colour_name', 'text'],
  ['colour_hex', 'text[]'],
  ['position', 'integer'],
  ['main_image', 'text'],
  ['secondary_image', 'text'],
  ['translations', 'jsonb'],
]);
const PRICES_SQL = insertFromJson('product_prices', [
  ['product_id', 'text'],
  ['currency', 'char(3)'],
  ['list_minor', 'integer'],
  ['sale_minor', 'integer'],
]);
const SKUS_SQL = insertFromJson('skus', [
  ['sku', 'text'],
  ['product_id', 'text'],
  ['colour_slug', 'text'],
  ['size_slug', 'text'],
  ['size_name', 'text'],
  ['size_type', 'text'],
  ['position', 'integer'],
  ['stock', 'integer'],
  ['fulfilment', 'text'],
  ['advance_limit', 'integer'],
  ['ship_date_start', 'timestamptz'],
  ['ship_date_end', 'timestamptz'],
  ['discontinued', 'boolean'],
]);

/** Insert a batch of generated products with their colours, prices and skus (parents first, for the foreign keys). */
export async function insertProducts(db: Queryable, products: readonly GeneratedProduct[]): Promise<void> {
  if (!products.length) return;
  const json = (rows: object[]) => [JSON.stringify(rows)];
  await db.query(
    PRODUCTS_SQL,
    json(
      products.map((p) => ({
        product_id: p.productId,
        slug: p.slug,
        name: p.name,
        brand_name: p.brandName,
        brand_tag: p.brandTag,
        gender: p.gender,
        categories: p.categories,
        category_page_ids: p.categoryPageIds,
        collections: p.collections,
        description: p.description,
        measurement_chart: p.measurementChart,
        group_id: p.groupId,
        option_levels: p.optionLevels,
        bulky: p.bulky,
        customisable: p.customisable,
        promotions: p.promotions,
        discontinued: p.discontinued,
        created_at: p.createdAt,
        translations: p.translations,
      })),
    ),
  );
  await db.query(
    COLOURS_SQL,
    json(
      products.flatMap((p) =>
        p.colours.map((c) => ({
          product_id: p.productId,
          colour_slug: c.slug,
          colour_name: c.name,
          colour_hex: c.hex,
          position: c.position,
          main_image: c.mainImage,
          secondary_image: c.secondaryImage,
          translations: c.translations,
        })),
      ),
    ),
  );
  await db.query(
    PRICES_SQL,
    json(
      products.flatMap((p) =>
        p.prices.map((price) => ({
          product_id: p.productId,
          currency: price.currency,
          list_minor: price.listMinor,
          sale_minor: price.saleMinor,
        })),
      ),
    ),
  );
  await db.query(
    SKUS_SQL,
    json(
      products.flatMap((p) =>
        p.skus.map((s) => ({
          sku: s.sku,
          product_id: p.productId,
          colour_slug: s.colourSlug,
          size_slug: s.sizeSlug,
          size_name: s.sizeName,
          size_type: s.sizeType,
          position: s.position,
          stock: s.stock,
          fulfilment: s.fulfilment,
          advance_limit: s.advanceLimit,
          ship_date_start: s.shipDateStart,
          ship_date_end: s.shipDateEnd,
          discontinued: s.discontinued,
        })),
      ),
    ),
  );
}
