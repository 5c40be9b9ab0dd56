import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import type { NumericSelection } from '../rules/index.ts';
import { PriceRangeForm } from './price-range-form.tsx';

function renderForm(value?: NumericSelection) {
  const onApply = vi.fn();
  const env = createTestEnvironment();
  const ui = (current?: NumericSelection) => (
    <PriceRangeForm
      currency="GBP"
      locale="en-GB"
      step={0.01}
      value={current}
      bounds={{ min: 1950, max: 48000 }}
      onApply={onApply}
    />
  );
  const { rerender } = env.render(ui(value));
  return {
    onApply,
    user: userEvent.setup(),
    min: screen.getByLabelText(/Min price/) as HTMLInputElement,
    max: screen.getByLabelText(/Max price/) as HTMLInputElement,
    apply: screen.getByRole('button', { name: 'Apply price' }),
    rerender: (next?: NumericSelection) => rerender(env.wrap(ui(next))),
  };
}

describe('PriceRangeForm', () => {
  it('labels both boxes with the currency, with the results spread as placeholders', () => {
    const { min, max } = renderForm();
    expect(min).toHaveAccessibleName('Min price (GBP)');
    expect(min).toHaveAttribute('placeholder', '19');
    expect(max).toHaveAttribute('placeholder', '480');
    expect(min).toHaveAttribute('step', '1');
    expect(screen.getAllByText('£')).toHaveLength(2);
  });

  it('shows the invalid-range message and applies nothing when the minimum is above the maximum', async () => {
    const { min, max, apply, onApply, user } = renderForm();
    await user.type(min, '200');
    await user.type(max, '50');
    await user.click(apply);
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum price must be lower than the maximum.');
    expect(min).toHaveAttribute('aria-invalid', 'true');
    expect(onApply).not.toHaveBeenCalled();
    await user.type(max, '0');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('applies rounded bounds, a lone maximum with minimum 0, and empty boxes as no filter', async () => {
    const { min, max, apply, onApply, user } = renderForm();
    await user.type(max, '99.6');
    await user.click(apply);
    expect(onApply).toHaveBeenLastCalledWith({ min: 0, max: 100 });
    expect(max).toHaveValue(100);
    await user.clear(max);
    await user.type(min, '20{Enter}');
    expect(onApply).toHaveBeenLastCalledWith({ min: 20 });
    await user.clear(min);
    await user.click(apply);
    expect(onApply).toHaveBeenLastCalledWith(undefined);
  });

  it('follows the applied range when it changes outside (Clear all)', () => {
    const { min, max, rerender } = renderForm({ min: 50, max: 150 });
    expect(min).toHaveValue(50);
    expect(max).toHaveValue(150);
    rerender(undefined);
    expect(min).toHaveValue(null);
    expect(max).toHaveValue(null);
  });
});
