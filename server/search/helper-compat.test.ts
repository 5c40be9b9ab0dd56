import algoliasearchHelper from 'algoliasearch-helper';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../schemas/search/product-record.ts';
import { startSearchHarness, type SearchHarness } from '../test-support/search-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { bruteForce, facetCounts, lowerKeys, referenceRecords } from './test-support/reference.ts';

// algoliasearch-helper v3 (what InstantSearch runs on) against the endpoint through the official v5 client, which
// still takes the helper's legacy `search([{indexName, params}])` form. Disjunctive faceting is the helper's own
// job (one extra query per refined disjunctive facet); the endpoint only has to answer each query right.

const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;
const UK = 'uk_products';

let harness: SearchHarness;

beforeAll(async () => {
  harness = await startSearchHarness(pglite, 80);
}, 60_000);
afterAll(() => harness?.close());

type Counted = Record<string, number>;
const top = (counts: Counted, n: number) =>
  Object.entries(counts)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, n)
    .map(([value]) => value);

/** The refinements under test, picked from the data so each of them narrows the results. */
function scenario(records: ProductRecord[]) {
  const category = 'women';
  const inCategory = bruteForce(records, { filters: `categoryPageIds:${category}` });
  const prices = inCategory.map((r) => r.price.sale.total).sort((a, b) => a - b);
  const minPrice = prices[Math.floor(prices.length / 4)]!;
  const base = bruteForce(inCategory, { numericFilters: [`price.sale.total>=${minPrice}`] });
  const colours = top(facetCounts(base, 'color'), 2);
  const inColours = bruteForce(base, { facetFilters: [colours.map((c) => `color:${c}`)] });
  const [size] = top(facetCounts(inColours, 'size'), 1);
  return { category, minPrice, colours, size: size!, base };
}

function helperFor() {
  return algoliasearchHelper(harness.client() as never, UK, {
    disjunctiveFacets: ['color', 'size'],
    facets: ['categoryPageIds'],
    hitsPerPage: 1000,
    maxValuesPerFacet: 1000,
  });
}

describe('algoliasearch-helper with disjunctive and conjunctive facets and a numeric refinement', () => {
  it('answers hits and facet counts equal to brute force', async () => {
    const records = referenceRecords(harness.service, 'GBP');
    const { category, minPrice, colours, size, base } = scenario(records);
    const helper = helperFor()
      .addFacetRefinement('categoryPageIds', category)
      .addDisjunctiveFacetRefinement('color', colours[0]!)
      .addDisjunctiveFacetRefinement('color', colours[1]!)
      .addDisjunctiveFacetRefinement('size', size)
      .addNumericRefinement('price.sale.total', '>=', minPrice);
    const { content } = await helper.searchOnce({});

    const colourGroup = { facetFilters: [colours.map((c) => `color:${c}`)] };
    const sizeGroup = { facetFilters: [`size:${size}`] };
    const expected = bruteForce(bruteForce(base, colourGroup), sizeGroup);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(base.length);
    expect(content.nbHits).toBe(expected.length);
    expect(content.hits.map((hit) => hit.objectID).sort()).toEqual(expected.map((r) => r.objectID).sort());

    const counts = (facet: string) => {
      const values = content.getFacetValues(facet, { sortBy: ['name:asc'] }) as {
        name: string;
        count: number;
        isRefined: boolean;
      }[];
      return {
        counts: lowerKeys(Object.fromEntries(values.map((value) => [value.name, value.count]))),
        refined: values.filter((value) => value.isRefined).map((value) => value.name.toLowerCase()),
      };
    };
    // Disjunctive: counted with every refinement but the facet's own (the helper lists refined values at 0).
    const withRefined = (values: string[], counted: Counted) => ({
      ...Object.fromEntries(values.map((value) => [value, 0])),
      ...counted,
    });
    const colour = counts('color');
    expect(colour.counts).toEqual(withRefined(colours, facetCounts(bruteForce(base, sizeGroup), 'color')));
    expect(colour.refined.sort()).toEqual([...colours].sort());
    expect(Object.keys(colour.counts).length).toBeGreaterThan(2);
    const sizes = counts('size');
    expect(sizes.counts).toEqual(withRefined([size], facetCounts(bruteForce(base, colourGroup), 'size')));
    expect(sizes.refined).toEqual([size]);
    // Conjunctive: counted among the hits.
    expect(counts('categoryPageIds').counts).toEqual(facetCounts(expected, 'categoryPageIds'));
  });

  it('searches facet values of a disjunctive facet without its own refinement', async () => {
    const records = referenceRecords(harness.service, 'GBP');
    const { category, minPrice, colours, size, base } = scenario(records);
    const helper = helperFor()
      .addFacetRefinement('categoryPageIds', category)
      .addDisjunctiveFacetRefinement('color', colours[0]!)
      .addDisjunctiveFacetRefinement('size', size)
      .addNumericRefinement('price.sale.total', '>=', minPrice);
    const answer = await helper.searchForFacetValues('color', '', 100);
    const expected = facetCounts(bruteForce(base, { facetFilters: [`size:${size}`] }), 'color');
    expect(lowerKeys(Object.fromEntries(answer.facetHits.map((hit) => [hit.value, hit.count])))).toEqual(
      expected,
    );
    expect(answer.facetHits.find((hit) => hit.value === colours[0])?.isRefined).toBe(true);
  });

  it('pages through refined results', async () => {
    const records = referenceRecords(harness.service, 'GBP');
    const { category, base } = scenario(records);
    const helper = helperFor()
      .addFacetRefinement('categoryPageIds', category)
      .setQueryParameter('hitsPerPage', 4);
    const seen: string[] = [];
    const inCategory = bruteForce(records, { filters: `categoryPageIds:${category}` });
    expect(inCategory.length).toBeGreaterThanOrEqual(base.length);
    for (let page = 0; page < Math.ceil(inCategory.length / 4); page++) {
      const { content } = await helper.setPage(page).searchOnce({});
      expect(content.nbPages).toBe(Math.ceil(inCategory.length / 4));
      seen.push(...content.hits.map((hit) => hit.objectID));
    }
    expect(seen.sort()).toEqual(inCategory.map((r) => r.objectID).sort());
  });
});
