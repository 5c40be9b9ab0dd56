import { afterAll, beforeAll, expect, it } from 'vitest';
import { productIndexName } from '../../shared/search-indexes.ts';
import { startSearchHarness, type SearchHarness } from '../test-support/search-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

// Search is rebuilt while shoppers query it: every product record replaced at once (a catalogue-wide price change),
// a site's indexes built again (its currency changed and back) and the suggestions rebuilt. Every query in the
// meantime must answer from the old index or the new one: a 200 with the whole catalogue, never an error or nothing.

const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;
const PRODUCTS = 120;
let harness: SearchHarness;

beforeAll(async () => {
  harness = await startSearchHarness(pglite, PRODUCTS);
}, 60_000);
afterAll(() => harness?.close());

const query = () =>
  harness.app.inject({
    method: 'POST',
    url: '/1/indexes/*/queries',
    headers: {
      'x-algolia-application-id': harness.keys.appId,
      'x-algolia-api-key': harness.keys.searchKey,
      'content-type': 'text/plain',
    },
    payload: JSON.stringify({
      requests: [{ indexName: productIndexName('uk'), query: '', hitsPerPage: 5, facets: ['*'] }],
    }),
  });

const hitsOf = (response: Awaited<ReturnType<typeof query>>) =>
  response.statusCode === 200
    ? (response.json() as { results: { nbHits: number }[] }).results[0]!.nbHits
    : `status ${response.statusCode}: ${response.body}`;

it('answers every query during rebuilds from a whole index', async () => {
  const whole = hitsOf(await query());
  expect(whole).toBeGreaterThan(0);
  const answers: (number | string)[] = [];
  let rebuilding = true;
  const shoppers = Array.from({ length: 4 }, async () => {
    while (rebuilding) answers.push(hitsOf(await query()));
  });
  try {
    // The embedded database answers within the same turn of the event loop, so a rebuild would run whole before any
    // query got a look. A database across a network lets requests in at each statement: so does this one here.
    const pause = () => new Promise((resolve) => setImmediate(resolve));
    const { query: direct } = harness.db;
    harness.db.query = async (...args: Parameters<typeof direct>) => {
      await pause();
      return direct(...args);
    };
    const steps = [
      // Every product's record changes: the sync replaces each in place.
      () => harness.db.query("UPDATE products SET name = name || ' '"),
      () => harness.service.sync(),
      () => harness.service.openSite({ siteId: 'uk', currency: 'EUR' }),
      () => harness.service.openSite({ siteId: 'uk', currency: 'GBP' }),
      () => harness.service.rebuildSuggestions(),
    ];
    for (let round = 0; round < 4; round++) for (const step of steps) await step();
    // The rebuilds take their time in awaits, where queries run: they must have met some.
    expect(answers.length).toBeGreaterThan(10);
  } finally {
    rebuilding = false;
    await Promise.all(shoppers);
  }
  expect(answers.filter((hits) => hits !== whole)).toEqual([]);
  console.log(`search rebuilt under load: ${answers.length} queries, all answered with ${whole} hits`);
});
