import { randomUUID } from 'node:crypto';
import type { FieldTranslations } from '../../lib/translated-text.ts';
import type { Queryable } from '../../db/database.ts';
import type { ShoppingSession } from '../../api/context.ts';

/** A cart as stored: its owner, currency, voucher and checkout state (address, shipping method, tax, consumer). */
export interface CartRow {
  id: number;
  public_id: string;
  session_id: string | null;
  account_id: string | null;
  site_id: string;
  currency: string;
  status: string;
  voucher_code: string | null;
  shipping_method_id: string | null;
  shipping_address: Record<string, unknown> | null;
  address_reference: string | null;
  consumer: Record<string, string> | null;
  tax_state: 'NOT_CALCULATED' | 'CALCULATED' | 'TAX_REJECTION';
  tax_region: string | null;
}

/** A cart line joined with its sku, product, colour and price in the cart's currency. */
export interface CartLineRow {
  id: string;
  sku: string;
  product_id: string;
  quantity: number;
  customisation: { inputs: { key: string; value: string }[] } | null;
  customisation_key: string;
  slug: string;
  name: string;
  brand_name: string;
  categories: string[];
  bulky: boolean;
  colour_slug: string;
  colour_name: string;
  main_image: string;
  size_slug: string;
  size_name: string;
  size_type: string | null;
  stock: number;
  fulfilment: 'STOCK' | 'PREORDER' | 'BACKORDER';
  advance_limit: number;
  ship_date_start: Date | null;
  ship_date_end: Date | null;
  discontinued: boolean;
  product_discontinued: boolean;
  list_minor: number | null;
  sale_minor: number | null;
  /** The product's and the colour's names in other languages (`cart-language.ts` picks the shopper's). */
  product_translations?: FieldTranslations | null;
  colour_translations?: FieldTranslations | null;
}

/** A sku of a product with everything a new cart line shows, in one currency. */
export type ProductSkuRow = Omit<CartLineRow, 'id' | 'quantity' | 'customisation' | 'customisation_key'> & {
  option_levels: string[];
  customisable: boolean;
};

const CART_COLUMNS =
  'id, public_id, session_id, account_id, site_id, currency, status, voucher_code, shipping_method_id, shipping_address, address_reference, consumer, tax_state, tax_region';

/** A cart line's columns: the line, its sku, product, colour and price in the cart's currency ($3 or $2). */
const LINE_COLUMNS = `l.id, l.sku, l.product_id, l.quantity, l.customisation, l.customisation_key,
  p.slug, p.name, p.brand_name, p.categories, p.bulky, p.discontinued AS product_discontinued,
  s.colour_slug, c_.colour_name, c_.main_image, s.size_slug, s.size_name, s.size_type,
  s.stock, s.fulfilment, s.advance_limit, s.ship_date_start, s.ship_date_end, s.discontinued,
  pr.list_minor, pr.sale_minor, p.translations AS product_translations, c_.translations AS colour_translations`;

const LINE_JOINS_WITH = (currencyParam: string) => `
  LEFT JOIN skus s ON s.sku = l.sku
  LEFT JOIN products p ON p.product_id = l.product_id
  LEFT JOIN product_colours c_ ON c_.product_id = s.product_id AND c_.colour_slug = s.colour_slug
  LEFT JOIN product_prices pr ON pr.product_id = l.product_id AND pr.currency = ${currencyParam}`;

/** Who owns a cart: the account when the session is signed in, else the session itself. */
function owner(session: ShoppingSession): { column: 'account_id' | 'session_id'; value: string } {
  return session.accountId
    ? { column: 'account_id', value: session.accountId }
    : { column: 'session_id', value: session.id };
}

