import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { Address, AddressBook, AddressBookService, AddressKind } from '../../../kernel/types/index.ts';
import {
  type AddressActionError,
  type AddressSource,
  type CartAddressTarget,
  isUnauthorised,
  kindOf,
  MAX_SAVED_ADDRESSES,
} from '../rules/address-book-rules.ts';
import { AddressChoice } from './address-choice.ts';
import { japaneseDefaultsWanted } from '../../../../shared/address-defaults.ts';

export { MAX_SAVED_ADDRESSES, type AddressActionError, type AddressSource, type CartAddressTarget };

/**
 * The signed-in customer's address book and the checkout's choice of shipping and billing address. Every action goes
 * pending (clearing the last error) and then either fulfils or fails with its own code; the book is only read from
 * the service's answers, so it always shows what the server holds. The checkout's choice is a collaborator beside this
 * file (`AddressChoice`); the store keeps its state and its public actions.
 */
export class AddressBookStore {
  allAddresses: Address[] = [];
  selectedShippingAddress: Address | undefined = undefined;
  selectedBillingAddress: Address | undefined = undefined;
  billingMatchShipping = true;
  saveShippingAddress = true;
  /** Billing is not the delivery address, and the shopper types it rather than picking a saved one. */
  entersNewBillingAddress = false;
  saveBillingAddress = true;
  canAddNewAddress = false;
  isShippingAddressValid = false;
  hasTriedValidation = false;
  addressActionError: AddressActionError | null = null;
  addressActionPending = false;
  addressSource: AddressSource = 'initial';
  /** A list has been answered since the last reset. */
  loaded = false;
  private readonly choice: AddressChoice;

  constructor(
    private readonly service: AddressBookService,
    /** The site's locale (ja-JP…): which addresses the Japanese default rule looks at. */
    private readonly locale: () => string,
  ) {
    this.choice = new AddressChoice(this, (address, kind, chosen) => this.saveToBook(address, kind, chosen));
    makeObservable<AddressBookStore, 'apply'>(this, {
      allAddresses: observableRef,
      selectedShippingAddress: observableRef,
      selectedBillingAddress: observableRef,
      billingMatchShipping: observable,
      saveShippingAddress: observable,
      entersNewBillingAddress: observable,
      saveBillingAddress: observable,
      canAddNewAddress: observable,
      isShippingAddressValid: observable,
      hasTriedValidation: observable,
      addressActionError: observable,
      addressActionPending: observable,
      addressSource: observable,
      loaded: observable,
      shippingAddresses: computed,
      billingAddresses: computed,
      entersNewShippingAddress: computed,
      selectShippingAddress: action,
      useNewShippingAddress: action,
      selectBillingAddress: action,
      setBillingMatchShipping: action,
      setSaveShippingAddress: action,
      useNewBillingAddress: action,
      setSaveBillingAddress: action,
      setShippingValidity: action,
      reset: action,
      apply: action,
    });
  }

  get shippingAddresses(): Address[] {
    return this.allAddresses.filter((address) => kindOf(address) === 'shipping');
  }

  get billingAddresses(): Address[] {
    return this.allAddresses.filter((address) => kindOf(address) === 'billing');
  }

  /** A customer is signed in (the book exists). */
  get signedIn(): boolean {
    return this.service.isSignedIn();
  }

  /** The checkout shows the form for a new delivery address rather than a saved one. */
  get entersNewShippingAddress(): boolean {
    return this.addressSource === 'new' || !this.selectedShippingAddress;
  }

  /**
   * GET the book; for a Japanese locale with addresses of it but no default among them, the first is made default.
   * Nobody signed in is refused at once as unauthorised: the call would be refused and end the shopping session.
   */
  load(): Promise<boolean> {
    return this.run('LIST', async () => {
      if (!this.signedIn) throw Object.assign(new Error('Not signed in'), { status: 401 });
      const book = await this.service.list();
      this.apply(book);
      await this.defaultFirstOfJapaneseLocale();
    });
  }

  /** Save a new address, unless the book is full (then refused at once with ADD, as the server would). */
  add(address: Address, kind: AddressKind): Promise<boolean> {
    return this.run('ADD', async () => {
      await this.addAndList(address, kind);
    });
  }

  update(reference: string, address: Address): Promise<boolean> {
    return this.run('UPDATE', async () => {
      await this.service.update(reference, address);
      this.apply(await this.service.list());
    });
  }

  /** The address becomes its type's one default. */
  makeDefault(address: Address): Promise<boolean> {
    return this.update(address.reference ?? '', { ...address, default: true });
  }

  remove(reference: string): Promise<boolean> {
    return this.run('UNABLE_TO_DELETE', async () => {
      this.apply(await this.service.remove(reference));
    });
  }

  /** The shopper picks a saved address for delivery. */
  selectShippingAddress(address: Address): void {
    this.choice.selectShippingAddress(address);
  }

