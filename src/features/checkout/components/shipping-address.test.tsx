import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ukLayoutsFile from '../../../../content-fixtures/uk/data/en/address-layouts.json';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import type { ContentOf } from '../../../content/index.ts';
import type { Address } from '../../../kernel/types/index.ts';
import { ShippingAddress } from './shipping-address.tsx';
import { checkoutStore } from '../checkout-stores.ts';

// JSON imports type field names as strings; the fixtures are checked against the content schema elsewhere.
const layouts = ukLayoutsFile as ContentOf<'addressLayouts'>;
const home: Address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  addressLine1: '12 Bloomsbury Square',
  city: 'London',
  postcode: 'WC1A 2LP',
  countryCode: 'GB',
  phoneNumber: '07700 900123',
  locale: 'en-GB',
  type: 'shipping',
};

async function renderStep(options: { signedIn: boolean; saved?: Address[] }) {
  const environment = createTestEnvironment({ path: '/uk/en/checkout/shipping' });
  const { services, stores } = environment;
  services.addressService.signedIn = options.signedIn;
  services.addressService.seed(...(options.saved ?? []));
  const checkout = await stores.get(checkoutStore).ready();
  environment.render(
    <ShippingAddress checkout={checkout} layouts={layouts} unableToShip={null} problem={undefined} />,
  );
  const savedToCart = () =>
    services.cartService.calls
      .filter((call) => call.method === 'saveAddress')
      .map((call) => (call.args[0] as { address: Address }).address.addressLine1);
  return { ...environment, savedToCart };
}

describe('ShippingAddress', () => {
  it('preselects the default saved address and saves it to the cart', async () => {
    const { savedToCart } = await renderStep({
      signedIn: true,
      saved: [
        { ...home, addressLine1: '1 Strand' },
        { ...home, default: true },
      ],
    });
    expect(await screen.findByRole('radio', { name: /12 Bloomsbury Square/ })).toBeChecked();
    await waitFor(() => expect(savedToCart()).toEqual(['12 Bloomsbury Square']));
    expect(screen.queryByLabelText('First name')).toBeNull();

    await userEvent.click(screen.getByRole('radio', { name: /1 Strand/ }));
    await waitFor(() => expect(savedToCart()).toEqual(['12 Bloomsbury Square', '1 Strand']));
  });

  it('saves a new address typed at the checkout to the cart and, ticked, to the address book', async () => {
    const { services, savedToCart } = await renderStep({
      signedIn: true,
      saved: [{ ...home, default: true }],
    });
    await userEvent.click(await screen.findByRole('radio', { name: 'Use a new address' }));
    expect(screen.getByLabelText('Save this address to my address book')).toBeChecked();
    await userEvent.type(await screen.findByLabelText('First name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Last name'), 'Lovelace');
    await userEvent.type(screen.getByLabelText('Address line 1'), '1 Strand');
    await userEvent.type(screen.getByLabelText('Town or city'), 'London');
    await userEvent.type(screen.getByLabelText('Postcode'), 'WC2N 5HR');
    await userEvent.type(screen.getByLabelText('Phone number'), '07400 123456');
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    await waitFor(() => expect(savedToCart()).toContain('1 Strand'));
    await waitFor(() =>
      expect(services.addressService.calls.find((call) => call.call === 'add')?.address).toMatchObject({
        addressLine1: '1 Strand',
      }),
    );
    // Saved, it is the chosen address of the book, and the cart is not asked to save it again.
    expect(await screen.findByRole('radio', { name: /1 Strand/ })).toBeChecked();
    expect(savedToCart().filter((street) => street === '1 Strand')).toHaveLength(1);
  });

  it('asks nothing of the address book and shows only the form when nobody is signed in', async () => {
    const { services } = await renderStep({ signedIn: false });
    expect(await screen.findByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByRole('radio')).toBeNull();
    expect(services.addressService.calls).toEqual([]);
  });
});
