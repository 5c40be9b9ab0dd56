import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CartResponse } from '../../../schemas/api/cart.schema.ts';
import { cartWith, line } from '../../../tests/helpers/cart-store-fixtures.ts';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { createPriceFormatter } from '../../sites/index.ts';
import { BagSummary } from './bag-summary.tsx';
import { MiniCart } from './mini-cart.tsx';
import { cartStore } from './bag-stores.ts';

const formatter = createPriceFormatter('en-GB', 'GB', 'GBP');

/** The bag's summary with its voucher field, over a bag the API answered with `summary`. */
async function summaryWith(summary: Partial<CartResponse['summary']>) {
  const env = createTestEnvironment();
  const bag = cartWith([line()]);
  env.services.cartService.cart = { ...bag, summary: { ...bag.summary, ...summary } };
  const cart = await act(async () => {
    const store = await env.stores.get(cartStore).ready();
    await store.load();
    return store;
  });
  env.render(<BagSummary cart={cart} formatter={formatter} freeDelivery={undefined} withVoucher />);
  return env;
}

describe('the bag', () => {
  // Changed to agree with the server: the code goes as the server reads it, trimmed and in capitals.
  it('sends the code typed trimmed and in capitals', async () => {
    const env = await summaryWith({});
    await userEvent.type(screen.getByLabelText('Voucher code'), ' welcome10 ');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(env.services.cartService.calls.at(-1)).toEqual({ method: 'applyVoucher', args: ['WELCOME10'] });
  });

  it("shows an applied voucher's name and message", async () => {
    await summaryWith({
      voucherCode: 'WELCOME10',
      voucherName: 'Welcome offer',
      voucherMessage: '10% off your order',
      totalDiscount: 1200,
    });
    expect(screen.getByRole('status')).toHaveTextContent('Voucher WELCOME10 applied');
    // The code's own words keep their own direction on a right-to-left page ("10% off", not "off ... 10%").
    expect(screen.getByText('Welcome offer').tagName).toBe('BDI');
    expect(screen.getByText('10% off your order').tagName).toBe('BDI');
  });

  it('says why a tier voucher on a bag below its first tier gives nothing, and how much more to spend', async () => {
    await summaryWith({
      voucherCode: 'BIGSPENDER',
      voucherName: 'Spend more, save more',
      voucherMessage: 'WEB.CART.VOUCHER_NOT_APPLICABLE',
      voucherShortfall: { amount: 2300 },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Voucher BIGSPENDER is on your bag');
    expect(screen.queryByText(/applied/)).toBeNull();
    expect(screen.getByText('Spend more, save more')).toBeInTheDocument();
    expect(document.querySelector('[data-voucher-message]')).toHaveTextContent(
      'It gives no discount on your bag as it is now. Spend £23.00 more to get its discount.',
    );
  });

  it('counts the items a voucher still needs', async () => {
    await summaryWith({
      voucherCode: 'THREEFOR2',
      voucherMessage: 'WEB.CART.VOUCHER_NOT_APPLICABLE',
      voucherShortfall: { items: 2 },
    });
    expect(screen.getByText(/Add 2 more items to get its discount\.$/)).toBeInTheDocument();
  });

  it('opens the mini cart 380 px wide (less on a screen too narrow for it)', async () => {
    const env = createTestEnvironment();
    env.services.cartService.cart = cartWith([line()]);
    await act(async () => (await env.stores.get(cartStore).ready()).load());
    env.render(<MiniCart open onClose={() => undefined} />);
    const drawer = await screen.findByRole('dialog');
    expect(drawer.style.getPropertyValue('--pullout-width')).toBe('380px');
  });
});
