import { describe, expect, it } from 'vitest';
import {
  orderReferenceFrom,
  orderReferencePrefix,
  sampleOrderReferences,
  SHOP_ORDER_REFERENCE_PATTERN,
} from './order-reference.ts';

describe('order references', () => {
  it("start with the site's code and end with ten base32 characters", () => {
    const bytes = Uint8Array.from([0, 22, 17, 22, 26, 15, 19, 12, 22, 8]);
    expect(orderReferenceFrom('uk', bytes)).toBe('UKAWRW2PTMWI');
    expect(
      orderReferenceFrom(
        'uk',
        Uint8Array.from({ length: 10 }, (_, i) => 255 - i),
      ),
    ).toMatch(new RegExp(SHOP_ORDER_REFERENCE_PATTERN));
    expect(orderReferencePrefix('my-shop-eu')).toBe('MYSH');
  });

  it('samples cover letters, digits and a mix, each a reference the shop could make', () => {
    for (const reference of sampleOrderReferences('ae'))
      expect(reference).toMatch(new RegExp(SHOP_ORDER_REFERENCE_PATTERN));
    expect(sampleOrderReferences('jp')[0]).toBe('JPAWRW2PTMWI');
  });
});
