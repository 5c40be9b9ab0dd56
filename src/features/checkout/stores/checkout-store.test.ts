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

function setup(answer = cartResponse()) {
  const service = new FakeCartService(answer);
  const cart = new CartStore(service, new RecordingReporter(), new RecordingAnalytics());
  return { cart, checkout: new CheckoutStore(cart, service, new AddressRulesStore(service)), service };
}

describe('CheckoutStore shipping', () => {
  const option = (id: string, price: number) => ({
    id,
    method: id,
    name: id,
    price,
    delivery: { min: 1, max: 3 },
    supportsBulkyItems: true,
  });
  const shipping = { options: [option('standard', 0), option('express', 900)], selected: 'standard' };

  it('pending shows the chosen option; fulfilled takes the cart’s', async () => {
    const { cart, checkout, service } = setup(cartWith([line()], { shipping }));
    await cart.load();
    const answer = deferred<CartResponse>();
    service.answer('selectShipping', answer.promise);
    const selecting = checkout.selectShipping('express');
    expect(checkout.shipping.selected).toBe('express');
    answer.resolve(cartWith([line()], { shipping: { ...shipping, selected: 'express' } }));
    expect(await selecting).toBe(true);
    expect(checkout.shipping.selected).toBe('express');
    expect(checkout.shipping.options.map((o) => o.id)).toEqual(['standard', 'express']);
  });

  it('rejected returns to the previous option', async () => {
    const { cart, checkout, service } = setup(cartWith([line()], { shipping }));
    await cart.load();
    service.answer('selectShipping', failure('SHIPPING_METHOD_INVALID', 400));
    expect(await checkout.selectShipping('express')).toBe(false);
    expect(checkout.shipping.selected).toBe('standard');
  });
});

describe('CheckoutStore tax and address', () => {
  const address = {
    firstName: 'Ana',
    lastName: 'Silva',
    addressLine1: '1 Road',
    city: 'London',
    countryCode: 'GB',
  };

  it('calculates tax: loading while pending, the cart’s tax state when fulfilled', async () => {
    const { cart, checkout, service } = setup();
    const answer = deferred<CartResponse>();
    service.answer('calculateTax', answer.promise);
    const calculating = checkout.calculateTax(address);
    expect(checkout.isTaxLoading).toBe(true);
    expect(cart.disabledSubmit).toBe(true);
    answer.resolve(cartResponse({ taxCalculated: 'CALCULATED' }));
    expect(await calculating).toBe(true);
    expect(checkout.isTaxLoading).toBe(false);
    expect(cart.disabledSubmit).toBe(false);
    expect(checkout.taxCalculated).toBe('CALCULATED');
  });

  it('a tax error sets the rejection state and rejectionError, and re-enables submit', async () => {
    const { cart, checkout, service } = setup();
    service.answer(
      'calculateTax',
      failure('TAX_CALCULATION_ERROR', 502),
      failure('UNABLE_TO_SHIP_ERROR', 400),
    );
    expect(await checkout.calculateTax(address)).toBe(false);
    expect(checkout.taxCalculated).toBe('TAX_REJECTION');
    expect(checkout.rejectionError).toBe('TAX_CALCULATION_ERROR');
    expect(cart.disabledSubmit).toBe(false);
    expect(checkout.isTaxLoading).toBe(false);
    await checkout.calculateTax(address);
    expect(checkout.rejectionError).toBe('UNABLE_TO_SHIP_ERROR');
  });

  it('saves an address to the cart; unable-to-ship sets rejectionError', async () => {
    const { checkout, service } = setup();
    expect(await checkout.saveAddress({ address })).toBe(true);
    expect(service.calls[0]).toEqual({ method: 'saveAddress', args: [{ address }] });
    service.answer('saveAddress', failure('UNABLE_TO_SHIP_ERROR', 400));
    expect(await checkout.saveAddress({ address })).toBe(false);
    expect(checkout.rejectionError).toBe('UNABLE_TO_SHIP_ERROR');
  });
});

describe('CheckoutStore session restart', () => {
  it('forgets the shipping choice, tax state and rejection with the cart', async () => {
    const { cart, checkout, service } = setup(cartResponse({ taxCalculated: 'CALCULATED' }));
    await cart.load();
    service.answer('saveAddress', failure('UNABLE_TO_SHIP_ERROR', 400));
    await checkout.saveAddress({
      address: { firstName: 'A', lastName: 'B', addressLine1: '1', city: 'C', countryCode: 'GB' },
    });
    expect(checkout.taxCalculated).toBe('CALCULATED');
    expect(checkout.rejectionError).toBe('UNABLE_TO_SHIP_ERROR');
    service.restartSession();
    expect(checkout.taxCalculated).toBe('NOT_CALCULATED');
    expect(checkout.rejectionError).toBeNull();
    expect(checkout.shipping).toEqual({ options: [], selected: undefined });
  });
});
