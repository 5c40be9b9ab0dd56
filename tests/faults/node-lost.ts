/**
 * A node lost under load: two compiled nodes behind HAProxy on one PostgreSQL database, mixed shoppers' traffic
 * through the balancer (listing and product pages, searches, adds to bag, orders), one node killed with kill -9
 * mid-run and started again later. Measures which calls failed and when, how long the balancer took to stop sending
 * to the dead node and to send to it again once restarted, then checks the books: every acknowledged add and order
 * is there exactly once and stock agrees with the orders.
 */
import { SESSION_HEADER } from '../../schemas/api/conventions.ts';
import { DEFAULT_SEARCH_APP_ID, DEFAULT_SEARCH_KEY } from '../../server/search/start-search.ts';
import { BASIC_AUTHORIZATION, SITE_TAG } from '../../server/test-support/commerce-harness.ts';
import { freePort, startServerProcess } from '../../server/test-support/server-process.ts';
import { productIndexName } from '../../shared/search-indexes.ts';
import { COMPILED_SERVER, startCluster } from '../../scripts/cluster/start-cluster.ts';
import { placeOrderVariants, readyShoppers } from '../bench/place-order.ts';
import { checkBooks } from '../load/check-books.ts';
import { shopperAddress } from '../load/mixed-run.ts';
import { stockLines, stockSnapshot } from './catalogue-lines.ts';
import { label, ok, timed, type Answer, type Kind } from './restart-timeline.ts';
import type { ShopTarget } from './shop-target.ts';

/** Seconds of traffic before the kill, between the kill and the restart, and after the node is back. */
const PHASE_MS = 4000;
const ORDERS = 150;

export interface NodeLostFigures {
  requests: number;
  /** Calls that failed, by kind and answer, and when the first and last began, in ms after the kill. */
  failed: Record<string, number>;
  failedFromMs?: number;
  failedUntilMs?: number;
  /** From the kill to HAProxy marking the node DOWN. */
  outOfRotationMs: number;
  /** From starting the node again to HAProxy marking it UP, and to its first shopper's request. */
  rejoinMs: number;
  firstServedMs: number;
  acknowledged: { adds: number; orders: number };
  found: { adds: number; orders: number };
  problems: string[];
}

const api = (index: number, session?: string) => ({
  authorization: BASIC_AUTHORIZATION,
  'content-type': 'application/json',
  ...shopperAddress(index),
  ...(session ? { [SESSION_HEADER]: session } : {}),
});

