/**
 * `npm run faults`: the fault runs that need the real server as a process of its own, with their figures. Exits
 * non-zero when any acknowledged write is lost, a node lost behind the balancer fails more than its calls in flight, a full disk is not reported clearly or the shop does not ride out a
 * PostgreSQL restart. FAULTS_TARGETS (default `pglite,postgres`) picks the databases of the kill -9 run
 * (FAULTS_KILL=off skips it); FAULTS_NODE_LOST=off skips the node lost under load (postgres target only: two compiled
 * nodes behind HAProxy, needs `npm run build` and haproxy); FAULTS_DB_RESTART=off skips the PostgreSQL restart (postgres target only; needs root,
 * see database-restart.ts for FAULTS_PG_CLUSTER); FAULTS_FULL_DISK=off skips the full disk (needs root).
 */
import { databaseRestart } from './database-restart.ts';
import { fullDisk } from './full-disk.ts';
import { killDuringWrites } from './kill-during-writes.ts';
import { nodeLost } from './node-lost.ts';
import { pgliteTarget, postgresTarget, type ShopTarget } from './shop-target.ts';

const targets = (process.env.FAULTS_TARGETS ?? 'pglite,postgres').split(',');
let failed = false;
if (process.env.FAULTS_KILL !== 'off')
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
if (targets.includes('postgres') && process.env.FAULTS_NODE_LOST !== 'off') {
  const target = await postgresTarget('storefront_node_lost');
  try {
    const figures = await nodeLost(target);
    const failures = Object.entries(figures.failed);
    console.log(
      `node lost under load (2 nodes behind HAProxy, kill -9 one): ${figures.requests} requests, failed ` +
        `${failures.length ? failures.map(([what, count]) => `${count} × ${what}`).join(', ') : 'none'}` +
        (failures.length
          ? ` (begun ${figures.failedFromMs} to ${figures.failedUntilMs} ms after the kill)`
          : '') +
        `; out of rotation ${figures.outOfRotationMs} ms after the kill; restarted node back in rotation ` +
        `${figures.rejoinMs} ms after its start began, first shopper's request at ${figures.firstServedMs} ms`,
    );
    console.log(
      `node lost: acknowledged ${figures.acknowledged.adds} adds + ${figures.acknowledged.orders} orders, found ` +
        `${figures.found.adds} adds + ${figures.found.orders} orders, books ` +
        `${figures.problems.length ? `${figures.problems.length} problems` : 'right (each order once, stock agrees)'}`,
    );
    for (const problem of figures.problems.slice(0, 10)) console.error(`  ${problem}`);
    if (figures.problems.length) failed = true;
  } finally {
    await target.remove();
  }
}
if (targets.includes('postgres') && process.env.FAULTS_DB_RESTART !== 'off') {
  const target = await postgresTarget('storefront_restart');
  try {
    const figures = await databaseRestart(target);
    if (figures.skipped) console.log(`PostgreSQL restart: skipped, ${figures.skipped}`);
    else {
      const outage = Object.entries(figures.outage);
      console.log(
        `PostgreSQL restart (${figures.cluster}) under load: ${figures.requests} requests, during the outage ` +
          `${outage.length ? outage.map(([status, count]) => `${count} × ${status}`).join(', ') : 'none failed'} ` +
          `over ${figures.outageMs ?? 0} ms; first write ${figures.firstWriteMs ?? '-'} ms and every kind ` +
          `${figures.recoveredMs ?? '-'} ms after the restart began (pg_ctlcluster took ${figures.restartMs} ms), ` +
          `slowest call ${figures.slowestMs} ms`,
      );
      console.log(
        `PostgreSQL restart: ${figures.sameProcess ? 'the same' : 'NOT the same'} server process throughout; acknowledged ${figures.acknowledged.adds} adds + ` +
          `${figures.acknowledged.orders} orders (${figures.ordersSentAgain} sent again after a 503), found ` +
          `${figures.found.adds} adds + ${figures.found.orders} orders, books ${figures.bookProblems ? `${figures.bookProblems} problems` : 'right (each order once, no stock below zero)'}`,
      );
    }
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
