import { describe, expect, it } from 'vitest';
import type { ListingQuery } from '../types/index.ts';
import { listingRequests } from './algolia-search-service.ts';

const query: ListingQuery = {
  indexName: 'uk_products',
  query: '',
  filters: 'color:"red"',
  disjunctive: [{ facet: 'color', filters: '' }],
  page: 0,
  hitsPerPage: 24,
  facets: ['color'],
  distinct: true,
  clickAnalytics: false,
  ruleContexts: [],
};

describe('listingRequests', () => {
  it('sends what the listing leads with as optional filters of its main search only', () => {
    const leading = [['productId:MN1<score=2>', 'collections:new-in<score=1>']];
    const [main, facetOnly] = listingRequests({ ...query, optionalFilters: leading });
    expect(main).toMatchObject({ optionalFilters: leading, filters: 'color:"red"' });
    expect(facetOnly).not.toHaveProperty('optionalFilters');
    expect(listingRequests(query)[0]).not.toHaveProperty('optionalFilters');
  });
});
