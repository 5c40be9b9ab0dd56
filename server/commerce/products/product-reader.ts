import type { ProductResponse } from '../../../schemas/api/product.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import type { Queryable } from '../../db/database.ts';
import { toProductResponse, type ProductRow } from './product-shape.ts';

/**
 * One statement for the whole product page: the product with its price in the site currency, its colours and skus,
 * and the colours of the other products of its group, each aggregated as JSON.
 */
const PRODUCT_SQL = `
SELECT p.product_id, p.slug, p.name, p.brand_name, p.brand_tag, p.gender, p.categories, p.category_page_ids,
       p.collections, p.description, p.measurement_chart, p.option_levels, p.promotions,
       pp.list_minor, pp.sale_minor,
       (SELECT json_agg(json_build_object(
                  'colour_slug', c.colour_slug, 'colour_name', c.colour_name, 'colour_hex', c.colour_hex,
                  'main_image', c.main_image, 'secondary_image', c.secondary_image)
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

/** The spec's product-not-found failure (spec 2 section 7.8: a result NOT_FOUND). */
export const productNotFound = (productId: string) =>
  new ApiError(404, 'PRODUCT_NOT_FOUND', `No product "${productId}" on this site`, undefined, {
    result: 'NOT_FOUND',
  });

export class ProductReader {
  constructor(private readonly db: Queryable) {}

  /** The product as sold on a site; unknown, discontinued or unpriced in `currency` is not found. */
  async byId(productId: string, currency: string): Promise<ProductResponse> {
    const [row] = await this.db.query<ProductRow>(PRODUCT_SQL, [productId, currency]);
    if (!row) throw productNotFound(productId);
    return toProductResponse(row, currency);
  }
}
