import { describe, expect, it } from 'vitest';
import type { ShippingOption } from '../../../kernel/types/cart.ts';
import { freeDeliveryProgress } from './free-delivery.ts';

const option = (id: string, freeOver?: number): ShippingOption => ({
  id,
  method: id,
  name: id,
  price: 495,
  delivery: { min: 2, max: 4 },
  supportsBulkyItems: true,
  ...(freeOver === undefined ? {} : { freeOver }),
});

describe('free delivery progress', () => {
  it('counts what is left against the chosen method, else the first', () => {
    const options = [option('standard', 5000), option('express', 15000)];
    expect(freeDeliveryProgress(options, undefined, 3200)).toEqual({ kind: 'remaining', amount: 1800 });
    expect(freeDeliveryProgress(options, 'express', 3200)).toEqual({ kind: 'remaining', amount: 11800 });
    expect(freeDeliveryProgress(options, 'standard', 5000)).toEqual({ kind: 'reached' });
  });

  it('says nothing when the method has no free threshold or there is no method', () => {
    expect(freeDeliveryProgress([option('standard')], undefined, 100)).toBeUndefined();
    expect(freeDeliveryProgress([], undefined, 100)).toBeUndefined();
  });

  // Changed to agree with the server, which delivers free from a threshold of 0 on.
  it('counts a threshold of 0 as reached', () => {
    expect(freeDeliveryProgress([option('standard', 0)], undefined, 0)).toEqual({ kind: 'reached' });
  });
});
