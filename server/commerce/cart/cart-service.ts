import type { AddressBody } from '../../../schemas/api/address.schema.ts';
import { addressRulesFor, validateAddress } from '../../../shared/address-rules.ts';
import type { AddToCartBody, CartResponse, VoucherBody } from '../../../schemas/api/cart.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import type { CommerceContext, ShoppingSession } from '../../api/context.ts';
import type { Queryable } from '../../db/database.ts';
import { sellableQuantity, type SkuStock } from '../catalogue/availability.ts';
import { cartRepository as carts, type CartLineRow, type CartRow } from './cart-repository.ts';
import { checkQuantities, customisationKey } from './cart-rules.ts';
import { buildCartView, lineSellable, usableMethods } from './cart-view.ts';
import { conditionsMet, ruleRefusal } from './discount-rules.ts';
import { ReferenceData } from './reference-data.ts';
import { ShortCache } from './short-cache.ts';

/** A sku with everything a cart line shows, read in one query before the transaction. */
type SkuRow = Omit<CartLineRow, 'id' | 'quantity' | 'customisation' | 'customisation_key'> & {
  option_levels: string[];
  customisable: boolean;
};

const toStock = (row: SkuRow): SkuStock => ({
  stock: row.stock,
  fulfilment: row.fulfilment,
  advanceLimit: row.advance_limit,
  discontinued: row.discontinued,
});

/** The cart calls of spec 2 section 7.3. Every change runs in one transaction holding the cart's row lock. */
export class CartService {
  private readonly products: ShortCache<SkuRow[]>;

  constructor(
    private readonly context: CommerceContext,
    readonly reference = new ReferenceData(() => context.now().getTime()),
  ) {
    this.products = new ShortCache(1000, 10_000, () => Date.now());
  }

  async load(session: ShoppingSession): Promise<CartResponse> {
    const existing = await carts.readWithLines(this.context.db, session);
    if (existing) return this.view(this.context.db, existing.cart, session, existing.lines);
    return this.mutate(session, async (_tx, _cart, lines) => lines);
  }

  async add(session: ShoppingSession, body: AddToCartBody): Promise<CartResponse> {
    // Stock is read before the cart lock, and may be a second old: it only falls when an order is placed, and
    // placement checks it again under a guarded update. The cart's own lines are always read fresh.
    const skus = await this.products.get(`${body.productId}:${session.site.currency}`, () =>
      this.context.db.query<SkuRow>(
        `SELECT p.product_id, s.sku, s.colour_slug, s.size_slug, s.size_name, s.size_type, s.stock, s.fulfilment,
              s.advance_limit, s.ship_date_start, s.ship_date_end, s.discontinued,
              p.slug, p.name, p.brand_name, p.categories, p.bulky, p.discontinued AS product_discontinued,
              p.option_levels, p.customisable, c.colour_name, c.main_image, pr.list_minor, pr.sale_minor
       FROM products p
       JOIN skus s ON s.product_id = p.product_id
       JOIN product_colours c ON c.product_id = s.product_id AND c.colour_slug = s.colour_slug
       LEFT JOIN product_prices pr ON pr.product_id = p.product_id AND pr.currency = $2
       WHERE p.product_id = $1 ORDER BY s.position`,
        [body.productId, session.site.currency],
      ),
    );
    const product = skus[0];
    if (!product || product.product_discontinued)
      throw new ApiError(404, 'PRODUCT_NOT_FOUND', `No product ${body.productId}`, undefined, {
        result: 'NOT_FOUND',
      });
    if (body.customisation?.inputs.length && !product.customisable)
      throw new ApiError(400, 'ADD_CART_FAILURE', 'This product cannot be customised');
    if (product.list_minor === null)
      throw new ApiError(422, 'ADD_CART_FAILURE', 'This product is not sold on this site');
    const sku = resolveSku(skus, body, product.option_levels);

    return this.mutate(session, async (tx, cart, current) => {
      if (body.forceBasketClear) await carts.clearLines(tx, cart.id);
      const lines = body.forceBasketClear ? [] : current;
      const key = customisationKey(body.customisation);
      const existing = lines.find((line) => line.sku === sku.sku && line.customisation_key === key);
      const unitsOf = (test: (line: CartLineRow) => boolean) =>
        lines.filter(test).reduce((total, line) => total + line.quantity, 0);
      checkQuantities(
        {
          lineQuantity: (existing?.quantity ?? 0) + body.quantity,
          skuQuantity: unitsOf((line) => line.sku === sku.sku) + body.quantity,
          cartQuantity: unitsOf(() => true) + body.quantity,
          sellable: sellableQuantity(toStock(sku)),
        },
        session.site,
      );
      if (existing) {
        existing.quantity += body.quantity;
        await carts.setLineQuantity(tx, cart.id, existing.id, existing.quantity);
        return lines;
      }
      const customisation = body.customisation?.inputs.length ? body.customisation : null;
      const id = await carts.insertLine(tx, {
        cartId: cart.id,
        sku: sku.sku,
        productId: body.productId,
        quantity: body.quantity,
        customisation,
        customisationKey: key,
        setCode: body.setCode ?? null,
        createdAt: this.context.now(),
      });
      const { option_levels: _levels, customisable: _customisable, ...shown } = sku;
      return [{ ...shown, id, quantity: body.quantity, customisation, customisation_key: key }, ...lines];
    });
  }

