import type { AddToCartBody, CartResponse, VoucherBody } from '../../../schemas/api/cart.schema.ts';
import { ApiError } from '../../api/api-error.ts';
import type { ShoppingSession } from '../../api/context.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { sellableQuantity, type SkuStock } from '../catalogue/availability.ts';
import {
  cartRepository as carts,
  type CartLineRow,
  type CartRow,
  type ProductSkuRow,
} from './cart-repository.ts';
import { checkQuantities, resolveSku } from './cart-rules.ts';
import { customisationKey, quantityCheckFor } from '../../../shared/cart-quantity-rules.ts';
import { normaliseVoucherCode } from '../../../shared/voucher-code.ts';
import { buildCartView, lineSellable, quantityLine } from './cart-view.ts';
import { conditionsMet, ruleRefusal } from './discount-rules.ts';
import type { ReferenceData } from './reference-data.ts';
import { referenceRepository } from './reference-repository.ts';
import { ShortCache } from './short-cache.ts';
import { voucherUseRepository as voucherUses } from './voucher-use-repository.ts';

const toStock = (row: ProductSkuRow): SkuStock => ({
  stock: row.stock,
  fulfilment: row.fulfilment,
  advanceLimit: row.advance_limit,
  discontinued: row.discontinued,
});

/** A change to the locked cart: returns the lines when only they changed, nothing when the cart row did. */
export type CartChange = (
  tx: Queryable,
  cart: CartRow,
  lines: CartLineRow[],
) => Promise<CartLineRow[] | void>;

/** What the cart service uses: the database, the clock, and the cached shipping, tax and discount data. */
export interface CartServiceDependencies {
  db: Database;
  now: () => Date;
  reference: ReferenceData;
}

/**
 * The bag: lines, quantities, vouchers and the totals they make. Every change runs in one transaction holding the
 * cart's row lock, and answers the cart as it then stands.
 */
export class CartService {
  private readonly products = new ShortCache<ProductSkuRow[]>(1000, 10_000, () => Date.now());

  constructor(private readonly deps: CartServiceDependencies) {}

  async load(session: ShoppingSession): Promise<CartResponse> {
    const existing = await carts.readWithLines(this.deps.db, session);
    if (existing) return this.view(this.deps.db, existing.cart, session, existing.lines);
    return this.change(session, async (_tx, _cart, lines) => lines);
  }

  async add(session: ShoppingSession, body: AddToCartBody): Promise<CartResponse> {
    // Stock is read before the cart lock, and may be a second old: it only falls when an order is placed, and
    // placement checks it again under a guarded update. The cart's own lines are always read fresh.
    const skus = await this.products.get(`${body.productId}:${session.site.currency}`, () =>
      carts.productSkus(this.deps.db, body.productId, session.site.currency),
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

    return this.change(session, async (tx, cart, current) => {
      if (body.forceBasketClear) await carts.clearLines(tx, cart.id);
      const lines = body.forceBasketClear ? [] : current;
      const key = customisationKey(body.customisation?.inputs);
      const existing = lines.find((line) => line.sku === sku.sku && line.customisation_key === key);
      checkQuantities(
        quantityCheckFor(lines.map(quantityLine), {
          sku: sku.sku,
          key,
          added: body.quantity,
          sellable: sellableQuantity(toStock(sku)),
        }),
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
        createdAt: this.deps.now(),
      });
      const { option_levels: _levels, customisable: _customisable, ...shown } = sku;
      return [{ ...shown, id, quantity: body.quantity, customisation, customisation_key: key }, ...lines];
    });
  }

  async updateItem(session: ShoppingSession, itemId: string, quantity: number): Promise<CartResponse> {
    return this.change(session, async (tx, cart, lines) => {
      const line = lines.find((candidate) => candidate.id === itemId);
      if (!line) throw new ApiError(404, 'ITEM_NOT_FOUND', 'No such item in this bag');
      if (quantity > line.quantity) {
        checkQuantities(
          quantityCheckFor(lines.map(quantityLine), {
            sku: line.sku,
            key: line.customisation_key,
            added: quantity - line.quantity,
            sellable: lineSellable(line),
          }),
          session.site,
        );
      }
      await carts.setLineQuantity(tx, cart.id, line.id, quantity);
      line.quantity = quantity;
      return lines.filter((other) => other.quantity > 0);
    });
  }

