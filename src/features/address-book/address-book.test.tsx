import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import usLayoutsFile from '../../../content-fixtures/us/data/en/address-layouts.json';
import { addressRulesFor } from '../../../shared/address-rules.ts';
import { FakeAddressBookService, httpRefusal } from '../../../tests/helpers/fake-address-book-service.ts';
import { renderWithI18n } from '../../../tests/helpers/render-with-i18n.tsx';
import type { ContentOf } from '../../content/index.ts';
import type { Address } from '../../kernel/types/index.ts';
import { AddressBookStore } from './stores/address-book-store.ts';
import { AddressBook } from './address-book.tsx';
import type { AddressFormSource } from './address-editor.tsx';
import { SavedAddressPicker } from './saved-address-picker.tsx';

const source: AddressFormSource = {
  // JSON imports type field names as strings; the fixtures are checked against the content schema elsewhere.
  layouts: usLayoutsFile as ContentOf<'addressLayouts'>,
  siteCountry: 'US',
  language: 'en',
  loadRules: (country, kind) =>
    Promise.resolve(
      addressRulesFor(country, kind === 'billing' ? 'BILLING' : 'DELIVERY', { shipsTo: ['US'] })!,
    ),
};

const empire: Address = {
  firstName: 'Ana',
  lastName: 'Silva',
  addressLine1: '350 Fifth Avenue',
  city: 'New York',
  region: 'NY',
  postcode: '10118',
  countryCode: 'US',
  phoneNumber: '212 555 0148',
  locale: 'en-US',
};
const at = (street: string, extra: Partial<Address> = {}): Address => ({
  ...empire,
  addressLine1: street,
  type: 'shipping',
  ...extra,
});

async function renderBook(seed: Address[] = [], prepare?: (service: FakeAddressBookService) => void) {
  const service = new FakeAddressBookService();
  service.seed(...seed);
  prepare?.(service);
  const store = new AddressBookStore(service, () => 'en-US');
  await store.load();
  renderWithI18n(
    <MemoryRouter>
      <AddressBook store={store} source={source} />
    </MemoryRouter>,
  );
  return { service, store };
}

const delivery = () => screen.getByRole('region', { name: 'Delivery addresses' });

