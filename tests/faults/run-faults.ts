/**
 * `npm run faults`: the fault runs that need the real server as a process of its own, with their figures. Exits
 * non-zero when any acknowledged write is lost. FAULTS_TARGETS (default `pglite,postgres`) picks the databases.
 */
import { killDuringWrites } from './kill-during-writes.ts';
import { pgliteTarget, postgresTarget, type ShopTarget } from './shop-target.ts';

const targets = (process.env.FAULTS_TARGETS ?? 'pglite,postgres').split(',');
let failed = false;
for (const name of targets) {
  const target: ShopTarget =
    name === 'postgres' ? await postgresTarget('storefront_faults') : await pgliteTarget();
  try {
    const figures = await killDuringWrites(target);
    console.log(
      `kill -9 during writes on ${figures.target}: ${figures.requests} requests, acknowledged ` +
        `${figures.acknowledged.adds} adds + ${figures.acknowledged.orders} orders, found after restart ` +
        `${figures.found.adds} adds + ${figures.found.orders} orders, restart to listening ${figures.recoveryMs} ms`,
    );
    for (const problem of figures.problems.slice(0, 10)) console.error(`  ${problem}`);
    if (figures.problems.length) failed = true;
  } finally {
    await target.remove();
  }
}
process.exit(failed ? 1 : 0);