  async updateItem(session: ShoppingSession, itemId: string, quantity: number): Promise<CartResponse> {
    return this.mutate(session, async (tx, cart, lines) => {
      const line = lines.find((candidate) => candidate.id === itemId);
      if (!line) throw new ApiError(404, 'ITEM_NOT_FOUND', 'No such item in this bag');
      if (quantity > line.quantity) {
        const unitsOf = (test: (other: (typeof lines)[number]) => boolean) =>
          lines.filter(test).reduce((total, other) => total + other.quantity, 0);
        const added = quantity - line.quantity;
        checkQuantities(
          {
            lineQuantity: quantity,
            skuQuantity: unitsOf((other) => other.sku === line.sku) + added,
            cartQuantity: unitsOf(() => true) + added,
            sellable: lineSellable(line),
          },
          session.site,
        );
      }
      await carts.setLineQuantity(tx, cart.id, line.id, quantity);
      line.quantity = quantity;
      return lines.filter((other) => other.quantity > 0);
    });
  }

  async voucher(session: ShoppingSession, body: VoucherBody): Promise<CartResponse> {
    return this.mutate(session, async (tx, cart) => {
      if (body.action === 'delete') {
        await carts.update(tx, cart.id, { voucher_code: null }, this.context.now());
        return;
      }
      const rule = await this.reference.voucher(tx, body.voucher!);
      if (!rule) throw new ApiError(404, 'VOUCHER_INVALID', `The code ${body.voucher} is not valid`);
      const refusal = ruleRefusal(rule, session.siteId, cart.currency, this.context.now());
      if (refusal === 'EXPIRED') throw new ApiError(422, 'VOUCHER_EXPIRED', 'This code has expired');
      if (refusal === 'USAGE_EXCEEDED')
        throw new ApiError(422, 'VOUCHER_USAGE_EXCEEDED', 'This code has been used up');
      if (refusal === 'NOT_STARTED') throw new ApiError(422, 'VOUCHER_INVALID', 'This code is not valid yet');
      if (refusal) throw new ApiError(422, 'VOUCHER_NOT_APPLICABLE', 'This code cannot be used on this site');
      const view = await this.view(tx, cart, session);
      const facts = {
        itemCount: view.summary.totalItemCount,
        basketTotal: view.summary.totalItemCost - view.summary.totalDiscountProduct,
        shippingMethod: view.shipping.options.find((option) => option.id === view.shipping.selected)?.method,
      };
      if (!conditionsMet(rule.conditions, facts))
        throw new ApiError(
          422,
          'VOUCHER_NOT_APPLICABLE',
          'Your bag does not meet the conditions of this code',
        );
      await carts.update(tx, cart.id, { voucher_code: rule.code }, this.context.now());
    });
  }

