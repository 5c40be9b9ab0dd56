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
});