describe('AddressBook', () => {
  it('lists delivery and billing addresses with their default badges', async () => {
    await renderBook([
      at('1 Main Street', { default: true }),
      at('2 Side Street'),
      at('3 Bill Road', { type: 'billing', default: true }),
    ]);
    const cards = within(delivery()).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Default delivery address');
    expect(cards[0]).toHaveTextContent('1 Main Street');
    expect(cards[1]).not.toHaveTextContent('Default delivery address');
    expect(within(cards[1]!).getByRole('button', { name: 'Make default delivery address' })).toBeEnabled();
    const billing = screen.getByRole('region', { name: 'Billing addresses' });
    expect(within(billing).getByRole('listitem')).toHaveTextContent('Default billing address');
  });

  it('adds a delivery address through the labelled generated form, refusing a bad one beside its field', async () => {
    const { service } = await renderBook();
    await userEvent.click(screen.getByRole('button', { name: 'Add a delivery address' }));
    await userEvent.type(await screen.findByLabelText('First name'), 'Ana');
    await userEvent.type(screen.getByLabelText('Last name'), 'Silva');
    await userEvent.type(screen.getByLabelText('Street address'), '350 Fifth Avenue');
    await userEvent.type(screen.getByLabelText('City'), 'New York');
    await userEvent.selectOptions(screen.getByLabelText('State'), 'New York');
    await userEvent.type(screen.getByLabelText('ZIP code'), 'ABCDE');
    await userEvent.type(screen.getByLabelText('Phone number'), '212 555 0148');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    const zip = screen.getByLabelText('ZIP code');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Enter a valid ZIP code.');
    expect(zip).toHaveFocus();
    expect(service.calls.filter((c) => c.call === 'add')).toEqual([]);

    await userEvent.clear(zip);
    await userEvent.type(zip, '10118{Enter}');
    expect(await within(delivery()).findByText(/350 Fifth Avenue/)).toBeInTheDocument();
    expect(service.calls.find((c) => c.call === 'add')).toMatchObject({ kind: 'shipping' });
    expect(screen.getByRole('button', { name: 'Add a delivery address' })).toHaveFocus();
  });

  it('opens the edit form prefilled and saves the change', async () => {
    const { service } = await renderBook([at('1 Main Street', { default: true })]);
    await userEvent.click(screen.getByRole('button', { name: /^Edit/ }));
    expect(await screen.findByRole('heading', { name: 'Edit address' })).toBeInTheDocument();
    const street = await screen.findByLabelText('Street address');
    expect(street).toHaveValue('1 Main Street');
    expect(screen.getByLabelText('ZIP code')).toHaveValue('10118');
    await userEvent.clear(street);
    await userEvent.type(street, '9 New Street');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await within(delivery()).findByText(/9 New Street/)).toBeInTheDocument();
    expect(service.addresses[0]).toMatchObject({ addressLine1: '9 New Street', default: true });
    expect(screen.getByRole('button', { name: /^Edit/ })).toHaveFocus();
  });

  it('asks before removing, by keyboard, and gives the focus back when the shopper keeps it', async () => {
    const { service } = await renderBook([at('1 Main Street', { default: true }), at('2 Side Street')]);
    const remove = screen.getByRole('button', { name: 'Remove: Ana Silva, 2 Side Street' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText('Remove this address from your address book?')).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove: Ana Silva, 2 Side Street' })).toHaveFocus();
    expect(service.calls.filter((c) => c.call === 'remove')).toEqual([]);

    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Yes, remove it' }));
    expect(within(delivery()).getAllByRole('listitem')).toHaveLength(1);
    expect(within(delivery()).queryByText(/2 Side Street/)).toBeNull();
  });

  it('announces a refused action with its own message', async () => {
    await renderBook([at('1 Main Street', { default: true }), at('2 Side Street')], (service) =>
      service.failNext('update', httpRefusal(500)),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Make default delivery address' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't update this address. Please try again.",
    );
  });

  it('offers no add at the cap of 20 and says why', async () => {
    await renderBook(Array.from({ length: 20 }, (_, n) => at(`${n + 1} Main Street`)));
    expect(screen.queryByRole('button', { name: 'Add a delivery address' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a billing address' })).toBeNull();
    expect(within(delivery()).getByText(/You can save up to 20 addresses/)).toBeInTheDocument();
  });

  it('shows the unauthorised message with a link to sign in when the list is refused with 401', async () => {
    await renderBook([], (service) => service.failNext('list', httpRefusal(401, 'UNAUTHORIZED')));
    expect(screen.getByRole('alert')).toHaveTextContent('Please sign in to see your addresses.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/account/sign-in');
  });
});

describe('SavedAddressPicker', () => {
  it('preselects the default, moves the choice with the arrow keys and offers to save a new address', async () => {
    const service = new FakeAddressBookService();
    service.seed(at('1 Main Street'), at('2 Side Street', { default: true }));
    const store = new AddressBookStore(service, () => 'en-US');
    await store.load();
    renderWithI18n(<SavedAddressPicker store={store} countryName={(code) => code} language="en" />);
    const choices = screen.getAllByRole('radio');
    expect(choices).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /2 Side Street/ })).toBeChecked();
    expect(screen.queryByLabelText('Save this address to my address book')).toBeNull();

    screen.getByRole('radio', { name: /2 Side Street/ }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Use a new address' })).toBeChecked();
    expect(store.addressSource).toBe('new');
    const save = screen.getByLabelText('Save this address to my address book');
    expect(save).toBeChecked();
    await userEvent.click(save);
    expect(store.saveShippingAddress).toBe(false);

    await userEvent.click(screen.getByRole('radio', { name: /1 Main Street/ }));
    expect(store.selectedShippingAddress?.addressLine1).toBe('1 Main Street');
  });
});
