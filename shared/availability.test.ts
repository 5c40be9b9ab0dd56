import { describe, expect, it } from 'vitest';
import { PURCHASABLE } from '../schemas/api/conventions.ts';
import { AVAILABILITY_RANK, bestAvailability, isPurchasable } from './availability.ts';

describe('availability', () => {
  it('ranks what can be had now, then backorder before preorder, then what cannot, NOTAVAILABLE last', () => {
    expect(bestAvailability(['OUTOFSTOCK', 'PREORDER', 'LOWSTOCK'], 'DISCONTINUED')).toBe('LOWSTOCK');
    expect(bestAvailability(['PREORDER', 'BACKORDER'], 'DISCONTINUED')).toBe('BACKORDER');
    expect(bestAvailability(['NOTAVAILABLE', 'DISCONTINUED'], 'NOTAVAILABLE')).toBe('DISCONTINUED');
    expect(AVAILABILITY_RANK.at(-1)).toBe('NOTAVAILABLE');
  });

  it('answers the caller’s own name when there is nothing to rank', () => {
    expect(bestAvailability([], 'DISCONTINUED')).toBe('DISCONTINUED');
    expect(bestAvailability([], 'NOTAVAILABLE')).toBe('NOTAVAILABLE');
  });

  it('ranks every purchasable availability above every other', () => {
    const rank = (name: string) => AVAILABILITY_RANK.indexOf(name as never);
    const worstPurchasable = Math.max(...PURCHASABLE.map(rank));
    const others = AVAILABILITY_RANK.filter((name) => !isPurchasable(name));
    expect(others).toEqual(['OUTOFSTOCK', 'DISCONTINUED', 'NOTAVAILABLE']);
    for (const name of others) expect(rank(name)).toBeGreaterThan(worstPurchasable);
  });
});
