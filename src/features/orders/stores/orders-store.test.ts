import { describe, expect, it } from 'vitest';
import {
  FakeOrderService,
  orderFailure,
  testOrder,
  testOrderSummary,
} from '../../../../tests/helpers/fake-order-service.ts';
import { OrdersStore } from './orders-store.ts';

const page = (from: number, count: number, next?: string) => ({
  orders: Array.from({ length: count }, (_, index) => testOrderSummary(`UK${from + index}`)),
  ...(next ? { next: { lastKey: next, lastKeyTs: 1_000 + from } } : {}),
});

describe('OrdersStore', () => {
  it('pages the history by the last order shown, appending each page until no next page is named', async () => {
    const service = new FakeOrderService();
    const store = new OrdersStore(service);
    const first = store.loadHistory();
    expect(store.historyState).toBe('loading');
    await service.answer(page(1, 10, 'UK10'));
    await first;
    expect(store.historyState).toBe('ready');
    expect(store.history).toHaveLength(10);
    expect(store.hasMore).toBe(true);

    const more = store.showMore();
    expect(store.loadingMore).toBe(true);
    // A second press while the page is on its way asks for nothing more.
    await store.showMore();
    expect(service.calls).toHaveLength(2);
    expect(service.calls[1]).toEqual({ kind: 'history', argument: { lastKey: 'UK10', lastKeyTs: 1001 } });
    await service.answer(page(11, 3));
    await more;
    expect(store.history.map((order) => order.reference)).toEqual(
      Array.from({ length: 13 }, (_, index) => `UK${index + 1}`),
    );
    expect(store.loadingMore).toBe(false);
    expect(store.hasMore).toBe(false);
    await store.showMore();
    expect(service.calls).toHaveLength(2);
  });

  it('shows an empty history as ready with nothing more', async () => {
    const service = new FakeOrderService();
    const store = new OrdersStore(service);
    const load = store.loadHistory();
    await service.answer({ orders: [] });
    await load;
    expect(store.historyState).toBe('ready');
    expect(store.history).toEqual([]);
    expect(store.hasMore).toBe(false);
  });

  it('tells a signed-out shopper apart from a failed call, and keeps the shown pages when "show more" fails', async () => {
    const service = new FakeOrderService();
    const store = new OrdersStore(service);
    let load = store.loadHistory();
    await service.fail(orderFailure(401, 'UNAUTHORIZED'));
    await load;
    expect(store.historyState).toBe('signed-out');

    // A 401 the API client could not recover from (nothing to refresh) reaches the store as a failed session.
    load = store.loadHistory();
    await service.fail(
      Object.assign(new Error('User Session Failed To Validate'), { kind: 'session-failed' }),
    );
    await load;
    expect(store.historyState).toBe('signed-out');

    load = store.loadHistory();
    await service.fail(orderFailure(500));
    await load;
    expect(store.historyState).toBe('failed');

    load = store.loadHistory();
    await service.answer(page(1, 10, 'UK10'));
    await load;
    const more = store.showMore();
    await service.fail(orderFailure(503));
    await more;
    expect(store.moreFailed).toBe(true);
    expect(store.historyState).toBe('ready');
    expect(store.history).toHaveLength(10);
    expect(store.hasMore).toBe(true);
    // Trying again asks for the same page.
    const again = store.showMore();
    expect(store.moreFailed).toBe(false);
    expect(service.calls.at(-1)!.argument).toEqual({ lastKey: 'UK10', lastKeyTs: 1001 });
    await service.answer(page(11, 1));
    await again;
    expect(store.history).toHaveLength(11);
  });

  it('keeps the newest history read when an older one answers late', async () => {
    const service = new FakeOrderService();
    const store = new OrdersStore(service);
    const older = store.loadHistory();
    const newer = store.loadHistory();
    await service.answer(page(50, 1), 1);
    await service.answer(page(1, 2));
    await Promise.all([older, newer]);
    expect(store.history.map((order) => order.reference)).toEqual(['UK50']);
  });

  it('reads one order, and names a missing one and a signed-out caller', async () => {
    const service = new FakeOrderService();
    const store = new OrdersStore(service);
    let load = store.loadOrder('UKTEST1');
    expect(store.orderState).toBe('loading');
    await service.answer(testOrder());
    await load;
    expect(store.orderState).toBe('ready');
    expect(store.order?.reference).toBe('UKTEST1');

    load = store.loadOrder('UKOTHER');
    expect(store.order).toBeNull();
    await service.fail(orderFailure(404, 'ORDER_NOT_FOUND'));
    await load;
    expect(store.orderState).toBe('not-found');

    load = store.loadOrder('UKTEST1');
    await service.fail(orderFailure(401, 'UNAUTHORIZED'));
    await load;
    expect(store.orderState).toBe('signed-out');
  });

  it('looks a guest’s order up, and reads every refusal as not found', async () => {
    const service = new FakeOrderService();
    const store = new OrdersStore(service);
    const query = { orderReference: 'UKTEST1', email: 'ada@example.com', hash: 'h' };
    let lookUp = store.lookUp(query);
    expect(service.calls[0]).toEqual({ kind: 'lookUp', argument: query });
    await service.answer(testOrder());
    await lookUp;
    expect(store.lookupState).toBe('ready');
    expect(store.lookup?.reference).toBe('UKTEST1');

    for (const [failure, state] of [
      [orderFailure(404, 'ORDER_NOT_FOUND'), 'not-found'],
      [orderFailure(401, 'UNAUTHORIZED'), 'not-found'],
      [orderFailure(500), 'failed'],
    ] as const) {
      lookUp = store.lookUp(query);
      expect(store.lookup).toBeNull();
      await service.fail(failure);
      await lookUp;
      expect(store.lookupState).toBe(state);
    }
  });
});
