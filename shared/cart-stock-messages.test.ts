import { describe, expect, it } from 'vitest';
import { stockMessages } from './cart-stock-messages.ts';

describe('the bag’s stock messages', () => {
  it('names the unavailable lines in an error and the low ones in a warning, in line order', () => {
    const lines = [
      { id: 'a', availability: 'LOWSTOCK' },
      { id: 'b', availability: 'OUTOFSTOCK' },
      { id: 'c', availability: 'INSTOCK' },
      { id: 'd', availability: 'LOWSTOCK' },
    ];
    expect(stockMessages(lines, (line) => line.availability === 'OUTOFSTOCK')).toEqual({
      unavailable: { type: 'error', code: 'UNAVAILABLE_ITEMS', itemIds: ['b'] },
      limited: { type: 'warning', code: 'LIMITED_STOCK', itemIds: ['a', 'd'] },
    });
  });

  it('gives no message where no line calls for one', () => {
    expect(stockMessages([{ id: 'a', availability: 'INSTOCK' }], () => false)).toEqual({});
  });
});
