import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakePaymentService } from '../../../../tests/helpers/fake-payment-service.ts';
import { testSavedCard } from '../../../../tests/helpers/fake-saved-cards-service.ts';
import { ManualClock } from '../../../../tests/helpers/fake-services.ts';
import { createTestEnvironment } from '../../../../tests/helpers/render-with-stores.tsx';
import { PaymentStore } from '../stores/payment-store.ts';
import { PaymentMethods } from './payment-methods.tsx';

async function openedStore() {
  const store = new PaymentStore(
    new FakePaymentService(),
    new ManualClock(Date.parse('2026-11-26T10:00:00Z')),
  );
  await store.open();
  return store;
}

describe('SavedCardChoice', () => {
  it('offers the saved cards as radios, the default chosen, and a new card with a box to save it', async () => {
    const store = await openedStore();
    store.offerSavedCards([
      testSavedCard({ id: 'visa', isDefault: false }),
      testSavedCard({ id: 'mc', brand: 'mc', last4: '4444', isDefault: true }),
    ]);
    createTestEnvironment().render(<PaymentMethods store={store} />);
    const saved = screen.getByRole('group', { name: 'Your saved cards' });
    expect(within(saved).getByRole('radio', { name: /Mastercard ending in 4444/ })).toBeChecked();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await userEvent.click(within(saved).getByRole('radio', { name: 'Use a new card' }));
    expect(store.savedCard).toBeUndefined();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Save this card for next time' }));
    expect(store.storeCard).toBe(true);

    await userEvent.click(within(saved).getByRole('radio', { name: /Visa ending in 1111/ }));
    expect(store.savedCardId).toBe('visa');
  });

  it('shows the card form alone to a shopper who is not signed in', async () => {
    const store = await openedStore();
    createTestEnvironment().render(<PaymentMethods store={store} />);
    expect(screen.queryByRole('group', { name: 'Your saved cards' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Save this card for next time' })).not.toBeInTheDocument();
  });
});
