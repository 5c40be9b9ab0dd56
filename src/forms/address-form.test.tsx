import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import ukLayoutsFile from '../../content-fixtures/uk/data/en/address-layouts.json';
import ukUnableToShip from '../../content-fixtures/uk/data/en/addressUnableToShip.json';
import usLayoutsFile from '../../content-fixtures/us/data/en/address-layouts.json';
import { addressRulesFor } from '../../shared/address-rules.ts';
import { renderWithI18n } from '../../tests/helpers/render-with-i18n.tsx';
import type { ContentOf } from '../content/index.ts';
import { AddressForm, type AddressProblem } from './address-form.tsx';

// JSON imports type field names as strings; the fixtures are checked against the content schema elsewhere.
const ukLayouts = ukLayoutsFile as ContentOf<'addressLayouts'>;
const usLayouts = usLayoutsFile as ContentOf<'addressLayouts'>;
const loadRules = (country: string) =>
  Promise.resolve(addressRulesFor(country, 'DELIVERY', { shipsTo: ['GB', 'US'] })!);

function renderForm(
  options: { layouts?: ContentOf<'addressLayouts'>; site?: string; problem?: AddressProblem } = {},
) {
  const onSubmit = vi.fn(async () => true);
  renderWithI18n(
    <AddressForm
      layouts={options.layouts ?? usLayouts}
      siteCountry={options.site ?? 'US'}
      language="en"
      address={undefined}
      saving={false}
      problem={options.problem}
      unableToShip={ukUnableToShip}
      loadRules={loadRules}
      onSubmit={onSubmit}
    />,
  );
  return onSubmit;
}

async function fillUsAddress(zip: string, phone = '212 555 0148') {
  await userEvent.type(await screen.findByLabelText('First name'), 'Ana');
  await userEvent.type(screen.getByLabelText('Last name'), 'Silva');
  await userEvent.type(screen.getByLabelText('Street address'), '350 Fifth Avenue');
  await userEvent.type(screen.getByLabelText('City'), 'New York');
  await userEvent.selectOptions(screen.getByLabelText('State'), 'New York');
  await userEvent.type(screen.getByLabelText('ZIP code'), zip);
  await userEvent.type(screen.getByLabelText('Phone number'), phone);
  await userEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
}

describe('AddressForm', () => {
  it('shows the lead once over a saved address', () => {
    renderWithI18n(
      <AddressForm
        layouts={usLayouts}
        siteCountry="US"
        language="en"
        address={{
          firstName: 'Ana',
          lastName: 'Silva',
          addressLine1: '1 Main St',
          city: 'Albany',
          countryCode: 'US',
        }}
        saving={false}
        problem={undefined}
        unableToShip={null}
        loadRules={loadRules}
        onSubmit={vi.fn(async () => true)}
        lead={<p>Same as delivery</p>}
      />,
    );
    expect(screen.getAllByText('Same as delivery')).toHaveLength(1);
  });

  it('labels every field of the US layout, the state a select of the states', async () => {
    renderForm();
    for (const label of [
      'First name',
      'Last name',
      'Street address',
      'Apt, suite or unit (optional)',
      'City',
    ])
      expect(await screen.findByLabelText(label)).toBeInTheDocument();
    expect(screen.getByLabelText('State').tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: 'California' })).toHaveValue('CA');
    expect(screen.queryByLabelText('Country or region')).toBeNull();
  });

  it('refuses a bad ZIP code beside the field and moves the focus there', async () => {
    const onSubmit = renderForm();
    await fillUsAddress('ABCDE');
    const zip = screen.getByLabelText('ZIP code');
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(zip).toHaveAccessibleDescription('Enter a valid ZIP code.');
    expect(zip).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a phone number that is not one of the destination country', async () => {
    const onSubmit = renderForm();
    await fillUsAddress('10118', '+44 7400 123456');
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'Enter a valid phone number for the delivery country.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a valid address with its country, the state as its code and empty fields left out', async () => {
    const onSubmit = renderForm();
    await fillUsAddress('10118');
    expect(onSubmit).toHaveBeenCalledWith({
      firstName: 'Ana',
      lastName: 'Silva',
      addressLine1: '350 Fifth Avenue',
      city: 'New York',
      region: 'NY',
      postcode: '10118',
      // Written internationally: the number is a valid one of the destination.
      phoneNumber: '+1 212 555 0148',
      countryCode: 'US',
    });
  });

  it('takes an Irish number written the Irish way on the UK site, rewritten internationally once left', async () => {
    const onSubmit = renderForm({ layouts: ukLayouts, site: 'GB' });
    await userEvent.selectOptions(await screen.findByLabelText('Country or region'), 'IE');
    await userEvent.type(await screen.findByLabelText('First name'), 'Aoife');
    await userEvent.type(screen.getByLabelText('Last name'), 'Byrne');
    await userEvent.type(screen.getByLabelText('Address line 1'), '12 Grafton Street');
    await userEvent.type(screen.getByLabelText('Town or city'), 'Dublin');
    const phone = screen.getByLabelText('Phone number');
    await userEvent.type(phone, '085 123 4567');
    await userEvent.tab();
    expect(phone).toHaveValue('+353 85 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Deliver to this address' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ phoneNumber: '+353 85 123 4567', countryCode: 'IE' }),
    );
  });

  it('offers the layout’s countries and shows the site’s unable-to-ship content', async () => {
    renderForm({ layouts: ukLayouts, site: 'GB', problem: 'UNABLE_TO_SHIP' });
    const country = await screen.findByLabelText('Country or region');
    expect(country).toHaveValue('GB');
    await userEvent.selectOptions(country, 'IE');
    expect(await screen.findByLabelText('Eircode (optional)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("We can't deliver to this address");
    expect(screen.getByRole('alert')).toHaveTextContent('United Kingdom only');
  });
});