  async selectShipping(session: ShoppingSession, methodId: string): Promise<CartResponse> {
    return this.mutate(session, async (tx, cart, lines) => {
      const methods = await this.reference.shippingMethods(tx, session.site.country);
      if (!usableMethods(methods, lines).some((method) => method.id === methodId))
        throw new ApiError(
          422,
          'SHIPPING_METHOD_INVALID',
          'This delivery option is not available for your bag',
        );
      await carts.update(tx, cart.id, { shipping_method_id: methodId }, this.context.now());
    });
  }

  async setAddress(
    session: ShoppingSession,
    address: AddressBody,
    reference?: string,
  ): Promise<CartResponse> {
    this.assertShipsTo(session, address);
    return this.mutate(session, async (tx, cart) => {
      const rates = await this.reference.taxRates(tx, session.site.country);
      const inclusive = rates.every((rate) => rate.inclusive);
      await carts.update(
        tx,
        cart.id,
        {
          shipping_address: address,
          address_reference: reference ?? null,
          tax_region: address.region ?? '',
          // A new address means exclusive tax must be calculated again.
          tax_state: inclusive ? 'CALCULATED' : 'NOT_CALCULATED',
        },
        this.context.now(),
      );
    });
  }

  /** Exclusive tax for the address's region; a failure is stored (TAX_REJECTION) and then reported as 422. */
  async calculateTax(session: ShoppingSession, address: AddressBody): Promise<CartResponse> {
    if (address.countryCode === session.site.country) this.assertShipsTo(session, address);
    const region = address.region ?? '';
    let rejected = false;
    const view = await this.mutate(session, async (tx, cart) => {
      const rates = await this.reference.taxRates(tx, session.site.country);
      const exclusive = rates.some((rate) => !rate.inclusive);
      const known = rates.some((rate) => rate.region === region) || rates.some((rate) => rate.region === '');
      rejected =
        address.countryCode !== session.site.country || !rates.length || (exclusive && (!region || !known));
      await carts.update(
        tx,
        cart.id,
        { tax_state: rejected ? 'TAX_REJECTION' : 'CALCULATED', tax_region: region },
        this.context.now(),
      );
    });
    if (rejected)
      throw new ApiError(422, 'TAX_CALCULATION_ERROR', 'Tax could not be calculated for this address');
    return view;
  }

  async recreate(session: ShoppingSession, cartPublicId: string): Promise<CartResponse> {
    const source = await carts.findOwnedByPublicId(this.context.db, session, cartPublicId);
    if (!source) throw new ApiError(404, 'CART_NOT_FOUND', 'No such cart');
    return this.mutate(session, async (tx, cart) => {
      if (cart.id === source.id) return;
      await this.copyLines(tx, source, cart, session);
      await carts.update(
        tx,
        cart.id,
        { voucher_code: source.voucher_code, shipping_method_id: source.shipping_method_id },
        this.context.now(),
      );
    });
  }

  /**
   * Signing in keeps what the shopper put in the bag: the anonymous session's cart joins the account's cart, which
   * the anonymous one then no longer is. Lines already in the account cart keep their quantity.
   */
  async adopt(anonymous: ShoppingSession, account: ShoppingSession): Promise<void> {
    if (anonymous.accountId || anonymous.siteId !== account.siteId) return;
    await this.context.db.transaction(async (tx) => {
      const source = await carts.findActive(tx, anonymous, true);
      if (!source) return;
      const { cart: target } = await carts.lockOrCreate(tx, account);
      await this.copyLines(tx, source, target, account);
      if (!target.voucher_code && source.voucher_code)
        await carts.update(tx, target.id, { voucher_code: source.voucher_code }, this.context.now());
      await carts.update(tx, source.id, { status: 'REPLACED' }, this.context.now());
    });
  }

