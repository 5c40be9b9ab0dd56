import { act, screen } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { renderWithI18n } from '../../../tests/helpers/render-with-i18n.tsx';
import { CheckoutStatus } from './checkout-status.tsx';

describe('CheckoutStatus', () => {
  it('shows a code a store adds to the array it was given, without its parent rendering again', () => {
    const codes = observable<string>([]);
    renderWithI18n(<CheckoutStatus codes={codes} onDismiss={vi.fn()} />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => runInAction(() => codes.push('ADRESULT_REFUSED')));
    expect(screen.getByRole('alert').textContent).toContain('Your payment was declined.');
  });

  it("says a payment cancelled on the provider's page was cancelled, not declined, and that the bag is kept", () => {
    renderWithI18n(<CheckoutStatus codes={['PAYMENT_CANCELLED']} onDismiss={vi.fn()} />);
    const text = screen.getByRole('alert').textContent;
    expect(text).toContain('Your payment was cancelled, so you have not been charged.');
    expect(text).toContain('Your bag is just as you left it');
    expect(text).not.toContain('declined');
  });
});
