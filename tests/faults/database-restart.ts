/**
 * The PostgreSQL server itself restarted under load: the real server runs on a fresh PostgreSQL database with steady
 * mixed traffic from several loops (reads, new sessions, adds to bag, placed orders); after a few seconds the cluster
 * is restarted with `pg_ctlcluster` and the traffic goes on. Calls caught in the outage must answer 503
 * SERVICE_UNAVAILABLE with retry-after (never another 5xx, never a hang), every kind of call must succeed again from
 * the same server process (no restart of its own), and every acknowledged write must be in the books.
 *
 * Needs root (pg_ctlcluster, psql as the postgres account); skipped, with a line saying so, otherwise.
 * FAULTS_PG_CLUSTER names the cluster, "15 main" style (default: the newest version under /usr/lib/postgresql and
 * `main`); it must be the cluster listening on the shop's port (LOAD_POSTGRES_PORT, default 5432), or the run refuses.
 * Every other database on that cluster loses its connections too: point the run at a cluster of its own.
 * FAULTS_PG_DOWN_SECONDS (default 0) keeps it stopped that long between stop and start instead of a plain restart;
 * FAULTS_RESTART_TIMELINE=<file> writes every call (kind, start and end in ms from the restart, status) as JSON lines.
 */
import { execFile } from 'node:child_process';
import { readdirSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { SESSION_HEADER } from '../../schemas/api/conventions.ts';
import { DEFAULT_SEARCH_APP_ID, DEFAULT_SEARCH_KEY } from '../../server/search/start-search.ts';
import { BASIC_AUTHORIZATION, SITE_TAG } from '../../server/test-support/commerce-harness.ts';
import { productIndexName } from '../../shared/search-indexes.ts';
import { checkBooks } from '../load/check-books.ts';
import { placeOrderVariants, readyShoppers } from '../bench/place-order.ts';
import { stockLines, stockSnapshot, type StockedLine } from './catalogue-lines.ts';
import { startServerProcess } from '../../server/test-support/server-process.ts';
import {
  judgeTimeline,
  KINDS,
  label,
  ok,
  success,
  timed,
  type Answer,
  type Kind,
} from './restart-timeline.ts';
import { postgresServer, type ShopTarget } from './shop-target.ts';

const run = promisify(execFile);

/** Good traffic before the restart, in ms. */
const WARM_UP_MS = 4000;
/** Every kind of call must have succeeded again within this long after PostgreSQL is back. */
const RECOVERY_BOUND_MS = 30_000;
/** Traffic kept going after every kind succeeded again: none of it may fail. */
const TAIL_MS = 4000;
/** Shoppers ready to pay; an order refused with 503 is sent again later with the same idempotency key. */
const ORDERS = 160;
/** Pause of each order loop between two orders, so the orders last the run. */
const ORDER_PAUSE_MS = 100;

export interface RestartFigures {
  cluster: string;
  requests: number;
  /** Calls from the restart on that did not answer 2xx, by "status code" (or how they failed). */
  outage: Record<string, number>;
  /** How long `pg_ctlcluster` took to take PostgreSQL down and bring it back, in ms. */
  restartMs: number;
  /** From the first call that failed to the end of the last, in ms. */
  outageMs?: number;
  /** From the restart command to the first write acknowledged after the outage began, in ms. */
  firstWriteMs?: number;
  /** From the restart command until every kind of call had succeeded again after its last failure, in ms. */
  recoveredMs?: number;
  /** The same server process answered throughout (it never exited or started again). */
  sameProcess: boolean;
  slowestMs: number;
  acknowledged: { adds: number; orders: number };
  /** Orders refused with 503 and sent again later with the same idempotency key. */
  ordersSentAgain: number;
  /** What the check of the books found wrong (orders against acknowledgements, stock against orders). */
  bookProblems: number;
  found: { adds: number; orders: number };
  problems: string[];
  /** Why the run did not happen (not root, no pg_ctlcluster). */
  skipped?: string;
}

const headers = (session?: string) => ({
  authorization: BASIC_AUTHORIZATION,
  'content-type': 'application/json',
  ...(session ? { [SESSION_HEADER]: session } : {}),
});

/** The cluster to restart: FAULTS_PG_CLUSTER, or the newest installed version's `main`. */
function clusterName(): [string, string] {
  const setting = process.env.FAULTS_PG_CLUSTER?.trim();
  if (setting) {
    const [version, name, ...rest] = setting.split(/\s+/);
    if (!version || !name || rest.length)
      throw new RangeError(`FAULTS_PG_CLUSTER must be "<version> <cluster>", not "${setting}"`);
    return [version, name];
  }
  const versions = readdirSync('/usr/lib/postgresql')
    .filter((entry) => /^\d+$/.test(entry))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions.length) throw new Error('no PostgreSQL version under /usr/lib/postgresql');
  return [versions[0]!, 'main'];
}

