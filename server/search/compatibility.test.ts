import type { Algoliasearch, SearchResponse } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../schemas/search/product-record.ts';
import { startSearchHarness, type SearchHarness } from '../test-support/search-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { FACET_ATTRIBUTES } from './catalogue/catalogue-documents.ts';
import type { FilterParams } from './filters/index.ts';
import {
  bruteForce,
  facetCounts,
  lowerKeys,
  minMax,
  productCounts,
  productIds,
  referenceRecords,
  statusOf,
} from './test-support/reference.ts';

// The endpoint driven by the official algoliasearch v5 client, every answer checked against a brute-force
// evaluation of the same request over the engine's own records (in the site's currency).

type Hit = ProductRecord & {
  _highlightResult?: Record<string, { value: string; matchLevel: string; matchedWords: string[] }>;
};
type Result = SearchResponse<Hit>;

const UK = 'uk_products';
const ALL = { hitsPerPage: 1000, maxValuesPerFacet: 1000 } as const;

/** `filters` strings covering the grammar; each must select some records and leave some out. */
const FILTER_STRINGS = [
  'color:black',
  'color:BLACK OR color:navy OR color:"dark-indigo"',
  'NOT color:black',
  'price.sale.total > 5000',
  'price.sale.total:2000 TO 8000',
  'NOT price.sale.total:2000 TO 8000',
  'price.sale.total != 7500',
  'onSale:true',
  'onSale:false AND (brand.tag:kestrel OR brand.tag:saltmarsh)',
  '_tags:_grp_MN100024 OR _tags:"_grp_MN100025"',
  'brand.name:"Harlow & Finch"',
  'brand.name:"Maison Nord" AND NOT categoryPageIds:"women-shoes"',
  'categoryPageIds:"women-clothing" AND (size:m OR size:l) AND price.sale.total <= 10000',
  'discountPercent >= 20 OR price.sale.total < 3000',
  'collections:"new-in" AND NOT onSale:true AND availability < 3',
  '(gender:men) AND ((categories:shoes))',
  'availability:1 AND price.list.total >= 4000',
];

/** The array parameters, alone and together with `filters`. */
const ARRAY_FILTERS: FilterParams[] = [
  { facetFilters: [['color:black', 'color:navy'], 'gender:women', 'size:-xs'] },
  { facetFilters: ['categoryPageIds:-women', ['brand.tag:kestrel', 'brand.tag:saltmarsh']] },
  { numericFilters: ['price.sale.total>=3000', ['discountPercent>0', 'availability=2']] },
  { numericFilters: ['price.sale.total:2000 TO 6000'] },
  { tagFilters: [['_grp_MN100024', '_grp_MN100025']] },
  { tagFilters: ['-_grp_MN100024'], facetFilters: ['gender:girls'] },
  {
    filters: 'gender:women',
    facetFilters: ['color:-black'],
    numericFilters: ['price.sale.total<9000'],
    tagFilters: [['-_grp_MN100024']],
  },
];

