import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  Address,
  Cart,
  CartAddress,
  CartService,
  ShippingOption,
  TaxState,
} from '../services/types/index.ts';
import { failureCode } from './cart-rules.ts';
import type { CartStore } from './cart-store.ts';

/**
 * The checkout's state over the cart: the delivery address, the shipping options and the chosen one, and the tax
 * state. Its calls answer with the whole cart, which the cart store applies; this store keeps what is its own from
 * each answer, and resets with the cart.
 */
export class CheckoutStore {
  shipping: { options: ShippingOption[]; selected: string | undefined } = {
    options: [],
    selected: undefined,
  };
  taxCalculated: TaxState = 'NOT_CALCULATED';
  rejectionError: string | null = null;
  isTaxLoading = false;

  constructor(
    private readonly cart: CartStore,
    private readonly service: CartService,
  ) {
    makeAutoObservable<CheckoutStore, 'cart' | 'service'>(this, {
      cart: false,
      service: false,
      shipping: observableRef,
    });
    cart.follow({ applied: (answer) => this.applied(answer), reset: () => this.reset() });
  }

  /** Pending shows the chosen option at once; a rejection returns to the previous one. */
  async selectShipping(id: string): Promise<boolean> {
    const previous = this.shipping.selected;
    this.shipping = { ...this.shipping, selected: id };
    return this.cart.mutate(
      () => this.service.selectShipping(id),
      undefined,
      () => {
        this.shipping = { ...this.shipping, selected: previous };
      },
    );
  }

  /** POST /api/cart/address. The unable-to-ship error sets rejectionError. */
  async saveAddress(body: CartAddress): Promise<boolean> {
    return this.cart.mutate(
      () => this.service.saveAddress(body),
      undefined,
      (error) => {
        if (failureCode(error, '') === 'UNABLE_TO_SHIP_ERROR') this.rejectionError = 'UNABLE_TO_SHIP_ERROR';
      },
    );
  }

  /**
   * POST /api/cart/calculate-tax. A failure is the 'Tax Calculation Error': the tax state turns TAX_REJECTION,
   * rejectionError is set (UNABLE_TO_SHIP_ERROR when that was the reason) and submit is enabled again.
   */
  async calculateTax(address: Address): Promise<boolean> {
    this.isTaxLoading = true;
    this.cart.hold();
    this.rejectionError = null;
    try {
      const answer = await this.service.calculateTax(address);
      runInAction(() => this.cart.apply(answer));
      return true;
    } catch (error) {
      runInAction(() => {
        this.taxCalculated = 'TAX_REJECTION';
        const code = failureCode(error, '');
        this.rejectionError = code === 'UNABLE_TO_SHIP_ERROR' ? code : 'TAX_CALCULATION_ERROR';
      });
      return false;
    } finally {
      runInAction(() => {
        this.isTaxLoading = false;
        this.cart.release();
      });
    }
  }

  private applied(answer: Cart): void {
    this.shipping = { options: answer.shipping.options, selected: answer.shipping.selected };
    this.taxCalculated = answer.taxState;
  }

  private reset(): void {
    this.shipping = { options: [], selected: undefined };
    this.taxCalculated = 'NOT_CALCULATED';
    this.rejectionError = null;
  }
}