/**
 * Restart the PostgreSQL cluster under the shop's traffic and check the shop answers clearly while it is away,
 * recovers on its own and keeps every write it acknowledged. Only for a PostgreSQL target.
 */
export async function databaseRestart(target: ShopTarget): Promise<RestartFigures> {
  const [version, name] = clusterName();
  const cluster = `${version} ${name}`;
  const empty = {
    cluster,
    requests: 0,
    outage: {},
    restartMs: 0,
    slowestMs: 0,
    acknowledged: { adds: 0, orders: 0 },
    ordersSentAgain: 0,
    bookProblems: 0,
    found: { adds: 0, orders: 0 },
    problems: [],
    sameProcess: true,
  };
  if (target.name !== 'postgres') throw new Error('the database restart needs a PostgreSQL target');
  if (process.getuid?.() !== 0) return { ...empty, skipped: 'not root (pg_ctlcluster needs root)' };
  let listed: string;
  try {
    listed = (await run('pg_lsclusters', ['-h', version, name])).stdout;
  } catch (error) {
    return { ...empty, skipped: `no cluster ${cluster} (${(error as Error).message.split('\n')[0]})` };
  }
  // The cluster restarted must be the one the shop talks to, not another run's.
  const { port } = postgresServer();
  const clusterPort = Number(listed.trim().split(/\s+/)[2]);
  if (clusterPort !== port)
    throw new Error(`cluster ${cluster} listens on port ${clusterPort}, the shop's database is on ${port}`);

  // A first start seeds the catalogue; the stock of the skus shopped for is then set with the server stopped.
  await (await startServerProcess(target.env)).stop();
  const db = await target.open();
  const lines = await stockLines(db, 10, 100_000);
  const initialStock = await stockSnapshot(db);
  await db.close();

  const server = await startServerProcess({ ...target.env, PAYMENT_ATTEMPTS_PER_ADDRESS: '100000' });
  const pid = server.child.pid;
  const problems: string[] = [];
  const timeline: Answer[] = [];
  const ackedAdds: { session: string; line: StockedLine }[] = [];
  const ackedOrders: string[] = [];
  let flowing = true;
  let restartAt = Infinity;
  let restartMs = 0;
  let ordersSentAgain = 0;
  try {
    const ready = await readyShoppers(
      server.base,
      lines.map(({ productId, sku }) => ({ productId, sku })),
      ORDERS,
    );
    const orders = placeOrderVariants(ready);
    const searchPath =
      `/1/indexes/*/queries?x-algolia-application-id=${DEFAULT_SEARCH_APP_ID}` +
      `&x-algolia-api-key=${DEFAULT_SEARCH_KEY}`;
    const product = (signal: AbortSignal) =>
      fetch(`${server.base}/api/product/s/${lines[0]!.productId}?siteTag=${SITE_TAG}&lang=en`, {
        headers: { authorization: BASIC_AUTHORIZATION, 'x-subfolder': 'uk' },
        signal,
      });
    const reads = [
      () => timed(timeline, 'product', product),
      () =>
        timed(timeline, 'search', (signal) =>
          fetch(`${server.base}${searchPath}`, {
            method: 'POST',
            headers: { 'content-type': 'text/plain' },
            body: JSON.stringify({
              requests: [{ indexName: productIndexName('uk'), query: 'dress', hitsPerPage: 24 }],
            }),
            signal,
          }),
        ),
      // A bag read from the database (the newest acknowledged add's; the product until there is one).
      () => {
        const session = ackedAdds.at(-1)?.session;
        if (!session) return timed(timeline, 'product', product);
        return timed(timeline, 'bag', (signal) =>
          fetch(`${server.base}/api/cart?siteTag=${SITE_TAG}&lang=en`, { headers: headers(session), signal }),
        );
      },
    ];
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const loop = async (work: () => Promise<unknown>, pauseMs: number) => {
      while (flowing) {
        await work();
        await pause(pauseMs);
      }
    };
    let nextRead = 0;
    let nextLine = 0;
    const loops = [
      ...Array.from({ length: 3 }, () => loop(() => reads[nextRead++ % reads.length]!(), 10)),
      // New shoppers: a session, then one unit in its bag.
      ...Array.from({ length: 3 }, () =>
        loop(async () => {
          const line = lines[nextLine++ % lines.length]!;
          const created = await timed(timeline, 'session', (signal) =>
            fetch(`${server.base}/api/basic-session?siteTag=${SITE_TAG}`, {
              method: 'POST',
              headers: headers(),
              body: JSON.stringify({ language: 'en', sitePublicId: 'maison-nord-uk' }),
              signal,
            }),
          );
          if (!created.session || !success(created.status)) return;
          const session = created.session;
          const added = await timed(timeline, 'add', (signal) =>
            fetch(`${server.base}/api/cart?siteTag=${SITE_TAG}`, {
              method: 'POST',
              headers: headers(session),
              body: JSON.stringify({ productId: line.productId, sku: line.sku, quantity: 1 }),
              signal,
            }),
          );
          if (success(added.status)) ackedAdds.push({ session, line });
        }, 10),
      ),
      ...Array.from({ length: 2 }, () =>
        loop(async () => {
          const order = orders.shift();
          if (!order) return;
          const placed = await timed(timeline, 'order', (signal) =>
            fetch(`${server.base}/api/checkout/payment?siteTag=${SITE_TAG}`, {
              method: 'POST',
              headers: order.headers,
              body: order.body,
              signal,
            }),
          );
          const utr = placed.body?.utr;
          if (success(placed.status) && typeof utr === 'string') ackedOrders.push(utr);
          // Refused while the database was away: the shopper tries again later, with the same key.
          else if (placed.status === 503) {
            ordersSentAgain++;
            orders.push(order);
          }
        }, ORDER_PAUSE_MS),
      ),
    ];

    await pause(WARM_UP_MS);
    for (const kind of KINDS)
      if (!timeline.some((answer) => answer.kind === kind && ok(answer)))
        problems.push(`no ${kind} succeeded before the restart`);

    restartAt = Date.now();
    const downSeconds = Number(process.env.FAULTS_PG_DOWN_SECONDS ?? 0);
    try {
      if (downSeconds > 0) {
        await run('pg_ctlcluster', [version, name, 'stop', '-m', 'fast']);
        await pause(downSeconds * 1000);
        await run('pg_ctlcluster', [version, name, 'start']);
      } else await run('pg_ctlcluster', [version, name, 'restart', '-m', 'fast']);
    } catch (error) {
      problems.push(`pg_ctlcluster ${cluster} failed: ${(error as Error).message.split('\n')[0]}`);
    }
    const backAt = Date.now();
    restartMs = backAt - restartAt;

    // pg_ctlcluster returns a few seconds after PostgreSQL accepts connections again: from then on, every kind must
    // succeed again, and no call started after that may fail.
    const kindsBack = new Set<Kind>();
    while (kindsBack.size < KINDS.length && Date.now() - backAt < RECOVERY_BOUND_MS) {
      for (const answer of timeline) if (answer.start >= backAt && ok(answer)) kindsBack.add(answer.kind);
      await pause(20);
    }
    if (kindsBack.size < KINDS.length)
      problems.push(
        `no recovery within ${RECOVERY_BOUND_MS / 1000} s of PostgreSQL being back: ` +
          `${KINDS.filter((kind) => !kindsBack.has(kind)).join(', ')} never succeeded again`,
      );
    else await pause(TAIL_MS);
    flowing = false;
    await Promise.all(loops);
    const after = timeline.filter((answer) => answer.start >= backAt && !ok(answer));
    if (after.length)
      problems.push(
        `${after.length} calls failed after PostgreSQL was back (${after.slice(0, 3).map(label).join(', ')})`,
      );

    if (process.env.FAULTS_RESTART_TIMELINE)
      writeFileSync(
        process.env.FAULTS_RESTART_TIMELINE,
        timeline
          .map((answer) =>
            JSON.stringify({ ...answer, start: answer.start - restartAt, end: answer.end - restartAt }),
          )
          .join('\n'),
      );

    const judged = judgeTimeline(timeline, restartAt);
    problems.push(...judged.problems);

    // The same process answered throughout: it never exited and never started again.
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      problems.push(`the server exited (${server.child.exitCode ?? server.child.signalCode})`);
    if (server.child.pid !== pid)
      problems.push(`the server's pid changed from ${pid} to ${server.child.pid}`);
    const starts = server.output().split('Storefront: http').length - 1;
    if (starts !== 1) problems.push(`the server started ${starts} times`);
    const sameProcess =
      server.child.exitCode === null &&
      server.child.signalCode === null &&
      server.child.pid === pid &&
      starts === 1;

    // Every acknowledged add is in its bag (asked of the server, so not when it is gone).
    let foundAdds = 0;
    if (!sameProcess) problems.push(`${ackedAdds.length} acknowledged adds not checked: the server is gone`);
    else
      for (const { session, line } of ackedAdds) {
        const cart = await timed([], 'bag', (signal) =>
          fetch(`${server.base}/api/cart?siteTag=${SITE_TAG}&lang=en`, { headers: headers(session), signal }),
        );
        const items = cart.body?.items as { sku: string; quantity: number }[] | undefined;
        if (
          success(cart.status) &&
          items?.length === 1 &&
          items[0]!.sku === line.sku &&
          items[0]!.quantity === 1
        )
          foundAdds++;
        else
          problems.push(`acknowledged add missing from its bag: ${cart.status} ${JSON.stringify(cart.body)}`);
      }
    await server.stop();

    // Every acknowledged order exactly once; stock as the orders left it, never below zero.
    const check = await target.open();
    const stored = await check.query<{ reference: string }>(
      'SELECT reference FROM orders WHERE reference = ANY($1)',
      [ackedOrders],
    );
    const books = await checkBooks(check, { references: ackedOrders, initialStock });
    problems.push(...books);
    await check.close();

    return {
      cluster,
      requests: timeline.length,
      outage: judged.outage,
      restartMs,
      ...(judged.outageMs === undefined ? {} : { outageMs: judged.outageMs }),
      sameProcess,
      ...(judged.firstWriteMs === undefined ? {} : { firstWriteMs: judged.firstWriteMs }),
      ...(judged.recoveredMs === undefined ? {} : { recoveredMs: judged.recoveredMs }),
      slowestMs: judged.slowestMs,
      acknowledged: { adds: ackedAdds.length, orders: ackedOrders.length },
      ordersSentAgain,
      bookProblems: books.length,
      found: { adds: foundAdds, orders: new Set(stored.map((row) => row.reference)).size },
      problems,
    };
  } finally {
    flowing = false;
    await server.kill();
  }
}
