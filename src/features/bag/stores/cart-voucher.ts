import { runInAction } from 'mobx';
import type {
  Cart,
  CartPromotion,
  CartService,
  CartTotals,
  ErrorReporter,
} from '../../../kernel/types/index.ts';
import { failureCode } from '../rules/cart-rules.ts';

/** The cart store's voucher and promotion state, and its way of running a call that answers with the cart. */
export interface CartVoucherHost {
  hasProvidedVoucher: boolean;
  isUpdatingVoucher: boolean;
  voucherError: string | null;
  promotions: CartPromotion[];
  mutate(
    request: () => Promise<Cart>,
    onFulfilled?: () => void,
    onRejected?: (error: unknown) => void,
  ): Promise<boolean>;
}

/** The cart's figures without the voucher's: a rejected voucher no longer shows in the summary. */
export function withoutVoucher(totals: CartTotals): CartTotals {
  const { voucherCode: _c, voucherName: _n, voucherMessage: _m, voucherShortfall: _s, ...rest } = totals;
  return rest;
}

/**
 * The cart's offers: applying and removing a voucher, and reading the promotions on offer. Kept apart from the store,
 * which holds the cart's state; `dropVoucherFigures` takes the voucher's figures out of the store's summary.
 */
export class CartVoucher {
  constructor(
    private readonly cart: CartService,
    private readonly reporter: ErrorReporter,
    private readonly host: CartVoucherHost,
    private readonly dropVoucherFigures: () => void,
  ) {}

  /** Pending marks a voucher as provided; a rejection clears the voucher and keeps why. */
  async applyVoucher(voucher: string): Promise<boolean> {
    const host = this.host;
    host.hasProvidedVoucher = true;
    host.isUpdatingVoucher = true;
    host.voucherError = null;
    const ok = await host.mutate(
      () => this.cart.applyVoucher(voucher),
      undefined,
      (error) => {
        this.dropVoucherFigures();
        host.voucherError = failureCode(error, 'VOUCHER_INVALID');
      },
    );
    runInAction(() => {
      host.isUpdatingVoucher = false;
    });
    return ok;
  }

  /** Removing, once fulfilled, resets the provided mark. */
  async removeVoucher(): Promise<boolean> {
    const host = this.host;
    host.isUpdatingVoucher = true;
    host.voucherError = null;
    const ok = await host.mutate(
      () => this.cart.removeVoucher(),
      () => {
        host.hasProvidedVoucher = false;
      },
      (error) => {
        host.voucherError = failureCode(error, 'VOUCHER_INVALID');
      },
    );
    runInAction(() => {
      host.isUpdatingVoucher = false;
    });
    return ok;
  }

  /** GET /api/cart/promotions; a failure is reported and leaves the last list. */
  async loadPromotions(): Promise<void> {
    try {
      const promotions = await this.cart.promotions();
      runInAction(() => {
        this.host.promotions = promotions;
      });
    } catch (error) {
      this.reporter.report({
        kind: 'network',
        message: `Cart promotions failed: ${error instanceof Error ? error.message : String(error)}`,
        severity: 3,
      });
    }
  }
}
