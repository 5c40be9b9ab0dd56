import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type {
  Address,
  Cart,
  CartAddress,
  CartService,
  Consumer,
  ShippingOption,
  TaxState,
} from '../../../kernel/types/index.ts';
import type { AddressRules } from '../../../../shared/address-rules.ts';
import type { AddressRulesStore } from '../../address-book/index.ts';
import { failureCode } from '../../bag/index.ts';
import type { CartStore } from '../../bag/index.ts';

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
  /** The contact details as the shop stored them; kept so coming back from payment shows them. */
  consumer: Consumer | undefined = undefined;
  consumerError: string | null = null;
  isSavingConsumer = false;
  /** The delivery address the cart holds (saved and deliverable), kept for the same reason. */
  address: Address | undefined = undefined;
  /** Why the last address was refused, other than the unable-to-ship case (that one is rejectionError). */
  addressError: string | null = null;
  isSavingAddress = false;
  constructor(
    private readonly cart: CartStore,
    private readonly service: CartService,
    /** Address rules per destination country, shared with the address book. */
    private readonly rules: AddressRulesStore,
    /** Whether a customer is signed in (their details are the account's, so the shop is not sent them). */
    private readonly signedIn: () => Promise<boolean> = async () => false,
  ) {
    makeAutoObservable<CheckoutStore, 'cart' | 'service' | 'rules' | 'signedIn'>(this, {
      cart: false,
      service: false,
      rules: false,
      signedIn: false,
      shipping: observableRef,
      consumer: observableRef,
      address: observableRef,
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

  /** The shopper may go on to payment: contact saved, a deliverable address on the cart, a delivery method chosen. */
  get canContinue(): boolean {
    return (
      this.consumer !== undefined &&
      this.address !== undefined &&
      this.rejectionError !== 'UNABLE_TO_SHIP_ERROR' &&
      this.shipping.selected !== undefined &&
      this.shipping.options.some((option) => option.id === this.shipping.selected)
    );
  }

  /**
   * The contact details for the order. A guest's are sent as consumer properties (POST /api/checkout/consumer; a
   * refusal keeps its code, e.g. VALIDATION_ERROR, for the form to show); a signed-in customer's are the account's,
   * sent to nobody before the order itself, so they are only kept here.
   */
  async saveConsumer(consumer: Consumer): Promise<boolean> {
    this.isSavingConsumer = true;
    this.consumerError = null;
    try {
      const saved = (await this.signedIn()) ? consumer : await this.service.saveConsumer(consumer);
      runInAction(() => {
        this.consumer = saved;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.consumerError = failureCode(error, 'CONSUMER_ERROR');
      });
      return false;
    } finally {
      runInAction(() => {
        this.isSavingConsumer = false;
      });
    }
  }

  /** The rules the API checks a delivery address by; a failed fetch is forgotten so the next call tries again. */
  addressRules(
    country: string,
    language: string,
    type: 'DELIVERY' | 'BILLING' = 'DELIVERY',
  ): Promise<AddressRules> {
    return this.rules.addressRules(country, language, type);
  }

  /**
   * The delivery step's address: saved on the cart, then the tax worked out for it. The address is kept only once the
   * cart holds it, so a refused one never lets the shopper continue.
   */
  async submitAddress(address: Address): Promise<boolean> {
    this.isSavingAddress = true;
    this.address = undefined;
    this.addressError = null;
    this.rejectionError = null;
    const saved = await this.saveAddress({ address });
    runInAction(() => {
      if (saved) this.address = address;
      else if (this.rejectionError === null) this.addressError = 'ADDRESS_INVALID';
    });
    const ok = saved && (await this.calculateTax(address));
    runInAction(() => {
      this.isSavingAddress = false;
    });
    return ok;
  }

  private applied(answer: Cart): void {
    this.shipping = { options: answer.shipping.options, selected: answer.shipping.selected };
    this.taxCalculated = answer.taxState;
    // What the cart holds comes back with it, so a reload or a return from payment shows the shopper's details.
    if (answer.consumer) this.consumer = answer.consumer;
    if (answer.deliveryAddress && this.rejectionError === null) this.address = answer.deliveryAddress;
  }

  private reset(): void {
    this.shipping = { options: [], selected: undefined };
    this.taxCalculated = 'NOT_CALCULATED';
    this.rejectionError = null;
    this.address = undefined;
    this.consumer = undefined;
  }
}
