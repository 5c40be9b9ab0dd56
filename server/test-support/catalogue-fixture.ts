import type { Queryable } from '../db/database.ts';

/** A product the integration tests know by heart; every colour has the same sizes. */
export interface FixtureProduct {
  productId: string;
  name?: string;
  brand?: string;
  colours?: string[];
  sizes?: string[];
  /** Stock per sku, by `{colour}-{size}`; default 10. */
  stock?: Record<string, number>;
  prices?: Record<string, { list: number; sale?: number }>;
  fulfilment?: Record<string, 'PREORDER' | 'BACKORDER'>;
  bulky?: boolean;
  customisable?: boolean;
  optionLevels?: string[];
  categories?: string[];
  categoryPageIds?: string[];
}

export const skuOf = (productId: string, colour: string, size: string) => `${productId}-${colour}-${size}`;

/** Insert products, colours, prices and skus directly (the generator has its own tests). */
export async function insertFixtureProducts(db: Queryable, products: FixtureProduct[]): Promise<void> {
  for (const product of products) {
    const colours = product.colours ?? ['black'];
    const sizes = product.sizes ?? ['s', 'm', 'l'];
    await db.query(
      `INSERT INTO products (product_id, slug, name, brand_name, brand_tag, gender, categories, category_page_ids, bulky,
         customisable, option_levels)
       VALUES ($1, $2, $3, $4, $5, 'women', $6, $7, $8, $9, $10)`,
      [
        product.productId,
        product.productId.toLowerCase(),
        product.name ?? `Product ${product.productId}`,
        product.brand ?? 'Maison Nord',
        (product.brand ?? 'Maison Nord').toLowerCase().replace(/\s+/g, '-'),
        product.categories ?? ['clothing'],
        product.categoryPageIds ?? ['women'],
        product.bulky ?? false,
        product.customisable ?? false,
        product.optionLevels ?? ['color', 'size'],
      ],
    );
    for (const [index, colour] of colours.entries()) {
      await db.query(
        `INSERT INTO product_colours (product_id, colour_slug, colour_name, colour_hex, position, main_image)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          product.productId,
          colour,
          colour,
          ['#222222'],
          index,
          `/media/products/${product.productId}/${colour}.svg`,
        ],
      );
      for (const [position, size] of sizes.entries()) {
        const key = `${colour}-${size}`;
        const fulfilment = product.fulfilment?.[key];
        await db.query(
          `INSERT INTO skus (sku, product_id, colour_slug, size_slug, size_name, position, stock, fulfilment,
             advance_limit, ship_date_start, ship_date_end)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
          [
            skuOf(product.productId, colour, size),
            product.productId,
            colour,
            size,
            size.toUpperCase(),
            position,
            product.stock?.[key] ?? 10,
            fulfilment ?? 'STOCK',
            fulfilment ? 20 : 0,
            fulfilment ? new Date('2027-02-01T00:00:00Z') : null,
            fulfilment ? new Date('2027-02-10T00:00:00Z') : null,
          ],
        );
      }
    }
    const prices = product.prices ?? {
      GBP: { list: 5000 },
      USD: { list: 6500 },
      AED: { list: 25000 },
      JPY: { list: 9000 },
    };
    for (const [currency, price] of Object.entries(prices)) {
      await db.query(
        'INSERT INTO product_prices (product_id, currency, list_minor, sale_minor) VALUES ($1, $2, $3, $4)',
        [product.productId, currency, price.list, price.sale ?? null],
      );
    }
  }
}

/** A product with a single sku (black, size m), as checkout tests buy them. */
export interface OneSkuProduct {
  productId: string;
  sku: string;
}

/**
 * Makes products of one sku each, numbered under `prefix`, so every test buys stock of its own. `db` is asked on
 * each call: test files open their database after the maker is made.
 */
export function oneSkuProducts(db: () => Queryable, prefix: string) {
  let made = 0;
  return async (stock = 10): Promise<OneSkuProduct> => {
    const productId = `${prefix}${++made}`;
    await insertFixtureProducts(db(), [{ productId, sizes: ['m'], stock: { 'black-m': stock } }]);
    return { productId, sku: skuOf(productId, 'black', 'm') };
  };
}

/** The units of `sku` in stock, as the database holds them. */
export async function stockOf(db: Queryable, sku: string): Promise<number> {
  const [row] = await db.query<{ stock: number }>('SELECT stock FROM skus WHERE sku = $1', [sku]);
  return row!.stock;
}