/** SQL for carts and their lines; every query is scoped to the caller's session or account. */
export const cartRepository = {
  async findActive(db: Queryable, session: ShoppingSession, lock: boolean): Promise<CartRow | undefined> {
    const { column, value } = owner(session);
    const [row] = await db.query<CartRow>(
      `SELECT ${CART_COLUMNS} FROM carts WHERE ${column} = $1 AND site_id = $2 AND status = 'ACTIVE'
       ${column === 'session_id' ? 'AND account_id IS NULL' : ''} ${lock ? 'FOR UPDATE' : ''}`,
      [value, session.siteId],
    );
    return row;
  },

  /** The caller's active cart (created when missing), locked for the rest of the transaction, and its lines. */
  async lockOrCreate(
    db: Queryable,
    session: ShoppingSession,
  ): Promise<{ cart: CartRow; lines: CartLineRow[] }> {
    let cart = await cartRepository.findActive(db, session, true);
    if (!cart) {
      // A concurrent creator wins the unique index; we then lock its row.
      await db.query(
        `INSERT INTO carts (public_id, session_id, account_id, site_id, currency) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING`,
        [randomUUID(), session.id, session.accountId, session.siteId, session.site.currency],
      );
      cart = await cartRepository.findActive(db, session, true);
      if (!cart) throw new Error('cart could not be created');
    }
    // A statement of its own, after the lock: it sees every change committed before the lock was granted.
    return { cart, lines: await cartRepository.lines(db, cart.id, cart.currency) };
  },

  /** A cart of this owner by public id, whatever its status (recreating a cart after a failed payment). */
  async findOwnedByPublicId(
    db: Queryable,
    session: ShoppingSession,
    publicId: string,
  ): Promise<CartRow | undefined> {
    const { column, value } = owner(session);
    const [row] = await db.query<CartRow>(
      `SELECT ${CART_COLUMNS} FROM carts WHERE public_id = $1 AND ${column} = $2 AND site_id = $3`,
      [publicId, value, session.siteId],
    );
    return row;
  },

  async lines(db: Queryable, cartId: number, currency: string): Promise<CartLineRow[]> {
    return db.query<CartLineRow>(
      `SELECT ${LINE_COLUMNS} FROM cart_lines l ${LINE_JOINS_WITH('$2')} WHERE l.cart_id = $1 ORDER BY l.seq DESC`,
      [cartId, currency],
    );
  },

  /**
   * Read the caller's active cart and its lines in one statement (a cart load is one round trip); undefined when the
   * caller has no active cart. Never for changes: a statement's snapshot predates any lock it waits for, so lines
   * read beside a lock could be stale. Changes lock first and read lines in a statement of their own.
   */
  async readWithLines(
    db: Queryable,
    session: ShoppingSession,
  ): Promise<{ cart: CartRow; lines: CartLineRow[] } | undefined> {
    const { column, value } = owner(session);
    const rows = await db.query<Record<string, unknown>>(
      `WITH active AS (
         SELECT ${CART_COLUMNS} FROM carts WHERE ${column} = $1 AND site_id = $2 AND status = 'ACTIVE'
         ${column === 'session_id' ? 'AND account_id IS NULL' : ''}
       )
       SELECT ${CART_COLUMNS.split(', ')
         .map((name) => `c.${name} AS cart_${name}`)
         .join(', ')}, ${LINE_COLUMNS}
       FROM active c LEFT JOIN cart_lines l ON l.cart_id = c.id ${LINE_JOINS_WITH('$3')}
       ORDER BY l.seq DESC`,
      [value, session.siteId, session.site.currency],
    );
    if (!rows.length) return undefined;
    const cart = Object.fromEntries(
      CART_COLUMNS.split(', ').map((name) => [name, rows[0]![`cart_${name}`]]),
    ) as unknown as CartRow;
    const lines = rows.filter((row) => row.id !== null) as unknown as CartLineRow[];
    return { cart, lines };
  },

  /** Every sku of a product, in its option order, with the product's price in `currency` (null when unpriced). */
  productSkus(db: Queryable, productId: string, currency: string): Promise<ProductSkuRow[]> {
    return db.query<ProductSkuRow>(
      `SELECT p.product_id, s.sku, s.colour_slug, s.size_slug, s.size_name, s.size_type, s.stock, s.fulfilment,
              s.advance_limit, s.ship_date_start, s.ship_date_end, s.discontinued,
              p.slug, p.name, p.brand_name, p.categories, p.bulky, p.discontinued AS product_discontinued,
              p.option_levels, p.customisable, c.colour_name, c.main_image, pr.list_minor, pr.sale_minor,
              p.translations AS product_translations, c.translations AS colour_translations
       FROM products p
       JOIN skus s ON s.product_id = p.product_id
       JOIN product_colours c ON c.product_id = s.product_id AND c.colour_slug = s.colour_slug
       LEFT JOIN product_prices pr ON pr.product_id = p.product_id AND pr.currency = $2
       WHERE p.product_id = $1 ORDER BY s.position`,
      [productId, currency],
    );
  },

  async insertLine(
    db: Queryable,
    line: {
      cartId: number;
      sku: string;
      productId: string;
      quantity: number;
      customisation: unknown;
      customisationKey: string;
      setCode: string | null;
      createdAt: Date;
    },
  ): Promise<string> {
    const id = randomUUID();
    await db.query(
      `INSERT INTO cart_lines (id, cart_id, sku, product_id, quantity, customisation, customisation_key, set_code, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [
        id,
        line.cartId,
        line.sku,
        line.productId,
        line.quantity,
        line.customisation === null ? null : JSON.stringify(line.customisation),
        line.customisationKey,
        line.setCode,
        line.createdAt,
      ],
    );
    return id;
  },

  async setLineQuantity(db: Queryable, cartId: number, lineId: string, quantity: number): Promise<void> {
    if (quantity === 0)
      await db.query('DELETE FROM cart_lines WHERE id = $1 AND cart_id = $2', [lineId, cartId]);
    else
      await db.query('UPDATE cart_lines SET quantity = $3 WHERE id = $1 AND cart_id = $2', [
        lineId,
        cartId,
        quantity,
      ]);
  },

  async clearLines(db: Queryable, cartId: number): Promise<void> {
    await db.query('DELETE FROM cart_lines WHERE cart_id = $1', [cartId]);
  },

  async update(
    db: Queryable,
    cartId: number,
    fields: Partial<Record<keyof CartRow, unknown>>,
    now: Date,
  ): Promise<void> {
    const entries = Object.entries(fields);
    const assignments = entries.map(([column], index) => `${column} = $${index + 3}`);
    await db.query(
      `UPDATE carts SET ${[...assignments, 'version = version + 1', 'updated_at = $2'].join(', ')} WHERE id = $1`,
      [
        cartId,
        now,
        ...entries.map(([, value]) =>
          value !== null && typeof value === 'object' && !(value instanceof Date)
            ? JSON.stringify(value)
            : value,
        ),
      ],
    );
  },

  async touch(db: Queryable, cartId: number, now: Date): Promise<void> {
    await cartRepository.update(db, cartId, {}, now);
  },
};
