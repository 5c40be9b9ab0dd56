import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/helpers/render-with-i18n.tsx';
import type { ShippingOption } from '../../kernel/types/index.ts';
import { createPriceFormatter } from '../../sites/currency.ts';
import { ShippingMethods } from './shipping-methods.tsx';

const options: ShippingOption[] = [
  {
    id: 'std',
    method: 'std',
    name: 'Standard',
    price: 0,
    delivery: { min: 3, max: 5 },
    supportsBulkyItems: true,
  },
  {
    id: 'exp',
    method: 'exp',
    name: 'Express',
    price: 995,
    delivery: { min: 1, max: 1 },
    supportsBulkyItems: true,
  },
];
const formatter = createPriceFormatter('en-GB', 'GB', 'GBP');

describe('ShippingMethods', () => {
  it('shows each method with its price or Free and its working days, the chosen one checked', () => {
    renderWithI18n(
      <ShippingMethods
        options={options}
        selected="exp"
        formatter={formatter}
        disabled={false}
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getByRole('group', { name: 'Delivery method' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Standard.*Free.*3–5 working days/ })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /Express.*£9\.95.*1 working day$/ })).toBeChecked();
  });

  it('calls onSelect with the method chosen', async () => {
    const onSelect = vi.fn();
    renderWithI18n(
      <ShippingMethods
        options={options}
        selected="exp"
        formatter={formatter}
        disabled={false}
        onSelect={onSelect}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: /Standard/ }));
    expect(onSelect).toHaveBeenCalledWith('std');
  });

  it('cannot be chosen before there is an address, and says why', () => {
    renderWithI18n(
      <ShippingMethods
        options={options}
        selected={undefined}
        formatter={formatter}
        disabled
        onSelect={vi.fn()}
      />,
    );
    expect(screen.getByText('Add your delivery address to see the delivery options.')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
