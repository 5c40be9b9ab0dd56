import { describe, expect, it } from 'vitest';
import type { ShellContent } from '../../kernel/stores/index.ts';
import { resolveRoute } from './route-table.ts';
import type { RouteStores } from '../../routing/route-types.ts';

// The order routes read only the path to match.
const context = (rest: string) => ({ shell: {} as ShellContent, rest, stores: {} as RouteStores });

describe('order routes', () => {
  it('gives the history, the guest lookup, tracking and one order each their page', () => {
    expect(resolveRoute(context('/orders')).id).toBe('orders');
    expect(resolveRoute(context('/tracking')).id).toBe('tracking');
    expect(resolveRoute(context('/orders/UKABC123')).id).toBe('order');
  });

  it('takes /orders/order-status as the guest lookup, not as an order of that reference', () => {
    expect(resolveRoute(context('/orders/order-status')).id).toBe('order-status');
  });

  it('leaves paths no order could have to the other routes', () => {
    for (const rest of ['/orders/UK1/extra', "/orders/UK'1", '/orders/'])
      expect(resolveRoute(context(rest)).id, rest).not.toMatch(/^order/);
  });
});
