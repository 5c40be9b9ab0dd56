import type { Queryable } from '../../db/database.ts';

/** A product as sold in a currency, with the one sku a shopper personalises (null when not of this product). */
export interface CustomisableSkuRow {
  product_id: string;
  categories: string[];
  customisable: boolean;
  sku: { sku: string; colour_slug: string; fulfilment: string } | null;
}

/** A product colour as its personalised picture needs it. */
export interface PreviewColourRow {
  name: string;
  categories: string[];
  customisable: boolean;
  colour_name: string;
  colour_hex: string[];
}

const SKU_SQL = `
SELECT p.product_id, p.categories, p.customisable,
       (SELECT json_build_object('sku', s.sku, 'colour_slug', s.colour_slug, 'fulfilment', s.fulfilment)
          FROM skus s WHERE s.product_id = p.product_id AND s.sku = $3) AS sku
  FROM products p
  JOIN product_prices pp ON pp.product_id = p.product_id AND pp.currency = $2
 WHERE p.product_id = $1 AND NOT p.discontinued`;

const COLOUR_SQL = `
SELECT p.name, p.categories, p.customisable, c.colour_name, c.colour_hex
  FROM product_colours c JOIN products p ON p.product_id = c.product_id
 WHERE c.product_id = $1 AND c.colour_slug = $2 AND NOT p.discontinued`;

/** SQL of personalisation: the product and sku a choice is for, and the colour its picture is drawn in. */
export const customiseRepository = {
  /** Undefined when the product is unknown, discontinued or not priced in `currency`. */
  async productSku(
    db: Queryable,
    productId: string,
    currency: string,
    sku: string,
  ): Promise<CustomisableSkuRow | undefined> {
    const [row] = await db.query<CustomisableSkuRow>(SKU_SQL, [productId, currency, sku]);
    return row;
  },

  /** Undefined for an unknown or discontinued product or a colour it does not come in. */
  async previewColour(
    db: Queryable,
    productId: string,
    colourSlug: string,
  ): Promise<PreviewColourRow | undefined> {
    const [row] = await db.query<PreviewColourRow>(COLOUR_SQL, [productId, colourSlug]);
    return row;
  },
};
