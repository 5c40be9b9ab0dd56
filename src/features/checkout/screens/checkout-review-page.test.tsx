import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { httpFailure, testPlacedOrder } from '../../../../tests/helpers/fake-payment-service.ts';
import { cartResponse } from '../../../../tests/helpers/fake-services.ts';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import type { RouteContext } from '../../../routing/route-types.ts';
import { CheckoutReviewScreen } from './checkout-review-page.tsx';
import { cartStore } from '../../bag/index.ts';
import { checkoutStore } from '../checkout-stores.ts';
import { paymentStore } from '../../payments/index.ts';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '1 High Street',
  city: 'London',
  postcode: 'SW1A 1AA',
  countryCode: 'GB',
};

/** A bag ready to be placed: a line, a voucher, contact, a taxed delivery address and a delivery method. */
const readyBag = (voucher?: string) =>
  cartResponse({
    items: [
      {
        id: 'line-1',
        productId: 'MN100001',
        slug: 'jumper',
        name: 'Cashmere jumper',
        brand: 'Maison Nord',
        sku: 'MN100001-BLK-M',
        quantity: 1,
        price: { list: { total: 12_000 }, sale: { total: 12_000 } },
        unitPrice: { list: 12_000, sale: 12_000 },
        thumbnailUrl: '/media/MN100001.svg',
        url: '/product/jumper/MN100001',
        categories: [],
        availability: 'AVAILABLE',
        maxQuantity: 5,
        sale: 'NOSALE',
        options: { color: 'black', colorName: 'Black', size: 'm', sizeName: 'M' },
        discounts: [],
      },
    ],
    summary: {
      ...cartResponse().summary,
      totalItemCost: 12_000,
      totalCost: 12_000,
      totalItemCount: 1,
      ...(voucher ? { voucherCode: voucher, voucherName: 'One-time 15% off' } : {}),
    },
    shipping: {
      options: [
        {
          id: 'gb-standard',
          method: 'standard',
          name: 'Standard delivery',
          price: 0,
          delivery: { min: 2, max: 4 },
          supportsBulkyItems: true,
          available: true,
        },
      ],
      selected: 'gb-standard',
    },
    taxCalculated: 'CALCULATED',
    shippingAddress: address,
    consumer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phoneNumber: '' },
  });

/** The review step on a ready bag, paying by PayPal, with the first placement refused with `code`. */
async function reviewRefusedWith(status: number, code: string) {
  const env = createTestEnvironment({ path: '/uk/en/checkout/review' });
  env.services.cartService.cart = readyBag('LIMITED1');
  env.services.paymentService.placeAnswers.push(httpFailure(status, code));
  env.render(<CheckoutReviewScreen match={true} context={{} as RouteContext} />);
  const payment = await act(() => env.stores.get(paymentStore).ready());
  await act(async () => {
    await payment.open();
    payment.chooseMethod('paypal');
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Place order and pay' }));
  return env;
}

const calls = (env: ReturnType<typeof createTestEnvironment>) =>
  env.services.cartService.calls.map((call) => call.method);

describe('the review step after a refusal', () => {
  // The stores the step uses load as chunks of their own; loading them cold, under a full run's load, is the hook's
  // cost, not the first test's.
  beforeAll(async () => {
    const { stores } = createTestEnvironment();
    await Promise.all([
      stores.get(cartStore).ready(),
      stores.get(checkoutStore).ready(),
      stores.get(paymentStore).ready(),
    ]);
  }, 30_000);

  it('takes a used-up code off the bag and says so, and the next press places the order', async () => {
    const env = await reviewRefusedWith(422, 'VOUCHER_USAGE_EXCEEDED');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your discount code has just been used up, so we've taken it off your bag.",
    );
    await act(async () => {});
    expect(calls(env)).toContain('removeVoucher');
    const reference = testPlacedOrder().reference;
    env.services.paymentService.placeAnswers.push({
      kind: 'complete',
      orderReference: reference,
      parameters: {
        Authorization: '',
        Account: '',
        uat: 'token',
        utt: '',
        utr: reference,
        paymentMethod: 'paypal',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Place order and pay' }));
    expect(env.services.paymentService.placed).toHaveLength(2);
  });

  it('works the tax out again for the delivery address when placement finds the quote was for another', async () => {
    const env = await reviewRefusedWith(422, 'TAX_CALCULATION_ERROR');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We've worked out the tax again for your delivery address.",
    );
    await act(async () => {});
    const quoted = env.services.cartService.calls.filter((call) => call.method === 'calculateTax');
    expect(quoted.map((call) => call.args[0])).toEqual([address]);
  });

  it('explains a refusal for too many orders waiting for payment, and changes nothing', async () => {
    const env = await reviewRefusedWith(429, 'TOO_MANY_REQUESTS');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many orders have been started from here in a short time.',
    );
    expect(calls(env)).not.toContain('removeVoucher');
    expect(calls(env)).not.toContain('calculateTax');
  });
});
