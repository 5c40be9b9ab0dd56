import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../../../tests/helpers/fake-services.ts';
import type { Campaign } from '../../../content/index.ts';
import { CampaignsStore, nextChange } from './campaigns-store.ts';

const campaign = (name: string, start: string, end: string, extra: Partial<Campaign> = {}): Campaign => ({
  name,
  status: 'ACTIVE',
  start,
  end,
  promotionLocations: ['HOMEPAGE'],
  ...extra,
});

const files: Record<string, Campaign | null> = {
  'winter-sale': campaign('winter-sale', '2026-11-20T00:00:00Z', '2026-12-02T00:00:00Z'),
  'autumn-edit': campaign('autumn-edit', '2026-09-15T00:00:00Z', '2026-10-31T23:59:59Z'),
  'new-year': campaign('new-year', '2026-12-31T15:00:00Z', '2027-01-12T14:59:59Z', { status: 'SCHEDULED' }),
  'cart-only': campaign('cart-only', '2026-11-01T00:00:00Z', '2027-01-01T00:00:00Z', {
    promotionLocations: ['CART'],
  }),
  broken: null,
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const clock = new ManualClock(Date.parse('2026-12-01T12:00:00Z'));
  let loads = 0;
  const store = new CampaignsStore(async (_siteId, name) => {
    loads += 1;
    if (name === 'failing') throw new Error('network');
    return files[name] ?? null;
  }, clock);
  return { clock, store, loads: () => loads };
}

describe('CampaignsStore', () => {
  it('keeps running campaigns only, by location, and drops one when it ends without a page reload', async () => {
    const { clock, store, loads } = setup();
    await store.watch('uk', ['winter-sale', 'autumn-edit', 'new-year', 'cart-only', 'broken', 'failing']);
    expect(store.at('HOMEPAGE').map((c) => c.name)).toEqual(['winter-sale']);
    expect(store.at('CART').map((c) => c.name)).toEqual(['cart-only']);
    const loadsBefore = loads();
    clock.advance(12 * 60 * 60 * 1000 - 1);
    expect(loads()).toBe(loadsBefore);
    clock.advance(1);
    await settle();
    expect(loads()).toBeGreaterThan(loadsBefore);
    expect(store.at('HOMEPAGE')).toEqual([]);
  });

  it('shows a scheduled campaign when its start passes', async () => {
    const { clock, store } = setup();
    await store.watch('jp', ['new-year']);
    expect(store.campaigns).toEqual([]);
    clock.advance(Date.parse('2026-12-31T15:00:00Z') - clock.now());
    await settle();
    expect(store.campaigns.map((c) => c.name)).toEqual(['new-year']);
  });

  it('gives no campaigns when their files fail', async () => {
    const { store } = setup();
    await store.watch('uk', ['failing', 'broken']);
    expect(store.campaigns).toEqual([]);
  });

  it('finds the next change among running and coming campaigns only', () => {
    const now = Date.parse('2026-12-01T12:00:00Z');
    expect(
      nextChange(
        Object.values(files).filter((c): c is Campaign => !!c),
        now,
      ),
    ).toBe(Date.parse('2026-12-02T00:00:00Z'));
    expect(nextChange([files['autumn-edit']!], now)).toBeUndefined();
  });
});