  /** The shopper types a new delivery address instead of picking a saved one. */
  useNewShippingAddress(): void {
    this.choice.useNewShippingAddress();
  }

  /** Picking no billing address means billing goes to the delivery address again. */
  selectBillingAddress(address: Address | undefined): void {
    this.choice.selectBillingAddress(address);
  }

  /** Billing apart from delivery starts from the default saved billing address, or the form; a choice made stays. */
  setBillingMatchShipping(match: boolean): void {
    this.choice.setBillingMatchShipping(match);
  }

  useNewBillingAddress(): void {
    this.choice.useNewBillingAddress();
  }

  setSaveBillingAddress(save: boolean): void {
    this.saveBillingAddress = save;
  }

  setSaveShippingAddress(save: boolean): void {
    this.saveShippingAddress = save;
  }

  /** The result of checking the shipping address on this side before it goes to the cart. */
  setShippingValidity(valid: boolean): void {
    this.hasTriedValidation = true;
    this.isShippingAddressValid = valid;
  }

  /** The checkout goes on with the chosen saved address: checked, then saved to the cart unless it holds it. */
  confirmShippingAddress(cart: CartAddressTarget): Promise<boolean> {
    return this.choice.confirmShippingAddress(cart);
  }

  /** A new address typed at the checkout goes to the cart, and then into the book when the shopper left that ticked. */
  submitNewShippingAddress(address: Address, cart: CartAddressTarget): Promise<boolean> {
    return this.choice.submitNewShippingAddress(address, cart);
  }

  /** A new billing address goes to the payment, and then into the book when the shopper left that ticked. */
  submitNewBillingAddress(
    address: Address,
    payment: (address: Address) => Promise<boolean>,
  ): Promise<boolean> {
    return this.choice.submitNewBillingAddress(address, payment);
  }

  /** Sign-out: nothing of the last customer's book or choices stays. */
  reset(): void {
    this.allAddresses = [];
    this.selectedShippingAddress = undefined;
    this.selectedBillingAddress = undefined;
    this.billingMatchShipping = true;
    this.saveShippingAddress = true;
    this.entersNewBillingAddress = false;
    this.saveBillingAddress = true;
    this.canAddNewAddress = false;
    this.isShippingAddressValid = false;
    this.hasTriedValidation = false;
    this.addressActionError = null;
    this.addressActionPending = false;
    this.addressSource = 'initial';
    this.loaded = false;
  }

  /** Take the book as answered, keeping each choice that still exists and otherwise choosing the defaults. */
  private apply(book: AddressBook): void {
    this.allAddresses = book.addresses;
    this.canAddNewAddress = book.addresses.length < MAX_SAVED_ADDRESSES;
    this.loaded = true;
    this.choice.keepChoices(book.addresses);
  }

  private async defaultFirstOfJapaneseLocale(): Promise<void> {
    const firsts = japaneseDefaultsWanted(
      this.locale(),
      [this.shippingAddresses, this.billingAddresses],
      (address) => ({ locale: address.locale ?? '', isDefault: address.default === true }),
    );
    if (firsts.length === 0) return;
    try {
      for (const first of firsts)
        await this.service.update(first.reference ?? '', { ...first, default: true });
      this.apply(await this.service.list());
    } catch {
      // The book itself was read: the list stands, and the failed default shows as an update that failed.
      runInAction(() => (this.addressActionError = 'UPDATE'));
    }
  }

  private async addAndList(address: Address, kind: AddressKind): Promise<Address> {
    if (!this.canAddNewAddress) throw new Error(`At most ${MAX_SAVED_ADDRESSES} addresses`);
    const saved = await this.service.add(address, kind);
    this.apply(await this.service.list());
    return saved;
  }

  /** Save an address to the book (ADD), then hand over the saved one as the book now lists it. */
  private async saveToBook(
    address: Address,
    kind: AddressKind,
    chosen: (saved: Address) => void,
  ): Promise<void> {
    await this.run('ADD', async () => {
      const saved = await this.addAndList(address, kind);
      const listed = this.allAddresses.find((other) => other.reference === saved.reference);
      runInAction(() => chosen(listed ?? saved));
    });
  }

  /** Pending (the last error cleared), then fulfilled, or rejected with the action's code. */
  private async run(code: AddressActionError, work: () => Promise<void>): Promise<boolean> {
    runInAction(() => {
      this.addressActionPending = true;
      this.addressActionError = null;
    });
    try {
      await work();
      runInAction(() => (this.addressActionPending = false));
      return true;
    } catch (error) {
      runInAction(() => {
        this.addressActionPending = false;
        this.addressActionError = code === 'LIST' && isUnauthorised(error) ? 'UNAUTHORIZED' : code;
      });
      return false;
    }
  }
}