  async voucher(session: ShoppingSession, body: VoucherBody): Promise<CartResponse> {
    return this.change(session, async (tx, cart) => {
      if (body.action === 'delete') {
        await carts.update(tx, cart.id, { voucher_code: null }, this.deps.now());
        return;
      }
      // Read as it stands, not from the short cache: a code whose last use went a moment ago is refused now, here,
      // rather than at payment.
      const rule = await referenceRepository.voucher(tx, normaliseVoucherCode(body.voucher!));
      if (!rule) throw new ApiError(404, 'VOUCHER_INVALID', `The code ${body.voucher} is not valid`);
      const refusal = ruleRefusal(rule, session.siteId, cart.currency, this.deps.now());
      if (refusal === 'EXPIRED') throw new ApiError(422, 'VOUCHER_EXPIRED', 'This code has expired');
      if (refusal === 'USAGE_EXCEEDED')
        throw new ApiError(422, 'VOUCHER_USAGE_EXCEEDED', 'This code has been used up');
      if (refusal === 'NOT_STARTED') throw new ApiError(422, 'VOUCHER_INVALID', 'This code is not valid yet');
      if (refusal) throw new ApiError(422, 'VOUCHER_NOT_APPLICABLE', 'This code cannot be used on this site');
      // A customer known already (signed in, or a guest who gave an e-mail) hears now, not at payment.
      const customer = { accountId: session.accountId, email: cart.consumer?.email ?? null };
      const perCustomer = rule.usageLimitPerCustomer;
      if (perCustomer !== null && (await voucherUses.customerUses(tx, rule.code!, customer)) >= perCustomer)
        throw new ApiError(422, 'VOUCHER_USAGE_EXCEEDED', 'You have already used this code');
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
      await carts.update(tx, cart.id, { voucher_code: rule.code }, this.deps.now());
    });
  }

  async recreate(session: ShoppingSession, cartPublicId: string): Promise<CartResponse> {
    const source = await carts.findOwnedByPublicId(this.deps.db, session, cartPublicId);
    if (!source) throw new ApiError(404, 'CART_NOT_FOUND', 'No such cart');
    return this.change(session, async (tx, cart) => {
      if (cart.id === source.id) return;
      await this.copyLines(tx, source, cart, session);
      await carts.update(
        tx,
        cart.id,
        { voucher_code: source.voucher_code, shipping_method_id: source.shipping_method_id },
        this.deps.now(),
      );
    });
  }

  /**
   * Signing in keeps what the shopper put in the bag: the anonymous session's cart joins the account's cart, which
   * the anonymous one then no longer is. Lines already in the account cart keep their quantity.
   */
  async adopt(anonymous: ShoppingSession, account: ShoppingSession): Promise<void> {
    if (anonymous.accountId || anonymous.siteId !== account.siteId) return;
    await this.deps.db.transaction(async (tx) => {
      const source = await carts.findActive(tx, anonymous, true);
      if (!source) return;
      const { cart: target } = await carts.lockOrCreate(tx, account);
      await this.copyLines(tx, source, target, account);
      if (!target.voucher_code && source.voucher_code)
        await carts.update(tx, target.id, { voucher_code: source.voucher_code }, this.deps.now());
      await carts.update(tx, source.id, { status: 'REPLACED' }, this.deps.now());
    });
  }

  /**
   * Lock (or create) the caller's cart, apply `change`, and answer the cart as it now stands. A change that only
   * touched lines returns them (saving two reads); one that changed the cart row returns nothing and is re-read.
   * Checkout changes the cart through this too, so every change holds the same lock.
   */
  change(session: ShoppingSession, change: CartChange): Promise<CartResponse> {
    return this.deps.db.transaction(async (tx) => {
      const { cart, lines } = await carts.lockOrCreate(tx, session);
      const changed = await change(tx, cart, lines);
      if (changed) return this.view(tx, cart, session, changed);
      const current = (await carts.findActive(tx, session, false)) ?? cart;
      return this.view(tx, current, session);
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
        createdAt: this.deps.now(),
      });
    }
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
      reference: this.deps.reference,
      now: this.deps.now(),
      language: session.language,
    });
  }
}