  /** Copy what can still be bought into `target`, within today's limits: a copied cart never breaks the rules. */
  private async copyLines(tx: Queryable, source: CartRow, target: CartRow, session: ShoppingSession) {
    const existing = await carts.lines(tx, target.id, target.currency);
    let units = existing.reduce((total, line) => total + line.quantity, 0);
    for (const line of await carts.lines(tx, source.id, target.currency)) {
      const key = line.customisation_key;
      if (existing.some((other) => other.sku === line.sku && other.customisation_key === key)) continue;
      const quantity = Math.min(
        line.quantity,
        lineSellable(line),
        session.site.maxQuantityPerItem,
        session.site.maxCartItems - units,
      );
      if (quantity <= 0 || line.list_minor === null) continue;
      units += quantity;
      await carts.insertLine(tx, {
        cartId: target.id,
        sku: line.sku,
        productId: line.product_id,
        quantity,
        customisation: line.customisation,
        customisationKey: key,
        setCode: null,
        createdAt: this.context.now(),
      });
    }
  }

  /** The cart's address must be in the site's country and pass that country's rules (the same ones the form uses). */
  private assertShipsTo(session: ShoppingSession, address: AddressBody) {
    if (address.countryCode !== session.site.country)
      throw new ApiError(422, 'UNABLE_TO_SHIP_ERROR', `This site delivers to ${session.site.country} only`, [
        { pointer: '/address/countryCode', rule: 'const', message: `must be ${session.site.country}` },
      ]);
    const rules = addressRulesFor(address.countryCode, 'DELIVERY', { language: session.language });
    const problems = rules ? validateAddress(address, rules) : [];
    if (problems.length)
      throw new ApiError(
        400,
        'ADDRESS_INVALID',
        'The address is not complete or not valid',
        problems.map((problem) => ({ ...problem, pointer: `/address${problem.pointer}` })),
      );
  }

  /**
   * Lock (or create) the caller's cart, apply `change`, and answer the cart as it now stands. A change that only
   * touched lines returns them (saving two reads); one that changed the cart row returns nothing and is re-read.
   */
  private mutate(
    session: ShoppingSession,
    change: (tx: Queryable, cart: CartRow, lines: CartLineRow[]) => Promise<CartLineRow[] | void>,
  ): Promise<CartResponse> {
    return this.context.db.transaction(async (tx) => {
      const { cart, lines } = await carts.lockOrCreate(tx, session);
      const changed = await change(tx, cart, lines);
      if (changed) return this.view(tx, cart, session, changed);
      const current = (await carts.findActive(tx, session, false)) ?? cart;
      return this.view(tx, current, session);
    });
  }

  private async view(
    db: Queryable,
    cart: CartRow,
    session: ShoppingSession,
    known?: CartLineRow[],
  ): Promise<CartResponse> {
    const lines = known ?? (await carts.lines(db, cart.id, cart.currency));
    return buildCartView({
      db,
      cart,
      lines,
      site: session.site,
      reference: this.reference,
      now: this.context.now(),
    });
  }
}

/** The sku a shopper chose: by id, or by its option values; missing levels are named so the page can flag them. */
function resolveSku(skus: SkuRow[], body: AddToCartBody, levels: string[]): SkuRow {
  if (body.sku) {
    const chosen = skus.find((row) => row.sku === body.sku);
    if (!chosen)
      throw new ApiError(404, 'VARIANT_NOT_FOUND', `No sku ${body.sku} for product ${body.productId}`);
    return chosen;
  }
  const options: Record<string, string | undefined> = body.skuOptions ?? {};
  const value = (row: SkuRow, level: string) =>
    level === 'color'
      ? row.colour_slug
      : level === 'size'
        ? row.size_slug
        : level === 'sizeType'
          ? row.size_type
          : null;
  const matches = skus.filter((row) =>
    levels.every((level) => options[level] === undefined || value(row, level) === options[level]),
  );
  if (matches.length === 1) return matches[0]!;
  if (matches.length === 0) throw new ApiError(404, 'VARIANT_NOT_FOUND', 'No sku matches these options');
  const missing = levels.filter(
    (level) => options[level] === undefined && new Set(matches.map((row) => value(row, level))).size > 1,
  );
  throw new ApiError(
    400,
    'ADD_CART_FAILURE',
    `Choose ${missing.join(' and ')}`,
    missing.map((level) => ({
      pointer: `/skuOptions/${level}`,
      rule: 'required',
      message: `choose a ${level}`,
    })),
  );
}
