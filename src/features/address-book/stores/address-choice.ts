import { runInAction } from 'mobx';
import type { Address, AddressKind } from '../../../kernel/types/index.ts';
import type { AddressSource, CartAddressTarget } from '../rules/address-book-rules.ts';

/** The address book store's state that the checkout's choice reads and sets. */
export interface AddressChoiceHost {
  selectedShippingAddress: Address | undefined;
  selectedBillingAddress: Address | undefined;
  billingMatchShipping: boolean;
  entersNewBillingAddress: boolean;
  saveShippingAddress: boolean;
  saveBillingAddress: boolean;
  canAddNewAddress: boolean;
  hasTriedValidation: boolean;
  addressSource: AddressSource;
  readonly signedIn: boolean;
  readonly shippingAddresses: Address[];
  readonly billingAddresses: Address[];
  setShippingValidity(valid: boolean): void;
  selectBillingAddress(address: Address | undefined): void;
}

/**
 * Save an address to the book as one action of the store's (pending, then its error code), and hand over the saved
 * address as the book now lists it.
 */
export type SaveToBook = (
  address: Address,
  kind: AddressKind,
  chosen: (saved: Address) => void,
) => Promise<void>;

/**
 * The checkout's choice of delivery and billing address from the book, or typed anew, and saving a typed one to the
 * cart and the book. Kept apart from the address book store, which holds the book and runs its calls; these methods
 * run inside the store's actions (the choices) or set state in their own (the saves).
 */
export class AddressChoice {
  constructor(
    private readonly host: AddressChoiceHost,
    private readonly saveToBook: SaveToBook,
  ) {}

  /** The shopper picks a saved address for delivery. */
  selectShippingAddress(address: Address): void {
    this.host.selectedShippingAddress = address;
    this.host.addressSource = 'saved';
    this.host.hasTriedValidation = false;
  }

  /** The shopper types a new delivery address instead of picking a saved one. */
  useNewShippingAddress(): void {
    this.host.selectedShippingAddress = undefined;
    this.host.addressSource = 'new';
    this.host.hasTriedValidation = false;
  }

  /** Picking no billing address means billing goes to the delivery address again. */
  selectBillingAddress(address: Address | undefined): void {
    this.host.selectedBillingAddress = address;
    this.host.entersNewBillingAddress = false;
    if (!address) this.host.billingMatchShipping = true;
  }

  /**
   * Billing apart from delivery starts from the default saved billing address (or the first saved one), or from the
   * form when the book has none; a choice already made stays.
   */
  setBillingMatchShipping(match: boolean): void {
    const host = this.host;
    host.billingMatchShipping = match;
    if (match || host.selectedBillingAddress || host.entersNewBillingAddress) return;
    const first = host.billingAddresses.find((address) => address.default) ?? host.billingAddresses[0];
    if (first) host.selectedBillingAddress = first;
    else host.entersNewBillingAddress = true;
  }

  useNewBillingAddress(): void {
    this.host.selectedBillingAddress = undefined;
    this.host.entersNewBillingAddress = true;
    this.host.billingMatchShipping = false;
  }

  /** A new book: each choice that still exists is kept (as now listed), otherwise the defaults are chosen. */
  keepChoices(addresses: Address[]): void {
    const host = this.host;
    const current = (chosen: Address | undefined) =>
      chosen && addresses.find((address) => address.reference === chosen.reference);
    const shipping = current(host.selectedShippingAddress);
    if (shipping) host.selectedShippingAddress = shipping;
    else if (host.addressSource !== 'new') {
      host.selectedShippingAddress = host.shippingAddresses.find((address) => address.default);
      if (host.selectedShippingAddress) host.addressSource = 'saved';
    }
    host.selectedBillingAddress = current(host.selectedBillingAddress) || undefined;
    if (!host.selectedBillingAddress && !host.entersNewBillingAddress) host.billingMatchShipping = true;
  }

  /**
   * The checkout goes on with the chosen saved address: checked on this side first; a valid one that the cart did not
   * already hold (any source but `initial`) is saved to the cart, which answers with the cart reloaded.
   */
  async confirmShippingAddress(cart: CartAddressTarget): Promise<boolean> {
    const address = this.host.selectedShippingAddress;
    if (!address) return false;
    const valid = await cart.isValid(address);
    runInAction(() => this.host.setShippingValidity(valid));
    if (!valid) return false;
    return this.host.addressSource === 'initial' ? true : cart.save(address);
  }

  /** A new address typed at the checkout goes to the cart, and then into the book when the shopper left that ticked. */
  async submitNewShippingAddress(address: Address, cart: CartAddressTarget): Promise<boolean> {
    const host = this.host;
    runInAction(() => host.setShippingValidity(true));
    if (!(await cart.save(address))) return false;
    if (host.signedIn && host.saveShippingAddress && host.canAddNewAddress)
      await this.saveToBook(address, 'shipping', (saved) => {
        // Now one of the book: chosen as the cart already holds it, so it is not saved to the cart again.
        host.selectedShippingAddress = saved;
        host.addressSource = 'initial';
      });
    return true;
  }

  /**
   * A new billing address typed at the payment step goes to the payment, and then into the book (and becomes the
   * chosen saved one) when the shopper left that ticked.
   */
  async submitNewBillingAddress(
    address: Address,
    payment: (address: Address) => Promise<boolean>,
  ): Promise<boolean> {
    const host = this.host;
    if (!(await payment(address))) return false;
    if (host.signedIn && host.saveBillingAddress && host.canAddNewAddress)
      await this.saveToBook(address, 'billing', (saved) => host.selectBillingAddress(saved));
    return true;
  }
}
