import { autorun } from 'mobx';
import { describe, expect, it, vi } from 'vitest';
import { createFakeServices } from '../../../tests/helpers/fake-services.ts';
import { fixtureSites } from '../../../tests/helpers/fixtures.ts';
import { LazyStore } from './lazy-store.ts';
import { createRootStore } from '../../app/root.ts';
import { cartStore } from '../../features/bag/index.ts';

describe('LazyStore', () => {
  it('creates the store once, on the first ready(), and observers see it appear', async () => {
    const create = vi.fn(async () => ({ name: 'cart' }));
    const lazy = new LazyStore(create);
    const seen: (string | undefined)[] = [];
    const stop = autorun(() => seen.push(lazy.current?.name));
    expect(create).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([lazy.ready(), lazy.ready()]);
    expect(a).toBe(b);
    expect(create).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([undefined, 'cart']);
    stop();
  });

  it('tries again after a failed load', async () => {
    const create = vi.fn<() => Promise<{ n: number }>>().mockRejectedValueOnce(new Error('offline'));
    create.mockResolvedValueOnce({ n: 2 });
    const lazy = new LazyStore(create);
    await expect(lazy.ready()).rejects.toThrow('offline');
    expect(lazy.current).toBeUndefined();
    expect(await lazy.ready()).toEqual({ n: 2 });
  });
});

describe('createRootStore cart', () => {
  it('builds the cart store on first use with the cart service, and calls nothing before', async () => {
    const services = createFakeServices();
    const stores = createRootStore(services, { sites: fixtureSites, preview: false });
    expect(stores.get(cartStore).current).toBeUndefined();
    const cart = await stores.get(cartStore).ready();
    expect(services.cartService.calls).toEqual([]);
    await cart.ensureLoaded();
    expect(services.cartService.calls.map((c) => c.method)).toEqual(['load']);
    expect(stores.get(cartStore).current).toBe(cart);
  });
});