describe.each(testDatabaseKinds)('Algolia compatibility ($name)', (kind) => {
  let harness: SearchHarness;
  let client: Algoliasearch;
  /** Records of the uk site (GBP), read afresh: the sync test at the end changes them. */
  const uk = () => referenceRecords(harness.service, 'GBP');

  beforeAll(async () => {
    harness = await startSearchHarness(kind, 300);
    client = harness.client();
  }, 120_000);
  afterAll(() => harness?.close());

  const search = (searchParams: Record<string, unknown>, indexName = UK) =>
    client.searchSingleIndex<Hit>({ indexName, searchParams }) as Promise<Result>;

  /** One multi-search: every hit with counts for `facets: ['*']`, and the price stats in a second request. */
  async function searchAll(params: FilterParams): Promise<[Result, Result]> {
    const { results } = await client.search<Hit>({
      requests: [
        { indexName: UK, ...params, ...ALL, facets: ['*'] },
        { indexName: UK, ...params, hitsPerPage: 0, facets: ['price.sale.total'] },
      ] as never,
    });
    return results as [Result, Result];
  }

  async function expectLikeBruteForce(params: FilterParams) {
    const records = uk();
    const expected = bruteForce(records, params);
    expect(expected.length, 'a filter case must select something').toBeGreaterThan(0);
    expect(expected.length, 'a filter case must leave something out').toBeLessThan(records.length);
    const [all, stats] = await searchAll(params);
    expect(all.nbHits).toBe(expected.length);
    expect(stats.nbHits).toBe(expected.length);
    expect(all.hits.map((hit) => hit.objectID).sort()).toEqual(expected.map((r) => r.objectID).sort());
    for (const facet of FACET_ATTRIBUTES)
      expect(lowerKeys(all.facets?.[facet]), `facet ${facet}`).toEqual(facetCounts(expected, facet));
    const { min, max } = minMax(expected, 'price.sale.total')!;
    expect(stats.facets_stats?.['price.sale.total']).toMatchObject({ min, max });
  }

  describe('filters against brute force', () => {
    it.each(FILTER_STRINGS)('filters: %s', (filters) => expectLikeBruteForce({ filters }));
    it.each(ARRAY_FILTERS.map((params) => [JSON.stringify(params), params] as const))(
      'array form %s',
      (_name, params) => expectLikeBruteForce(params),
    );

    it('answers the counts of the storefront facets with facets: ["*"]', async () => {
      const [all] = await searchAll({ filters: 'gender:women' });
      for (const facet of ['color', 'size', 'categoryPageIds', 'brand.name', 'onSale'])
        expect(Object.keys(all.facets?.[facet] ?? {}).length, facet).toBeGreaterThan(1);
    });

    it('keeps the maxValuesPerFacet most frequent values, most frequent first', async () => {
      const expected = Object.values(facetCounts(bruteForce(uk(), { filters: 'gender:women' }), 'color'))
        .sort((a, b) => b - a)
        .slice(0, 3);
      const result = await search({ filters: 'gender:women', facets: ['color'], maxValuesPerFacet: 3 });
      expect(Object.values(result.facets?.color ?? {})).toEqual(expected);
    });

    it('answers facets_stats for the numeric facets with facets: ["*"]', async () => {
      const records = bruteForce(uk(), { filters: 'gender:women' });
      const result = await search({ filters: 'gender:women', facets: ['*'], hitsPerPage: 0 });
      expect(result.facets_stats?.['price.sale.total']).toMatchObject(minMax(records, 'price.sale.total')!);
    });

    it('searches facet values among the records a query matches', async () => {
      const records = bruteForce(uk(), { filters: 'gender:women' });
      const expected = Object.entries(facetCounts(records, 'color'))
        .filter(([value]) => value.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith('bl')))
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
      expect(expected.length).toBeGreaterThan(1);
      const answer = await client.searchForFacetValues({
        indexName: UK,
        facetName: 'color',
        searchForFacetValuesRequest: {
          facetQuery: 'bl',
          maxFacetHits: 100,
          params: 'filters=gender%3Awomen',
        },
      });
      expect(answer.facetHits.map((hit) => [hit.value.toLowerCase(), hit.count])).toEqual(expected);
      const black = answer.facetHits.find((hit) => hit.value === 'black');
      expect(black?.highlighted).toBe('<em>bl</em>ack');
      // The same through a multi-search request of type "facet", answered in request order.
      const { results } = await client.search({
        requests: [
          { indexName: UK, query: '', hitsPerPage: 1, filters: 'gender:women' },
          { indexName: UK, type: 'facet', facet: 'color', facetQuery: 'bl', maxFacetHits: 100 },
        ] as never,
      });
      expect((results[0] as Result).nbHits).toBe(records.length);
      const all = Object.entries(facetCounts(uk(), 'color')).filter(([value]) =>
        value.split('-').some((word) => word.startsWith('bl')),
      );
      expect((results[1] as { facetHits: unknown[] }).facetHits).toHaveLength(all.length);
    });
  });

  describe('distinct', () => {
    it('folds colours into one hit per product', async () => {
      const expected = bruteForce(uk(), { filters: 'gender:women' });
      const products = productIds(expected);
      expect(products.size).toBeLessThan(expected.length);
      const result = await search({ filters: 'gender:women', distinct: true, hitsPerPage: 1000 });
      expect(result.nbHits).toBe(products.size);
      expect(result.hits).toHaveLength(products.size);
      expect(new Set(result.hits.map((hit) => hit.productId))).toEqual(products);
      const paged = await search({ filters: 'gender:women', distinct: 1, hitsPerPage: 7, page: 2 });
      expect(paged.nbPages).toBe(Math.ceil(products.size / 7));
      expect(paged.hits.map((hit) => hit.objectID)).toEqual(
        result.hits.slice(14, 21).map((hit) => hit.objectID),
      );
    });
  });

  describe('facetingAfterDistinct', () => {
    const LISTINGS = ['categoryPageIds:women', 'categoryPageIds:women AND (color:black OR color:navy)'];
    const facets = [...FACET_ATTRIBUTES];

    it.each(LISTINGS)(
      'counts each product once per value, as many as ticking the value finds: %s',
      async (filters) => {
        const listing = { filters, distinct: true, hitsPerPage: 0, facets, ...{ maxValuesPerFacet: 1000 } };
        const result = await search({ ...listing, facetingAfterDistinct: true });
        const matching = bruteForce(uk(), { filters });
        for (const facet of facets)
          expect(lowerKeys(result.facets?.[facet]), `facet ${facet}`).toEqual(productCounts(matching, facet));
        // Without it a product counts once per colour holding the value, as Algolia does by default.
        const perRecord = await search(listing);
        expect(lowerKeys(perRecord.facets?.size)).toEqual(facetCounts(matching, 'size'));
        const refinements = Object.entries(result.facets ?? {}).flatMap(([facet, counts]) =>
          Object.entries(counts).map(([value, count]) => ({ facet, value, count })),
        );
        expect(refinements.length).toBeGreaterThan(50);
        for (let start = 0; start < refinements.length; start += 50) {
          const batch = refinements.slice(start, start + 50);
          const { results } = await client.search<Hit>({
            requests: batch.map(({ facet, value }) => ({
              indexName: UK,
              filters: `(${filters}) AND ${facet}:"${value}"`,
              distinct: true,
              hitsPerPage: 0,
            })),
          });
          expect((results as Result[]).map((refined) => refined.nbHits)).toEqual(
            batch.map(({ count }) => count),
          );
        }
      },
    );
  });

  describe('paging', () => {
    const filters = 'categoryPageIds:"women-clothing-dresses"';

    it('splits the hits into pages that neither overlap nor leave any out', async () => {
      const expected = bruteForce(uk(), { filters });
      expect(expected.length).toBeGreaterThan(10);
      const full = await search({ filters, hitsPerPage: 1000 });
      const pages: Result[] = [];
      for (let page = 0; page * 5 < expected.length + 5; page++)
        pages.push(await search({ filters, hitsPerPage: 5, page }));
      const nbPages = Math.ceil(expected.length / 5);
      for (const [page, result] of pages.entries()) {
        expect(result).toMatchObject({ page, hitsPerPage: 5, nbPages, nbHits: expected.length });
        expect(result.hits).toHaveLength(Math.max(0, Math.min(5, expected.length - page * 5)));
      }
      expect(pages.at(-1)!.hits).toHaveLength(0);
      const listed = pages.flatMap((result) => result.hits.map((hit) => hit.objectID));
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed).toEqual(full.hits.map((hit) => hit.objectID));
      expect([...listed].sort()).toEqual(expected.map((record) => record.objectID).sort());
    });

    it('takes offset and length instead of pages', async () => {
      const full = await search({ filters, hitsPerPage: 1000 });
      const window = await search({ filters, offset: 3, length: 4 });
      expect(window).toMatchObject({ offset: 3, length: 4, nbHits: full.nbHits });
      expect(window.hits.map((hit) => hit.objectID)).toEqual(
        full.hits.slice(3, 7).map((hit) => hit.objectID),
      );
      const tail = await search({ filters, offset: full.nbHits! - 2, length: 10 });
      expect(tail.hits.map((hit) => hit.objectID)).toEqual(full.hits.slice(-2).map((hit) => hit.objectID));
    });
  });

  describe('sort replicas', () => {
    const sorted = (values: number[], order: 'asc' | 'desc') =>
      values.every(
        (value, i) => i === 0 || (order === 'asc' ? values[i - 1]! <= value : values[i - 1]! >= value),
      );

    it.each([
      ['uk_products_priceLowToHigh', 'asc', (hit: Hit) => hit.price.sale.total],
      ['uk_products_priceHighToLow', 'desc', (hit: Hit) => hit.price.sale.total],
      ['uk_products_newest', 'desc', (hit: Hit) => hit.createdAt],
      ['uk_products_discount', 'desc', (hit: Hit) => hit.discountPercent],
    ] as const)('%s orders its hits %s', async (indexName, order, value) => {
      const records = uk();
      const all = await search({ hitsPerPage: 1000 }, indexName);
      expect(all.index).toBe(indexName);
      expect(all.nbHits).toBe(records.length);
      const values = all.hits.map(value);
      expect(new Set(values).size).toBeGreaterThan(3);
      expect(sorted(values, order)).toBe(true);
      // The sort also holds with a text query and a filter, before relevance.
      const some = await search({ query: 'jacket', filters: 'gender:women OR gender:men' }, indexName);
      expect(some.nbHits).toBeGreaterThan(2);
      expect(sorted(some.hits.map(value), order)).toBe(true);
    });
  });

  describe('text', () => {
    /** A product whose name has a word of 6+ letters, and that word as written. */
    function target() {
      for (const record of uk()) {
        const words = record.name.split(/[^\p{L}]+/u);
        const word = words.find((candidate) => candidate.length >= 6);
        if (word && words.at(-1)!.length >= 5) return { record, word };
      }
      throw new Error('no product name with a long word');
    }

    it('finds a product by a word of its name, every product so named, and highlights the word', async () => {
      const { record, word } = target();
      const result = await search({ query: word.toLowerCase(), hitsPerPage: 1000 });
      const named = uk().filter((r) =>
        r.name
          .toLowerCase()
          .split(/[^\p{L}]+/u)
          .includes(word.toLowerCase()),
      );
      const ids = result.hits.map((hit) => hit.objectID);
      expect(ids).toContain(record.objectID);
      expect(ids).toEqual(expect.arrayContaining(named.map((r) => r.objectID)));
      const hit = result.hits.find((h) => h.objectID === record.objectID)!;
      expect(hit._highlightResult?.name?.value).toContain(`<em>${word}</em>`);
      expect(hit._highlightResult?.name?.matchLevel).toBe('full');
      expect(hit._highlightResult?.name?.matchedWords).toEqual([word.toLowerCase()]);
    });

    it('forgives one typo in a word of 5+ letters', async () => {
      const { record, word } = target();
      const lower = word.toLowerCase();
      const typo = `${lower.slice(0, 2)}${lower[2] === 'x' ? 'z' : 'x'}${lower.slice(3)}`;
      const result = await search({ query: typo, hitsPerPage: 1000 });
      expect(result.hits.map((hit) => hit.objectID)).toContain(record.objectID);
      const twoTypos = `${lower.slice(0, 2)}xx${lower.slice(4)}`;
      if (lower.length < 8) {
        const none = await search({ query: twoTypos, hitsPerPage: 1000 });
        expect(none.hits.map((hit) => hit.objectID)).not.toContain(record.objectID);
      }
    });

    it('matches a prefix of the last word and highlights the prefix', async () => {
      const { record } = target();
      const words = record.name.split(/[^\p{L}]+/u).filter(Boolean);
      const last = words.at(-1)!;
      const query = [...words.slice(0, -1), last.slice(0, 3)].join(' ');
      const result = await search({ query, hitsPerPage: 1000 });
      const hit = result.hits.find((h) => h.objectID === record.objectID);
      expect(hit).toBeDefined();
      expect(hit!._highlightResult?.name?.value).toContain(`<em>${last.slice(0, 3)}</em>${last.slice(3)}`);
      // Not a prefix when it is not the last word.
      const inside = await search({ query: `${last.slice(0, 3)} ${words[0]}`, hitsPerPage: 1000 });
      expect(inside.hits.map((h) => h.objectID)).not.toContain(record.objectID);
    });

    it('honours highlightPreTag and highlightPostTag', async () => {
      const { record, word } = target();
      const result = await search({
        query: word,
        filters: `objectID:"${record.objectID}"`,
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
      });
      expect(result.nbHits).toBe(1);
      const value = result.hits[0]!._highlightResult!.name!.value;
      expect(value).toContain(`<mark>${word}</mark>`);
      expect(value).not.toContain('<em>');
    });
  });

  describe('currency', () => {
    it('prices the same record in each site’s currency', async () => {
      const record = uk().find((r) => r.onSale) ?? uk()[0]!;
      const filters = `objectID:"${record.objectID}"`;
      const { engine } = harness.service.catalogue;
      const prices = engine.get(record.objectID)!.prices;
      const [gb, jp, us] = await Promise.all([
        search({ filters }, 'uk_products'),
        search({ filters }, 'jp_products'),
        search({ filters }, 'us_products'),
      ]);
      expect(gb.hits[0]!.price).toEqual(prices.GBP!.price);
      expect(jp.hits[0]!.price).toEqual(prices.JPY!.price);
      expect(us.hits[0]!.price).toEqual(prices.USD!.price);
      expect(jp.hits[0]!.price.sale.total).not.toBe(gb.hits[0]!.price.sale.total);
    });

    it('filters and sorts on the site’s currency', async () => {
      const jpRecords = referenceRecords(harness.service, 'JPY');
      const { min, max } = minMax(jpRecords, 'price.sale.total')!;
      const mid = Math.round((min + max) / 3);
      const filters = `price.sale.total:${min} TO ${mid}`;
      const expected = bruteForce(jpRecords, { filters });
      expect(expected.length).toBeGreaterThan(0);
      const result = await search(
        { filters, hitsPerPage: 1000, facets: ['price.sale.total'] },
        'jp_products',
      );
      expect(result.nbHits).toBe(expected.length);
      expect(result.facets_stats?.['price.sale.total']).toMatchObject(minMax(expected, 'price.sale.total')!);
      const cheapest = await search({ hitsPerPage: 1 }, 'jp_products_priceLowToHigh');
      expect(cheapest.hits[0]!.price.sale.total).toBe(min);
    });
  });

  describe('query suggestions', () => {
    const SUGGESTIONS = 'uk_products_query_suggestions';

    it('lists the most popular suggestions first', async () => {
      const result = (await client.searchSingleIndex({
        indexName: SUGGESTIONS,
        searchParams: { query: '', hitsPerPage: 5 },
      })) as SearchResponse<{ query: string; popularity: number }>;
      expect(result.hits).toHaveLength(5);
      expect(result.nbHits).toBeGreaterThan(5);
      for (const hit of result.hits) expect(typeof hit.query).toBe('string');
      const popularity = result.hits.map((hit) => hit.popularity);
      expect([...popularity].sort((a, b) => b - a)).toEqual(popularity);
    });

    it('turns a searched query into a suggestion', async () => {
      const before = await client.searchSingleIndex({
        indexName: SUGGESTIONS,
        searchParams: { query: 'boxy jacket' },
      });
      expect(before.hits.map((hit) => (hit as { query?: string }).query)).not.toContain('boxy jacket');
      const searched = await search({ query: 'Boxy  Jacket', clickAnalytics: true });
      expect(searched.nbHits).toBeGreaterThan(0);
      expect(searched.queryID).toMatch(/^[0-9a-f]{32}$/);
      await harness.service.flushSearches();
      await harness.service.rebuildSuggestions();
      const after = await client.searchSingleIndex({
        indexName: SUGGESTIONS,
        searchParams: { query: 'boxy jacket' },
      });
      expect(after.hits.map((hit) => (hit as { query?: string }).query)).toContain('boxy jacket');
    });
  });

  describe('rules', () => {
    it('applies a saved rule: userData and the promoted record first', async () => {
      const admin = harness.client('admin');
      const plain = await search({ query: 'jacket', hitsPerPage: 1000 });
      expect(plain.nbHits).toBeGreaterThan(3);
      const promoted = plain.hits.at(-1)!.objectID;
      await admin.saveRule({
        indexName: UK,
        objectID: 'jacket-sale',
        rule: {
          objectID: 'jacket-sale',
          conditions: [{ pattern: 'jacket', anchoring: 'is' }],
          consequence: { userData: { redirect: '/sale' }, promote: [{ objectID: promoted, position: 0 }] },
        },
      });
      const result = await search({ query: 'Jacket', hitsPerPage: 1000 });
      expect(result.userData).toEqual([{ redirect: '/sale' }]);
      expect(result.hits[0]!.objectID).toBe(promoted);
      expect(result.nbHits).toBe(plain.nbHits);
      expect(result.hits.filter((hit) => hit.objectID === promoted)).toHaveLength(1);
      expect(result.appliedRules).toEqual([{ objectID: 'jacket-sale' }]);
      const disabled = await search({ query: 'jacket', enableRules: false, hitsPerPage: 1000 });
      expect(disabled.userData).toBeUndefined();
      expect(disabled.hits.map((hit) => hit.objectID)).toEqual(plain.hits.map((hit) => hit.objectID));
      const other = await search({ query: 'jackets and more' });
      expect(other.userData).toBeUndefined();
      await admin.deleteRule({ indexName: UK, objectID: 'jacket-sale' });
      expect((await search({ query: 'jacket' })).userData).toBeUndefined();
    });

    it('leads with the records optional filters name, by score, as a campaign link asks', async () => {
      const plain = await search({ hitsPerPage: 1000, distinct: true });
      const [first, second] = [plain.hits.at(-1)!.productId, plain.hits.at(-2)!.productId];
      const collection = plain.hits.find((hit) => hit.collections.length > 0)!.collections[0]!;
      const featured = await search({
        hitsPerPage: 1000,
        distinct: true,
        optionalFilters: [
          `productId:${second}<score=3>`,
          `productId:${first}<score=4>`,
          `collections:${collection}<score=1>`,
        ],
      });
      expect(featured.nbHits).toBe(plain.nbHits);
      expect(featured.hits.slice(0, 2).map((hit) => hit.productId)).toEqual([first, second]);
      const inCollection = plain.hits.filter((hit) => hit.collections.includes(collection)).length;
      expect(featured.hits.slice(2, inCollection).every((hit) => hit.collections.includes(collection))).toBe(
        true,
      );
      // The legacy params string carries them as JSON, scores and all.
      const legacy = await search({
        params: `optionalFilters=${encodeURIComponent(`["productId:${first}<score=2>"]`)}`,
      });
      expect(legacy.hits[0]!.productId).toBe(first);
    });

    it('pins a promoted record at the position the rule gives', async () => {
      const admin = harness.client('admin');
      const plain = await search({ query: 'boots', hitsPerPage: 1000 });
      expect(plain.nbHits).toBeGreaterThan(5);
      const promoted = plain.hits.at(-1)!.objectID;
      await admin.saveRule({
        indexName: UK,
        objectID: 'boots-third',
        rule: {
          objectID: 'boots-third',
          conditions: [{ pattern: 'boots', anchoring: 'is' }],
          consequence: { promote: [{ objectID: promoted, position: 2 }] },
        },
      });
      try {
        const result = await search({ query: 'boots', hitsPerPage: 1000 });
        expect(result.hits.map((hit) => hit.objectID).indexOf(promoted)).toBe(2);
      } finally {
        await admin.deleteRule({ indexName: UK, objectID: 'boots-third' });
      }
    });

    it('applies no rule, not even a conditionless one, when enableRules is false', async () => {
      const admin = harness.client('admin');
      await admin.saveRule({
        indexName: UK,
        objectID: 'always-banner',
        rule: { objectID: 'always-banner', consequence: { userData: { banner: 'free-delivery' } } },
      });
      try {
        expect((await search({ query: 'coat' })).userData).toEqual([{ banner: 'free-delivery' }]);
        expect((await search({ query: 'coat', enableRules: false })).userData).toBeUndefined();
      } finally {
        await admin.deleteRule({ indexName: UK, objectID: 'always-banner' });
      }
    });

    /** Save a rule for the length of `work`. */
    async function withRule(rule: Record<string, unknown> & { objectID: string }, work: () => Promise<void>) {
      const admin = harness.client('admin');
      await admin.saveRule({ indexName: UK, objectID: rule.objectID, rule: rule as never });
      try {
        await work();
      } finally {
        await admin.deleteRule({ indexName: UK, objectID: rule.objectID });
      }
    }

    it('adds a rule’s filters and removes words from the query (legacy `remove` form)', async () => {
      const expected = bruteForce(uk(), { filters: 'onSale:true' });
      const rule = {
        objectID: 'bargains',
        conditions: [{ pattern: 'bargains', anchoring: 'is' }],
        consequence: { params: { filters: 'onSale:true', query: { remove: ['bargains'] } } },
      };
      await withRule(rule, async () => {
        const result = await search({ query: 'bargains', hitsPerPage: 1000 });
        expect(result.nbHits).toBe(expected.length);
        expect(result.hits.every((hit) => hit.onSale)).toBe(true);
      });
    });

    it('removes words from the query with `edits`, the form the dashboard saves', async () => {
      const expected = bruteForce(uk(), { filters: 'onSale:true' });
      const rule = {
        objectID: 'deals',
        conditions: [{ pattern: 'deals', anchoring: 'is' }],
        consequence: {
          params: { filters: 'onSale:true', query: { edits: [{ type: 'remove', delete: 'deals' }] } },
        },
      };
      await withRule(rule, async () => {
        const result = await search({ query: 'deals', hitsPerPage: 1000 });
        expect(result.nbHits).toBe(expected.length);
      });
    });

    it('hides records, and fires context rules only in their context', async () => {
      const plain = await search({ query: 'jacket', hitsPerPage: 1000 });
      const hidden = plain.hits[0]!.objectID;
      const rule = {
        objectID: 'hide-mobile',
        conditions: [{ pattern: 'jacket', anchoring: 'is', context: 'mobile' }],
        consequence: { hide: [{ objectID: hidden }] },
      };
      await withRule(rule, async () => {
        const mobile = await search({ query: 'jacket', hitsPerPage: 1000, ruleContexts: ['mobile'] });
        expect(mobile.nbHits).toBe(plain.nbHits! - 1);
        expect(mobile.hits.map((hit) => hit.objectID)).not.toContain(hidden);
        const desktop = await search({ query: 'jacket', hitsPerPage: 1000, ruleContexts: ['desktop'] });
        expect(desktop.nbHits).toBe(plain.nbHits);
      });
    });

    it('matches `contains` and `startsWith` patterns on whole words', async () => {
      const rule = {
        objectID: 'red',
        conditions: [
          { pattern: 'red', anchoring: 'contains' },
          { pattern: 'wool', anchoring: 'startsWith' },
        ],
        consequence: { userData: { theme: 'red' } },
      };
      await withRule(rule, async () => {
        expect((await search({ query: 'long red dress' })).userData).toEqual([{ theme: 'red' }]);
        expect((await search({ query: 'wool coat' })).userData).toEqual([{ theme: 'red' }]);
        expect((await search({ query: 'shredded jeans' })).userData).toBeUndefined();
        expect((await search({ query: 'woollen scarf' })).userData).toBeUndefined();
      });
    });

    it('shows a promoted record the filters exclude unless filterPromotes is set', async () => {
      const outside = uk().find((r) => r.gender === 'men')!.objectID;
      const rule = (filterPromotes: boolean) => ({
        objectID: 'promote-outside',
        conditions: [{ pattern: '', anchoring: 'is' }],
        consequence: { promote: [{ objectID: outside, position: 0 }], filterPromotes },
      });
      await withRule(rule(false), async () => {
        const result = await search({ query: '', filters: 'gender:women' });
        expect(result.hits[0]!.objectID).toBe(outside);
      });
      await withRule(rule(true), async () => {
        const result = await search({ query: '', filters: 'gender:women', hitsPerPage: 1000 });
        expect(result.hits.map((hit) => hit.objectID)).not.toContain(outside);
      });
    });

    it('refuses rules from the search-only key (403) and rules with a bad filter (400)', async () => {
      const rule = { objectID: 'r1', consequence: { userData: { a: 1 } } };
      expect(await statusOf(client.saveRule({ indexName: UK, objectID: 'r1', rule }))).toBe(403);
      const admin = harness.client('admin');
      const bad = {
        objectID: 'r2',
        conditions: [{ pattern: 'dress', anchoring: 'is' as const }],
        consequence: { params: { filters: 'color:red OR (size:m AND size:l)' } },
      };
      expect(await statusOf(admin.saveRule({ indexName: UK, objectID: 'r2', rule: bad }))).toBe(400);
      expect(await statusOf(admin.getRule({ indexName: UK, objectID: 'r2' }))).toBe(404);
      expect((await search({ query: 'dress' })).appliedRules).toBeUndefined();
    });
  });

  describe('recommendations', () => {
    const recommend = () =>
      client.initRecommend({
        options: { hosts: [{ url: harness.host, accept: 'readWrite', protocol: 'http' }] },
      });

    it('recommends related products from the same category, never the product itself', async () => {
      const target = uk().find((r) => r.categoryPageIds.length > 1 && r.gender === 'women')!;
      const { results } = await recommend().getRecommendations({
        requests: [
          { indexName: UK, model: 'related-products', objectID: target.objectID, threshold: 0 },
          {
            indexName: UK,
            model: 'related-products',
            objectID: target.objectID,
            threshold: 0,
            maxRecommendations: 3,
          },
        ],
      });
      const hits = results[0]!.hits as (ProductRecord & { _score: number })[];
      expect(hits.length).toBeGreaterThan(0);
      for (const hit of hits) {
        expect(hit.productId).not.toBe(target.productId);
        expect(hit.categoryPageIds.some((id) => target.categoryPageIds.includes(id))).toBe(true);
        expect(hit._score).toBeGreaterThanOrEqual(0);
        expect(hit._score).toBeLessThanOrEqual(100);
      }
      expect(hits[0]!._score).toBe(100);
      expect(productIds(hits).size).toBe(hits.length);
      expect(results[1]!.hits).toHaveLength(3);
    });

    it('recommends trending items, within a facet when asked', async () => {
      const { results } = await recommend().getRecommendations({
        requests: [
          { indexName: UK, model: 'trending-items', threshold: 0 },
          { indexName: UK, model: 'trending-items', threshold: 0, facetName: 'gender', facetValue: 'men' },
        ],
      });
      expect(results[0]!.hits.length).toBeGreaterThan(0);
      const men = results[1]!.hits as ProductRecord[];
      expect(men.length).toBeGreaterThan(0);
      for (const hit of men) expect(hit.gender).toBe('men');
    });

    it('refuses an unknown model with 400', async () => {
      const call = recommend().getRecommendations({
        requests: [{ indexName: UK, model: 'telepathy', threshold: 0 } as never],
      });
      expect(await statusOf(call)).toBe(400);
    });
  });

  // Last: it changes the catalogue the other tests read.
  describe('following the database', () => {
    it('shows a new price, an out-of-stock colour and drops a discontinued product after sync', async () => {
      const { db } = harness;
      const records = uk();
      const [repriced, discontinued] = [records[0]!.productId, records.at(-1)!.productId];
      const [colour] = await db.query<{ product_id: string; colour_slug: string }>(
        `SELECT s.product_id, s.colour_slug FROM skus s
          WHERE (SELECT count(*) FROM product_colours c WHERE c.product_id = s.product_id) > 1
            AND s.product_id NOT IN ($1, $2)
          GROUP BY 1, 2 HAVING bool_and(s.fulfilment = 'STOCK' AND s.stock > 0 AND NOT s.discontinued)
          ORDER BY 1, 2 LIMIT 1`,
        [repriced, discontinued],
      );
      const soldOut = `${colour!.product_id}-${colour!.colour_slug}`;
      const sibling = records.find((r) => r.productId === colour!.product_id && r.objectID !== soldOut)!;
      expect(records.find((r) => r.objectID === soldOut)!.availability).toBeLessThan(3);
      const gone = records.filter((r) => r.productId === discontinued).length;
      expect(gone).toBeGreaterThan(0);

      await db.query(
        `UPDATE product_prices SET list_minor = 12345, sale_minor = NULL WHERE product_id = $1 AND currency = 'GBP'`,
        [repriced],
      );
      await db.query('UPDATE skus SET stock = 0 WHERE product_id = $1 AND colour_slug = $2', [
        colour!.product_id,
        colour!.colour_slug,
      ]);
      await db.query('UPDATE products SET discontinued = true WHERE product_id = $1', [discontinued]);
      const refreshed = await harness.service.sync();
      expect(refreshed).toEqual(expect.arrayContaining([repriced, colour!.product_id, discontinued]));

      const price = await search({ filters: `productId:"${repriced}"` });
      expect(price.nbHits).toBeGreaterThan(0);
      for (const hit of price.hits) {
        expect(hit.price).toEqual({ list: { total: 12345 }, sale: { total: 12345 } });
        expect(hit.onSale).toBe(false);
      }
      expect((await search({ filters: `productId:"${repriced}" AND price.sale.total = 12345` })).nbHits).toBe(
        price.nbHits,
      );
      const jp = await search({ filters: `productId:"${repriced}"` }, 'jp_products');
      expect(jp.hits[0]!.price.sale.total).not.toBe(12345);

      const stock = await search({ filters: `productId:"${colour!.product_id}"`, hitsPerPage: 100 });
      const out = stock.hits.find((hit) => hit.objectID === soldOut)!;
      expect(out.availability).toBe(3);
      expect(out.size).toEqual([]);
      expect(stock.hits.find((hit) => hit.objectID === sibling.objectID)!.availability).toBe(
        sibling.availability,
      );
      const inStock = await search({ filters: `productId:"${colour!.product_id}" AND availability < 3` });
      expect(inStock.hits.map((hit) => hit.objectID)).not.toContain(soldOut);

      expect((await search({ filters: `productId:"${discontinued}"` })).nbHits).toBe(0);
      const everything = await search({ hitsPerPage: 0 });
      expect(everything.nbHits).toBe(records.length - gone);
      // The index's facet and number sets follow the records changed in place.
      await expectLikeBruteForce({
        filters: 'availability = 3 OR availability >= 4 OR price.sale.total = 12345',
      });
      await expectLikeBruteForce({ filters: `productId:"${colour!.product_id}" OR size:m` });

      // Back in the catalogue, and a deleted product gone.
      const deleted = records.find(
        (r) => ![repriced, discontinued, colour!.product_id].includes(r.productId),
      )!;
      await db.query('UPDATE products SET discontinued = false WHERE product_id = $1', [discontinued]);
      await db.query('DELETE FROM products WHERE product_id = $1', [deleted.productId]);
      await harness.service.sync();
      expect((await search({ filters: `productId:"${discontinued}"` })).nbHits).toBe(gone);
      expect((await search({ filters: `productId:"${deleted.productId}"` })).nbHits).toBe(0);
      const byName = await search({ query: deleted.name, hitsPerPage: 1000 });
      expect(byName.hits.map((hit) => hit.productId)).not.toContain(deleted.productId);
    });
  });
});
