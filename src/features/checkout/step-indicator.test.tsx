import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithI18n } from '../../../tests/helpers/render-with-i18n.tsx';
import { StepIndicator } from './step-indicator.tsx';

describe('StepIndicator', () => {
  it('lists the four steps in order and marks the current one for assistive technology', () => {
    renderWithI18n(<StepIndicator current="delivery" />);
    const steps = within(screen.getByRole('navigation', { name: 'Checkout steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Bag', 'Delivery', 'Payment', 'Review']);
    expect(steps.map((step) => step.getAttribute('aria-current'))).toEqual([null, 'step', null, null]);
    expect(steps[0]).toHaveAttribute('data-done');
    expect(steps[2]).not.toHaveAttribute('data-done');
  });
});
