import { describe, expect, it } from 'vitest';
import { LEADING_LIMITS, leadingOptionalFilters } from './leading-results.ts';

describe('leadingOptionalFilters', () => {
  it('scores featured products in link order, then featured collections, then prioritised products', () => {
    expect(
      leadingOptionalFilters({
        featuredProductIds: ['MN2', 'MN1'],
        featuredCollections: ['summer edit'],
        prioritizedProductIds: ['MN9', 'MN1'],
      }),
    ).toEqual([
      [
        'productId:MN2<score=4>',
        'productId:MN1<score=3>',
        'collections:summer edit<score=2>',
        'productId:MN9<score=1>',
      ],
    ]);
  });

  it('sends nothing when there is nothing to lead with, and cleans what a link may carry', () => {
    expect(leadingOptionalFilters({ featuredProductIds: [], featuredCollections: [] })).toEqual([]);
    expect(
      leadingOptionalFilters({ featuredProductIds: ['MN1<score=99>', '"'], featuredCollections: ['-sale'] }),
    ).toEqual([['productId:MN1score99<score=2>', 'collections:\\-sale<score=1>']]);
  });

  it('keeps each list within the search endpoint’s cap on optional filters', () => {
    const many = (prefix: string) => Array.from({ length: 60 }, (_, index) => `${prefix}${index}`);
    const [group] = leadingOptionalFilters({
      featuredProductIds: many('F'),
      featuredCollections: many('c'),
      prioritizedProductIds: many('P'),
    });
    const total =
      LEADING_LIMITS.featuredProductIds +
      LEADING_LIMITS.featuredCollections +
      LEADING_LIMITS.prioritizedProductIds;
    expect(group).toHaveLength(total);
    expect(total).toBeLessThanOrEqual(50);
  });
});
