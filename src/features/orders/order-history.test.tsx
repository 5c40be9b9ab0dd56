import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  FakeOrderService,
  orderFailure,
  testOrderSummary,
} from '../../../tests/helpers/fake-order-service.ts';
import { createTestEnvironment } from '../../../tests/helpers/render-with-stores.tsx';
import { OrdersStore } from './stores/orders-store.ts';
import { OrderHistory } from './order-history.tsx';

const page = (from: number, count: number, more: boolean) => ({
  orders: Array.from({ length: count }, (_, index) =>
    testOrderSummary(`UK${from + index}`, { itemCount: index === 0 ? 1 : 3 }),
  ),
  ...(more ? { next: { lastKey: `UK${from + count - 1}`, lastKeyTs: 1 } } : {}),
});

async function historyShowing(first: ReturnType<typeof page>) {
  const service = new FakeOrderService();
  const store = new OrdersStore(service);
  createTestEnvironment().render(<OrderHistory store={store} />);
  const load = store.loadHistory();
  await act(() => service.answer(first));
  await act(() => load);
  return { service, store };
}

describe('OrderHistory', () => {
  it('lists each order as a link with its number, date, status, total and item count', async () => {
    await historyShowing(page(1, 2, false));
    const list = screen.getByRole('list', { name: 'Your orders' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/uk/en/orders/UK1');
    expect(links[0]).toHaveTextContent('Order UK1');
    expect(links[0]).toHaveTextContent('20 November 2026');
    expect(links[0]).toHaveTextContent('Placed');
    expect(links[0]).toHaveTextContent('£124.95');
    expect(links[0]).toHaveTextContent('1 item');
    expect(links[1]).toHaveTextContent('3 items');
    expect(screen.getByText("You've seen all your orders.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more orders' })).not.toBeInTheDocument();
  });

  it('appends the next page on "show more" and moves the focus to its first order', async () => {
    const { service } = await historyShowing(page(1, 10, true));
    const more = screen.getByRole('button', { name: 'Show more orders' });
    await userEvent.click(more);
    expect(more).toHaveAccessibleName('Loading more orders…');
    await act(() => service.answer(page(11, 2, false)));
    const links = within(screen.getByRole('list', { name: 'Your orders' })).getAllByRole('link');
    expect(links).toHaveLength(12);
    expect(links[10]).toHaveFocus();
    expect(screen.getByText("You've seen all your orders.")).toBeInTheDocument();
  });

  it('works from the keyboard: Enter on "show more" loads the next page', async () => {
    const { service } = await historyShowing(page(1, 10, true));
    screen.getByRole('button', { name: 'Show more orders' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(service.calls.at(-1)).toEqual({ kind: 'history', argument: { lastKey: 'UK10', lastKeyTs: 1 } });
  });

  it('says when there are no orders yet, with a way to the shop', async () => {
    await historyShowing({ orders: [] });
    expect(screen.getByText(/You haven't placed an order yet./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/uk/en');
  });

  it('sends a signed-out shopper to sign in, and offers to retry a failed read', async () => {
    const service = new FakeOrderService();
    const store = new OrdersStore(service);
    createTestEnvironment().render(<OrderHistory store={store} />);
    let load = store.loadHistory();
    await act(() => service.fail(orderFailure(401, 'UNAUTHORIZED')));
    await act(() => load);
    expect(screen.getByRole('alert')).toHaveTextContent('Please sign in to see your orders.');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/uk/en/account/sign-in');

    load = store.loadHistory();
    await act(() => service.fail(orderFailure(500)));
    await act(() => load);
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't load your orders.");
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(service.calls).toHaveLength(3);
  });
});
