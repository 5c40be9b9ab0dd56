import { startCommerce } from '../test-support/commerce-harness.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { fuzzApi } from './api-fuzz-run.ts';
import { fuzzIdentity, fuzzSearch } from './protocol-fuzz.ts';

/**
 * `npm run fuzz:api`: every published /api route, the search endpoint and the identity endpoint, FUZZ_RUNS generated
 * requests each (default 200) from FUZZ_SEED (default 19), on an in-memory database. Prints the figures; exits 1 on
 * any 5xx or uncatalogued error (fast-check prints the failing request with the seed and path to rerun it).
 */
const runs = Number(process.env.FUZZ_RUNS ?? 200);
const seed = Number(process.env.FUZZ_SEED ?? 19);
const started = performance.now();
const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;

const harness = await startCommerce(pglite);
let exitCode = 0;
try {
  const report = await fuzzApi(harness, {
    seed,
    runs,
    onOperation: (operation) => process.stdout.write(`  ${operation}\n`),
  });
  const search = await fuzzSearch(pglite, { seed, runs });
  const identity = await fuzzIdentity(harness, { seed, runs });
  const statuses = [...report.statuses.entries()].sort(([a], [b]) => a - b);
  console.log(`seed ${seed}, ${runs} runs per route`);
  console.log(`/api routes covered: ${report.operations} of ${report.documentOperations} published`);
  console.log(`/api requests: ${report.requests}`);
  console.log(`/api statuses: ${statuses.map(([status, count]) => `${status}×${count}`).join(' ')}`);
  console.log(
    `/api 5xx: ${report.serverErrors.length}; 4xx without a catalogue code: ${report.uncatalogued.length}`,
  );
  console.log(
    `search requests: ${search.requests}, 5xx: ${search.serverErrors}, other error shapes: ${search.badShapes}`,
  );
  console.log(
    `identity requests: ${identity.requests}, 5xx: ${identity.serverErrors}, other error shapes: ${identity.badShapes}`,
  );
  if (report.serverErrors.length || report.uncatalogued.length) exitCode = 1;
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await harness.close();
}
console.log(`time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(exitCode);