/** Run the node-lost scenario on `target` (a PostgreSQL database: PGlite is one process only). */
export async function nodeLost(target: ShopTarget): Promise<NodeLostFigures> {
  // A first start seeds the catalogue; the stock of the skus shopped for is then set with no node running.
  await (await startServerProcess(target.env, 120_000, COMPILED_SERVER)).stop();
  const db = await target.open();
  const lines = await stockLines(db, 10, 100_000);
  const initialStock = await stockSnapshot(db);
  const cluster = await startCluster({
    count: 2,
    databaseUrl: target.env.DATABASE_URL!,
    bind: { host: '127.0.0.1', port: await freePort() },
  });
  const origin = cluster.balancer.url;
  const timeline: Answer[] = [];
  const ackedAdds: string[] = [];
  const ackedOrders: string[] = [];
  let stopped = false;
  try {
    const orders = placeOrderVariants(
      await readyShoppers(
        origin,
        lines.map(({ productId, sku }) => ({ productId, sku })),
        ORDERS,
      ),
    );
    const productPath = `/uk/en${
      (
        (await (
          await fetch(`${origin}/api/product/s/${lines[0]!.productId}?siteTag=${SITE_TAG}&lang=en`, {
            headers: { authorization: BASIC_AUTHORIZATION, 'x-subfolder': 'uk' },
          })
        ).json()) as { url: string }
      ).url
    }`;
    const searchUrl = `${origin}/1/indexes/*/queries?x-algolia-application-id=${DEFAULT_SEARCH_APP_ID}&x-algolia-api-key=${DEFAULT_SEARCH_KEY}`;
    const search = JSON.stringify({ requests: [{ indexName: productIndexName('uk'), query: 'coat' }] });
    let shopper = 0;
    const page = (path: string, kind: Kind) => () =>
      timed(timeline, kind, (signal) =>
        fetch(`${origin}${path}`, { signal, headers: shopperAddress(shopper++) }),
      );
    const calls: (() => Promise<unknown>)[] = [
      page('/uk/en/women', 'listing'),
      page('/uk/en/men', 'listing'),
      page(productPath, 'product'),
      () =>
        timed(timeline, 'search', (signal) =>
          fetch(searchUrl, { method: 'POST', signal, headers: shopperAddress(shopper++), body: search }),
        ),
      async () => {
        const index = shopper++;
        const created = await timed(timeline, 'session', (signal) =>
          fetch(`${origin}/api/basic-session?siteTag=${SITE_TAG}`, {
            method: 'POST',
            signal,
            headers: api(index),
            body: JSON.stringify({ language: 'en', sitePublicId: 'maison-nord-uk' }),
          }),
        );
        if (!created.session) return;
        const line = lines[index % lines.length]!;
        const added = await timed(timeline, 'add', (signal) =>
          fetch(`${origin}/api/cart?siteTag=${SITE_TAG}`, {
            method: 'POST',
            signal,
            headers: api(index, created.session!),
            body: JSON.stringify({ productId: line.productId, sku: line.sku, quantity: 1 }),
          }),
        );
        if (added.status && added.status < 300) ackedAdds.push(created.session);
      },
      async () => {
        const order = orders.shift();
        if (!order) return new Promise((resolve) => setTimeout(resolve, 50));
        const placed = await timed(timeline, 'order', (signal) =>
          fetch(`${origin}/api/checkout/payment?siteTag=${SITE_TAG}`, {
            method: 'POST',
            signal,
            headers: { ...order.headers, ...shopperAddress(shopper++) },
            body: order.body,
          }),
        );
        if (placed.status && placed.status < 300 && placed.body?.utr)
          ackedOrders.push(String(placed.body.utr));
        // Orders at a shopper's pace, not as fast as they answer: the run must not run out of ready shoppers.
        await new Promise((resolve) => setTimeout(resolve, 50));
      },
    ];
    const traffic = Promise.all(
      calls.map(async (call) => {
        while (!stopped) await call();
      }),
    );
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    await pause(PHASE_MS);

    const killedAt = Date.now();
    const lost = cluster.nodes[1]!;
    await lost.kill();
    const down = await cluster.balancer.waitFor('node2', 'DOWN', killedAt);
    await pause(PHASE_MS);

    const restartAt = Date.now();
    const back = await cluster.restartNode(1);
    const up = await cluster.balancer.waitFor('node2', 'UP', restartAt);
    const servedByBack = () => back.output().includes('"msg":"incoming request"');
    while (!servedByBack() && Date.now() - up.at < 10_000) await pause(20);
    const firstServedMs = Date.now() - restartAt;
    await pause(PHASE_MS);
    stopped = true;
    await traffic;

    const problems: string[] = [];
    const failed = timeline.filter((answer) => !ok(answer));
    const byAnswer: Record<string, number> = {};
    for (const answer of failed) {
      const what = `${answer.kind} ${label(answer)}`;
      byAnswer[what] = (byAnswer[what] ?? 0) + 1;
    }
    // A call begun before the kill may fail with it (it was in flight); one that ended before it may not.
    const beforeKill = failed.filter((answer) => answer.end < killedAt);
    if (beforeKill.length) problems.push(`${beforeKill.length} calls failed before the kill`);
    // In flight: begun before HAProxy took the node out. One call per shopper loop at most.
    const late = failed.filter((answer) => answer.start > down.at);
    if (late.length) problems.push(`${late.length} calls failed after the node was out of rotation`);
    if (failed.length > calls.length)
      problems.push(`${failed.length} calls failed, more than were in flight`);
    if (!servedByBack()) problems.push('the restarted node took no request within 10 s of rejoining');

    let foundAdds = 0;
    for (const session of ackedAdds) {
      const response = await fetch(`${origin}/api/cart?siteTag=${SITE_TAG}&lang=en`, {
        headers: api(0, session),
      });
      const cart = (await response.json()) as { items?: { quantity: number }[] };
      if (response.ok && cart.items?.length === 1 && cart.items[0]!.quantity === 1) foundAdds++;
      else problems.push(`acknowledged add missing: ${response.status} ${JSON.stringify(cart)}`);
    }
    const bookProblems = await checkBooks(db, { references: ackedOrders, initialStock });
    problems.push(...bookProblems);
    return {
      requests: timeline.length,
      failed: byAnswer,
      ...(failed.length
        ? {
            failedFromMs: Math.min(...failed.map((answer) => answer.start)) - killedAt,
            failedUntilMs: Math.max(...failed.map((answer) => answer.start)) - killedAt,
          }
        : {}),
      outOfRotationMs: down.at - killedAt,
      rejoinMs: up.at - restartAt,
      firstServedMs,
      acknowledged: { adds: ackedAdds.length, orders: ackedOrders.length },
      found: {
        adds: foundAdds,
        orders: ackedOrders.length - bookProblems.filter((p) => p.startsWith('order ')).length,
      },
      problems,
    };
  } finally {
    stopped = true;
    await cluster.stop();
    await db.close();
  }
}
