/**
 * `npm run faults`: the fault runs that need the real server as a process of its own, with their figures. Exits
 * non-zero when any acknowledged write is lost or a full disk is not reported clearly. FAULTS_TARGETS (default
 * `pglite,postgres`) picks the databases of the kill -9 run; FAULTS_FULL_DISK=off skips the full disk (needs root).
 */
import { fullDisk } from './full-disk.ts';
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
if (process.env.FAULTS_FULL_DISK !== 'off') {
  const disk = await fullDisk();
  for (const line of disk.lines) console.log(line);
  for (const problem of disk.problems) console.error(`  ${problem}`);
  if (disk.problems.length) failed = true;
}
process.exit(failed ? 1 : 0);
