import type { AddressBody } from '../../../schemas/api/address.schema.ts';
import type { AddToCartBody, CartResponse, VoucherBody } from '../../../schemas/api/cart.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import type { CommerceContext, ShoppingSession } from '../../api/context.ts';
import type { Queryable } from '../../db/database.ts';
import { sellableQuantity, type SkuStock } from '../catalogue/availability.ts';
import { cartRepository as carts, type CartRow } from './cart-repository.ts';
import { checkQuantities, customisationKey } from './cart-rules.ts';
import { buildCartView, lineSellable, usableMethods } from './cart-view.ts';
import { conditionsMet, ruleRefusal } from './discount-rules.ts';
import { ReferenceData } from './reference-data.ts';

interface SkuRow {
  sku: string;
  colour_slug: string;
  size_slug: string;
  size_type: string | null;
  stock: number;
  fulfilment: SkuStock['fulfilment'];
  advance_limit: number;
  discontinued: boolean;
}

const toStock = (row: SkuRow): SkuStock => ({
  stock: row.stock,
  fulfilment: row.fulfilment,
  advanceLimit: row.advance_limit,
  discontinued: row.discontinued,
});

/** The cart calls of spec 2 section 7.3. Every change runs in one transaction holding the cart's row lock. */
export class CartService {
  constructor(
    private readonly context: CommerceContext,
    readonly reference = new ReferenceData(() => context.now().getTime()),
  ) {}

  async load(session: ShoppingSession): Promise<CartResponse> {
    const existing = await carts.findActive(this.context.db, session, false);
    if (existing) return this.view(this.context.db, existing, session);
    return this.mutate(session, async () => undefined);
  }

  async add(session: ShoppingSession, body: AddToCartBody): Promise<CartResponse> {
    const db = this.context.db;
    const [product] = await db.query<{
      option_levels: string[];
      discontinued: boolean;
      customisable: boolean;
    }>('SELECT option_levels, discontinued, customisable FROM products WHERE product_id = $1', [
      body.productId,
    ]);
    if (!product || product.discontinued)
      throw new ApiError(404, 'PRODUCT_NOT_FOUND', `No product ${body.productId}`, undefined, {
        result: 'NOT_FOUND',
      });
    if (body.customisation?.inputs.length && !product.customisable)
      throw new ApiError(400, 'ADD_CART_FAILURE', 'This product cannot be customised');
    const [price] = await db.query('SELECT 1 FROM product_prices WHERE product_id = $1 AND currency = $2', [
      body.productId,
      session.site.currency,
    ]);
    if (!price) throw new ApiError(422, 'ADD_CART_FAILURE', 'This product is not sold on this site');

    return this.mutate(session, async (tx, cart) => {
      // The sku is read inside the transaction so the stock checked is the stock committed now.
      const sku = await this.resolveSku(tx, body, product.option_levels);
      if (body.forceBasketClear) await carts.clearLines(tx, cart.id);
      const lines = await carts.lines(tx, cart.id, cart.currency);
      const key = customisationKey(body.customisation);
      const existing = lines.find((line) => line.sku === sku.sku && line.customisation_key === key);
      const unitsOf = (test: (line: (typeof lines)[number]) => boolean) =>
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
      if (existing) await carts.setLineQuantity(tx, cart.id, existing.id, existing.quantity + body.quantity);
      else
        await carts.insertLine(tx, {
          cartId: cart.id,
          sku: sku.sku,
          productId: body.productId,
          quantity: body.quantity,
          customisation: body.customisation?.inputs.length ? body.customisation : null,
          customisationKey: key,
          setCode: body.setCode ?? null,
          createdAt: this.context.now(),
        });
    });
  }

  async updateItem(session: ShoppingSession, itemId: string, quantity: number): Promise<CartResponse> {
    return this.mutate(session, async (tx, cart) => {
      const lines = await carts.lines(tx, cart.id, cart.currency);
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
    return this.mutate(session, async (tx, cart) => {
      const methods = await this.reference.shippingMethods(tx, session.site.country);
      const lines = await carts.lines(tx, cart.id, cart.currency);
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
      const existing = await carts.lines(tx, cart.id, cart.currency);
      let units = existing.reduce((total, line) => total + line.quantity, 0);
      for (const line of await carts.lines(tx, source.id, cart.currency)) {
        const key = line.customisation_key;
        if (existing.some((other) => other.sku === line.sku && other.customisation_key === key)) continue;
        // Copy what can still be bought, within today's limits: a recreated cart never breaks the rules.
        const quantity = Math.min(
          line.quantity,
          lineSellable(line),
          session.site.maxQuantityPerItem,
          session.site.maxCartItems - units,
        );
        if (quantity <= 0 || line.list_minor === null) continue;
        units += quantity;
        await carts.insertLine(tx, {
          cartId: cart.id,
          sku: line.sku,
          productId: line.product_id,
          quantity,
          customisation: line.customisation,
          customisationKey: key,
          setCode: null,
          createdAt: this.context.now(),
        });
      }
      await carts.update(
        tx,
        cart.id,
        { voucher_code: source.voucher_code, shipping_method_id: source.shipping_method_id },
        this.context.now(),
      );
    });
  }

  private assertShipsTo(session: ShoppingSession, address: AddressBody) {
    if (address.countryCode !== session.site.country)
      throw new ApiError(422, 'UNABLE_TO_SHIP_ERROR', `This site delivers to ${session.site.country} only`, [
        { pointer: '/address/countryCode', rule: 'const', message: `must be ${session.site.country}` },
      ]);
  }

  private async resolveSku(tx: Queryable, body: AddToCartBody, levels: string[]): Promise<SkuRow> {
    const skus = await tx.query<SkuRow>(
      `SELECT sku, colour_slug, size_slug, size_type, stock, fulfilment, advance_limit, discontinued
       FROM skus WHERE product_id = $1 ORDER BY position`,
      [body.productId],
    );
    if (body.sku) {
      const chosen = skus.find((row) => row.sku === body.sku);
      if (!chosen)
        throw new ApiError(404, 'VARIANT_NOT_FOUND', `No sku ${body.sku} for product ${body.productId}`);
      return chosen;
    }
    const options = body.skuOptions ?? {};
    const value = (row: SkuRow, level: string) =>
      level === 'color'
        ? row.colour_slug
        : level === 'size'
          ? row.size_slug
          : level === 'sizeType'
            ? row.size_type
            : null;
    const matches = skus.filter((row) =>
      levels.every((level) => {
        const wanted = options[level as keyof typeof options];
        return wanted === undefined || value(row, level) === wanted;
      }),
    );
    if (matches.length === 1) return matches[0]!;
    if (matches.length === 0) throw new ApiError(404, 'VARIANT_NOT_FOUND', 'No sku matches these options');
    const missing = levels.filter(
      (level) =>
        options[level as keyof typeof options] === undefined &&
        new Set(matches.map((row) => value(row, level))).size > 1,
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

  /** Lock (or create) the caller's cart, apply `change`, and answer the cart as it now stands. */
  private mutate(
    session: ShoppingSession,
    change: (tx: Queryable, cart: CartRow) => Promise<void>,
  ): Promise<CartResponse> {
    return this.context.db.transaction(async (tx) => {
      const cart = await carts.lockOrCreate(tx, session);
      await change(tx, cart);
      const current = (await carts.findActive(tx, session, false)) ?? cart;
      return this.view(tx, current, session);
    });
  }

  private async view(db: Queryable, cart: CartRow, session: ShoppingSession): Promise<CartResponse> {
    const lines = await carts.lines(db, cart.id, cart.currency);
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
