import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCommerce, type CommerceHarness } from '../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { contractBreach, fuzzApi } from './api-fuzz-run.ts';
import { fuzzIdentity, fuzzSearch } from './protocol-fuzz.ts';

const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;

// The lean run inside the test suite: a few generated requests per published route. `npm run fuzz:api` runs many.
describe('fuzzing every published /api route', () => {
  let harness: CommerceHarness;
  beforeAll(async () => {
    harness = await startCommerce(pglite);
  });
  afterAll(() => harness.close());

  it('answers hostile requests on every route with a 4xx and a catalogue code, never a 5xx', async () => {
    const report = await fuzzApi(harness, { seed: 19, runs: 8 });
    expect(report.operations).toBe(report.documentOperations);
    expect(report.documentOperations).toBeGreaterThan(30);
    expect(report.serverErrors).toEqual([]);
    expect(report.uncatalogued).toEqual([]);
  }, 120_000);

  it('counts a 5xx, a bare 4xx and an uncatalogued code as breaches', () => {
    expect(contractBreach(500, 'application/json', '{"code":"INTERNAL_ERROR"}')).toBe('status 500');
    expect(contractBreach(404, 'text/plain', 'Not found')).toMatch(/text\/plain/);
    expect(contractBreach(400, 'application/json', '{"code":"FST_ERR_VALIDATION"}')).toMatch(/FST_ERR/);
    expect(contractBreach(400, 'application/json', '{"code":"BAD_REQUEST"}')).toBeUndefined();
    expect(contractBreach(200, 'application/json', '{}')).toBeUndefined();
  });
});

describe('fuzzing the search and identity endpoints', () => {
  it('answers malformed search calls in Algolia’s error shape, never a 5xx', async () => {
    const report = await fuzzSearch(pglite, { seed: 19, runs: 40 });
    expect(report).toMatchObject({ requests: 40, serverErrors: 0, badShapes: 0 });
  }, 120_000);

  it('answers malformed identity calls in Cognito’s error shape, never a 5xx', async () => {
    const harness = await startCommerce(pglite);
    try {
      const report = await fuzzIdentity(harness, { seed: 19, runs: 40 });
      expect(report).toMatchObject({ requests: 40, serverErrors: 0, badShapes: 0 });
    } finally {
      await harness.close();
    }
  }, 120_000);
});
