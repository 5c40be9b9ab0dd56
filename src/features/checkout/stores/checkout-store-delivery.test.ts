import { describe, expect, it } from 'vitest';
import type { CartResponse } from '../../../../schemas/api/cart.schema.ts';
import { cartWith, deferred, failure, line } from '../../../../tests/helpers/cart-store-fixtures.ts';
import {
  cartResponse,
  FakeCartService,
  RecordingAnalytics,
  RecordingReporter,
} from '../../../../tests/helpers/fake-services.ts';
import { CartStore } from '../../bag/stores/cart-store.ts';
import { CheckoutStore } from './checkout-store.ts';
import { AddressRulesStore } from '../../address-book/index.ts';

const option = {
  id: 'standard',
  method: 'standard',
  name: 'Standard',
  price: 0,
  delivery: { min: 2, max: 4 },
};
const withShipping = (selected?: string) =>
  cartWith([line()], {
    shipping: { options: [{ ...option, supportsBulkyItems: true }], ...(selected ? { selected } : {}) },
  });

function setup(answer: CartResponse = withShipping()) {
  const service = new FakeCartService(answer);
  const cart = new CartStore(service, new RecordingReporter(), new RecordingAnalytics());
  return { cart, checkout: new CheckoutStore(cart, service, new AddressRulesStore(service)), service };
}

const consumer = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  phoneNumber: '07400 123456',
};
const address = {
  firstName: 'Ana',
  lastName: 'Silva',
  addressLine1: '1 Road',
  city: 'London',
  postcode: 'SW1A 1AA',
  countryCode: 'GB',
};

describe('CheckoutStore contact details', () => {
  it('keeps what the shop stored, saving while pending', async () => {
    const { checkout, service } = setup();
    const answer = deferred<typeof consumer>();
    service.consumerAnswers.push(answer.promise);
    const saving = checkout.saveConsumer(consumer);
    expect(checkout.isSavingConsumer).toBe(true);
    answer.resolve({ ...consumer, firstName: 'Ana Maria' });
    expect(await saving).toBe(true);
    expect(checkout.isSavingConsumer).toBe(false);
    expect(checkout.consumer?.firstName).toBe('Ana Maria');
    expect(service.consumers).toEqual([consumer]);
  });

  it("sends consumer properties only for a guest: a signed-in customer's details are kept for the order alone", async () => {
    let signedIn = false;
    const service = new FakeCartService(withShipping());
    const cart = new CartStore(service, new RecordingReporter(), new RecordingAnalytics());
    const checkout = new CheckoutStore(cart, service, new AddressRulesStore(service), async () => signedIn);
    expect(await checkout.saveConsumer(consumer)).toBe(true);
    expect(service.consumers).toEqual([consumer]);

    signedIn = true;
    const customer = { ...consumer, firstName: 'Augusta' };
    expect(await checkout.saveConsumer(customer)).toBe(true);
    expect(service.consumers).toEqual([consumer]);
    expect(checkout.consumer).toEqual(customer);
    expect(checkout.isSavingConsumer).toBe(false);
  });

  it('a refusal keeps its code and saves nothing', async () => {
    const { checkout, service } = setup();
    service.consumerAnswers.push(failure('VALIDATION_ERROR', 400));
    expect(await checkout.saveConsumer(consumer)).toBe(false);
    expect(checkout.consumerError).toBe('VALIDATION_ERROR');
    expect(checkout.consumer).toBeUndefined();
  });
});

describe('CheckoutStore delivery address', () => {
  it('saves the address, then calculates tax for it, and keeps it', async () => {
    const { checkout, service } = setup();
    service.answer('calculateTax', cartResponse({ taxCalculated: 'CALCULATED' }));
    expect(await checkout.submitAddress(address)).toBe(true);
    expect(service.calls.map((call) => call.method)).toEqual(['saveAddress', 'calculateTax']);
    expect(checkout.address).toEqual(address);
    expect(checkout.taxCalculated).toBe('CALCULATED');
    expect(checkout.isSavingAddress).toBe(false);
  });

  it('an address the site cannot ship to is not kept and tax is not asked for', async () => {
    const { checkout, service } = setup();
    service.answer('saveAddress', failure('UNABLE_TO_SHIP_ERROR', 422));
    expect(await checkout.submitAddress({ ...address, countryCode: 'IE' })).toBe(false);
    expect(checkout.rejectionError).toBe('UNABLE_TO_SHIP_ERROR');
    expect(checkout.addressError).toBeNull();
    expect(checkout.address).toBeUndefined();
    expect(service.calls.map((call) => call.method)).toEqual(['saveAddress']);
  });

  it('another refusal is an invalid address', async () => {
    const { checkout, service } = setup();
    service.answer('saveAddress', failure('ADDRESS_INVALID', 400));
    expect(await checkout.submitAddress(address)).toBe(false);
    expect(checkout.addressError).toBe('ADDRESS_INVALID');
    expect(checkout.rejectionError).toBeNull();
  });

  it('fetches a country’s rules once and tries again after a failure', async () => {
    const { checkout, service } = setup();
    const first = await checkout.addressRules('US', 'en');
    expect(first.regions?.some((region) => region.code === 'NY')).toBe(true);
    expect(await checkout.addressRules('US', 'en')).toBe(first);
    service.shipsTo = [];
    await expect(checkout.addressRules('XX', 'en')).rejects.toThrow();
    expect((await checkout.addressRules('IE', 'en')).deliverable).toBe(false);
  });
});

describe('CheckoutStore continue', () => {
  it('opens once contact, a deliverable address and a method are all there', async () => {
    const { cart, checkout, service } = setup();
    await cart.load();
    expect(checkout.canContinue).toBe(false);
    await checkout.saveConsumer(consumer);
    await checkout.submitAddress(address);
    expect(checkout.canContinue).toBe(false);
    service.answer('selectShipping', withShipping('standard'));
    await checkout.selectShipping('standard');
    expect(checkout.canContinue).toBe(true);
    service.answer('saveAddress', failure('UNABLE_TO_SHIP_ERROR', 422));
    await checkout.submitAddress({ ...address, countryCode: 'IE' });
    expect(checkout.canContinue).toBe(false);
  });

  it('shows what the cart already holds when it loads (a reload, a return from payment)', async () => {
    const { cart, checkout } = setup(
      cartResponse({
        consumer,
        shippingAddress: { ...address, addressLine2: '' },
        taxCalculated: 'CALCULATED',
      }),
    );
    await cart.load();
    expect(checkout.consumer).toEqual(consumer);
    expect(checkout.address).toEqual(address);
  });

  it('shows what a cart loaded before the checkout opened holds (back from the provider, the bag already read)', async () => {
    const service = new FakeCartService(
      cartResponse({
        consumer,
        shippingAddress: { ...address, addressLine2: '' },
        taxCalculated: 'CALCULATED',
      }),
    );
    const cart = new CartStore(service, new RecordingReporter(), new RecordingAnalytics());
    await cart.ensureLoaded();
    const checkout = new CheckoutStore(cart, service, new AddressRulesStore(service));
    await cart.ensureLoaded();
    expect(checkout.consumer).toEqual(consumer);
    expect(checkout.address).toEqual(address);
  });

  it('forgets the contact and address with the session', async () => {
    const { checkout, service } = setup();
    await checkout.saveConsumer(consumer);
    await checkout.submitAddress(address);
    service.restartSession();
    expect(checkout.consumer).toBeUndefined();
    expect(checkout.address).toBeUndefined();
  });
});
