import type { FieldTranslations } from '../../lib/translated-text.ts';
import type { Queryable } from '../../db/database.ts';

/** One product as the search records need it, every currency and colour in one row. */
export interface ProductSearchRow {
  product_id: string;
  slug: string;
  name: string;
  brand_name: string;
  brand_tag: string;
  gender: string;
  categories: string[];
  category_page_ids: string[];
  collections: { tag: string; rank: number }[];
  group_id: string | null;
  option_levels: string[];
  promotions: string[];
  bulky: boolean;
  customisable: boolean;
  discontinued: boolean;
  created: number;
  sold: number;
  prices: { currency: string; list: number; sale: number | null }[] | null;
  colours: ColourSearchRow[] | null;
  skus: SkuSearchRow[] | null;
  /** Colours of the other products of the colour group, for swatches. */
  siblings: SiblingColourRow[] | null;
  /** The name in other languages, as the catalogue carries it. */
  translations?: FieldTranslations | null;
}

export interface ColourSearchRow {
  slug: string;
  name: string;
  hex: string[];
  main: string;
  secondary: string | null;
  /** The colour's name in other languages. */
  translations?: FieldTranslations | null;
}

/** A colour of another product of the same colour group: `slug` is that product's, `colour` the colour's. */
export interface SiblingColourRow extends Omit<ColourSearchRow, 'slug'> {
  product_id: string;
  slug: string;
  colour: string;
}

export interface SkuSearchRow {
  colour: string;
  size: string;
  size_type: string | null;
  stock: number;
  fulfilment: 'STOCK' | 'PREORDER' | 'BACKORDER';
  advance_limit: number;
  discontinued: boolean;
  start: string | null;
  end: string | null;
}

const COLOURS = `json_agg(json_build_object('slug', c.colour_slug, 'name', c.colour_name, 'hex', c.colour_hex,
  'main', c.main_image, 'secondary', c.secondary_image, 'translations', c.translations) ORDER BY c.position)`;

const SELECT = `SELECT p.product_id, p.slug, p.name, p.brand_name, p.brand_tag, p.gender, p.categories,
  p.category_page_ids, p.collections, p.group_id, p.option_levels, p.promotions, p.bulky, p.customisable,
  p.discontinued, extract(epoch FROM p.created_at)::float8 AS created, p.translations,
  (SELECT coalesce(sum(ol.quantity), 0)::int FROM order_lines ol WHERE ol.product_id = p.product_id) AS sold,
  (SELECT json_agg(json_build_object('currency', pp.currency, 'list', pp.list_minor, 'sale', pp.sale_minor))
     FROM product_prices pp WHERE pp.product_id = p.product_id) AS prices,
  (SELECT ${COLOURS} FROM product_colours c WHERE c.product_id = p.product_id) AS colours,
  (SELECT json_agg(json_build_object('colour', s.colour_slug, 'size', s.size_slug, 'size_type', s.size_type,
     'stock', s.stock, 'fulfilment', s.fulfilment, 'advance_limit', s.advance_limit, 'discontinued', s.discontinued,
     'start', s.ship_date_start, 'end', s.ship_date_end) ORDER BY s.position)
     FROM skus s WHERE s.product_id = p.product_id) AS skus,
  (SELECT json_agg(json_build_object('product_id', g.product_id, 'slug', g.slug, 'name', c.colour_name,
     'hex', c.colour_hex, 'main', c.main_image, 'secondary', c.secondary_image, 'colour', c.colour_slug,
     'translations', c.translations)
     ORDER BY g.product_id, c.position)
     FROM products g JOIN product_colours c ON c.product_id = g.product_id
    WHERE p.group_id IS NOT NULL AND g.group_id = p.group_id AND g.product_id <> p.product_id
      AND NOT g.discontinued) AS siblings
  FROM products p`;

/** Products in pages by id, so a 100,000-product catalogue loads in bounded memory. */
export async function* readAllProducts(db: Queryable, pageSize = 2000): AsyncGenerator<ProductSearchRow[]> {
  let after = '';
  for (;;) {
    const rows = await db.query<ProductSearchRow>(
      `${SELECT} WHERE p.product_id > $1 ORDER BY p.product_id LIMIT $2`,
      [after, pageSize],
    );
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.product_id;
  }
}

/** The current rows of some products; ids missing from the answer were deleted. */
export function readProducts(db: Queryable, ids: readonly string[]): Promise<ProductSearchRow[]> {
  return db.query<ProductSearchRow>(`${SELECT} WHERE p.product_id = ANY($1::text[])`, [ids]);
}
