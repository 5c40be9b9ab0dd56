import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { describe, expect, it } from 'vitest';
import { FakePaymentService, httpFailure } from '../../../tests/helpers/fake-payment-service.ts';
import { FakeSavedCardsService, testSavedCard } from '../../../tests/helpers/fake-saved-cards-service.ts';
import { ManualClock } from '../../../tests/helpers/fake-services.ts';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { SavedCardsStore } from './stores/saved-cards-store.ts';
import { AddCardForm } from './add-card-form.tsx';
import { SavedCardList } from './saved-card-list.tsx';
import { SavedCardsMessage } from './saved-cards-message.tsx';

async function loadedStore(
  cards = [
    testSavedCard({ id: 'visa' }),
    testSavedCard({
      id: 'mc',
      brand: 'mc',
      last4: '4444',
      expiryMonth: 11,
      expiryYear: 2031,
      isDefault: false,
    }),
  ],
) {
  const service = new FakeSavedCardsService();
  service.cards = cards;
  const payments = new FakePaymentService();
  const store = new SavedCardsStore(
    service,
    () => Promise.resolve(payments),
    new ManualClock(Date.parse('2026-11-26T10:00:00Z')),
  );
  await store.load();
  return { store, service, payments };
}

/** A stand-in for the checkout's card fields the screen hands in: one labelled input writing the store. */
const NumberField = observer(function NumberField({ store }: { store: SavedCardsStore }) {
  return (
    <label>
      Card number
      <input
        aria-invalid={store.cardProblems.number ? true : undefined}
        value={store.card.number}
        onChange={(event) => store.setCardField('number', event.target.value)}
      />
    </label>
  );
});

describe('SavedCardList', () => {
  it('shows each card by brand, last four and expiry, the default badged', async () => {
    const { store } = await loadedStore();
    createTestEnvironment().render(<SavedCardList store={store} />);
    const list = screen.getByRole('list', { name: 'Saved cards' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Visa ending in 1111');
    expect(first).toHaveTextContent('•••• 1111');
    expect(first).toHaveTextContent('Expires 03/30');
    expect(first).toHaveTextContent('Default');
    expect(within(first!).queryByRole('button', { name: /default/ })).not.toBeInTheDocument();
    expect(second).toHaveTextContent('Mastercard ending in 4444');
    expect(second).toHaveTextContent('Expires 11/31');
    expect(second).not.toHaveTextContent('Default');
  });

  it('says so when there is no card', async () => {
    const { store } = await loadedStore([]);
    createTestEnvironment().render(<SavedCardList store={store} />);
    expect(screen.getByText("You haven't saved a card yet.")).toBeInTheDocument();
  });

  it('makes a card the default from its labelled button', async () => {
    const { store } = await loadedStore();
    createTestEnvironment().render(<SavedCardList store={store} />);
    await userEvent.click(screen.getByRole('button', { name: 'Make default: Mastercard ending in 4444' }));
    expect(store.defaultCard?.id).toBe('mc');
    expect(
      await screen.findByRole('button', { name: 'Make default: Visa ending in 1111' }),
    ).toBeInTheDocument();
  });

  it('deletes only after confirmation, by keyboard: focus goes to the confirmation, and back when the card is kept', async () => {
    const { store, service } = await loadedStore();
    createTestEnvironment().render(<SavedCardList store={store} />);
    const remove = screen.getByRole('button', { name: 'Delete: Visa ending in 1111' });
    remove.focus();
    await userEvent.keyboard('{Enter}');
    const confirmation = await screen.findByRole('group', {
      name: 'Delete Visa ending in 1111? You can add it again later.',
    });
    expect(within(confirmation).getByRole('button', { name: 'Yes, delete' })).toHaveFocus();
    expect(service.calls).not.toContain('remove');

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete: Visa ending in 1111' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    expect(service.calls).toContain('remove');
    expect(await screen.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('Mastercard ending in 4444');
  });
});

describe('AddCardForm', () => {
  it('saves through the handed-in card fields, with a labelled default box, and focuses a wrong field', async () => {
    const { store, service } = await loadedStore([]);
    let saved = 0;
    createTestEnvironment().render(
      <AddCardForm store={store} cardFields={<NumberField store={store} />} onSaved={() => (saved += 1)} />,
    );
    const form = screen.getByRole('form', { name: 'Add a card' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(screen.getByLabelText('Card number')).toHaveFocus());
    expect(service.added).toEqual([]);

    store.setCardField('holderName', 'Ada Lovelace');
    store.setCardField('expiry', '03/30');
    store.setCardField('securityCode', '737');
    await userEvent.type(screen.getByLabelText('Card number'), '4111111111111111');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Make this my default card' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(saved).toBe(1));
    expect(screen.getByLabelText('Card number')).toHaveValue('');
    expect(service.added).toHaveLength(1);
    expect(service.added[0]!.makeDefault).toBe(true);
    expect(saved).toBe(1);
  });

  it('says the limit is reached instead of offering the form', async () => {
    const { store } = await loadedStore([]);
    store.canAddMore = false;
    createTestEnvironment().render(<AddCardForm store={store} cardFields={null} />);
    expect(
      screen.getByText("You've saved as many cards as you can. Delete one to add another."),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save card' })).not.toBeInTheDocument();
  });
});

describe('SavedCardsMessage', () => {
  it('announces the rate limit, and offers sign-in when the list needs it', async () => {
    const { store, service } = await loadedStore([]);
    createTestEnvironment().render(<SavedCardsMessage store={store} />);
    service.failNext = httpFailure(429, 'TOO_MANY_ATTEMPTS');
    store.setCardField('holderName', 'Ada');
    store.setCardField('number', '4111111111111111');
    store.setCardField('expiry', '03/30');
    store.setCardField('securityCode', '737');
    await store.add();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "You've tried to add too many cards. Please wait a while and try again.",
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(store.error).toBeNull();

    service.failNext = httpFailure(401, 'UNAUTHORIZED');
    await store.load();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign in to see and manage your saved payment methods.');
    expect(within(alert).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(
      /\/account\/sign-in$/,
    );
  });
});
