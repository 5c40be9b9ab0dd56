import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balance, balancedNode, COMPILED_SERVER } from '../scripts/cluster/start-cluster.ts';
import type { Balancer } from '../scripts/cluster/balancer.ts';
import { SESSION_HEADER } from '../schemas/api/conventions.ts';
import { stockLines, type StockedLine } from '../tests/faults/catalogue-lines.ts';
import { shopIsBuilt } from './test-support/built-shop.ts';
import { BASIC_AUTHORIZATION, SITE_TAG } from './test-support/commerce-harness.ts';
import { freePort } from './test-support/server-process.ts';
import { clusterPostgresUrl, startShopNodes, type ShopNodes } from './test-support/shop-nodes.ts';

const LISTING = '/uk/en/women';
/** As `npm run cluster` sets it: longer than HAProxy takes to see two failed checks a second apart. */
const DRAIN_MS = 3000;
/** How many requests for the listing a node has logged so far. */
const served = (output: string) =>
  output.split('\n').filter((line) => line.includes(`"url":"${LISTING}`)).length;

/** One new shopper's session and an add to bag through the balancer: true when both were acknowledged, else why. */
async function addToBag(origin: string, line: StockedLine): Promise<true | string> {
  const headers = { authorization: BASIC_AUTHORIZATION, 'content-type': 'application/json' };
  const created = await fetch(`${origin}/api/basic-session?siteTag=${SITE_TAG}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ language: 'en', sitePublicId: 'maison-nord-uk' }),
  });
  if (!created.ok) return `session ${created.status} ${await created.text()}`;
  const added = await fetch(`${origin}/api/cart?siteTag=${SITE_TAG}`, {
    method: 'POST',
    headers: { ...headers, [SESSION_HEADER]: created.headers.get(SESSION_HEADER)! },
    body: JSON.stringify({ productId: line.productId, sku: line.sku, quantity: 1 }),
  });
  return added.ok || `add ${added.status} ${await added.text()}`;
}

/**
 * `npm run cluster`'s topology in small: two compiled nodes on one PostgreSQL database behind HAProxy with the
 * configuration an owner copies. A node killed with kill -9 under traffic is out of rotation within seconds while
 * shoppers see at most their requests in flight fail, and it takes traffic again once restarted.
 */
describe.skipIf(!clusterPostgresUrl || !shopIsBuilt)('two nodes behind HAProxy', () => {
  let shop: ShopNodes;
  let balancer: Balancer;
  let line: StockedLine;
  beforeAll(async () => {
    shop = await startShopNodes(
      2,
      { TRUST_PROXY: '127.0.0.1', SHUTDOWN_DRAIN_MS: String(DRAIN_MS) },
      { label: 'balancer', launch: COMPILED_SERVER },
    );
    const db = await shop.database.open();
    line = (await stockLines(db, 1, 100_000))[0]!;
    await db.close();
    balancer = await balance(shop.nodes, { host: '127.0.0.1', port: await freePort() });
  }, 120_000);
  afterAll(async () => {
    await balancer?.stop();
    await shop?.stop();
  });

  it('spreads shoppers over both nodes, takes a killed node out within seconds, back once restarted, and drains a stopped one', async () => {
    const failures: { at: number; what: string }[] = [];
    let stopped = false;
    const shopper = async (work: () => Promise<true | string>, what: string) => {
      while (!stopped) {
        const answer = await work().catch((error: unknown) => String(error));
        if (answer !== true) failures.push({ at: Date.now(), what: `${what}: ${answer}` });
      }
    };
    const page = async () => {
      const response = await fetch(`${balancer.url}${LISTING}`);
      await response.arrayBuffer();
      return response.ok || String(response.status);
    };
    const traffic = Promise.all([
      shopper(page, 'listing'),
      shopper(page, 'listing'),
      shopper(() => addToBag(balancer.url, line), 'session and bag'),
    ]);
    const until = async (condition: () => boolean) => {
      while (!condition()) await new Promise((resolve) => setTimeout(resolve, 50));
    };
    try {
      const [first, second] = shop.nodes;
      await until(() => served(first!.output()) >= 10 && served(second!.output()) >= 10);
      expect(failures).toEqual([]);

      const killedAt = Date.now();
      await second!.kill();
      const down = await balancer.waitFor('node2', 'DOWN', killedAt, 10_000);
      const outOfRotationMs = down.at - killedAt;
      const servedBefore = served(first!.output());
      await until(() => served(first!.output()) >= servedBefore + 20);
      // Only what was in flight on the killed node may fail: one call per shopper at most, none after it went out.
      expect(outOfRotationMs).toBeLessThan(5000);
      expect(failures.length).toBeLessThanOrEqual(3);
      expect(failures.filter((failure) => failure.at > down.at)).toEqual([]);

      const restartedAt = Date.now();
      const restarted = await shop.startNode({ PORT: String(balancedNode(second!, 1).port) });
      await balancer.waitFor('node2', 'UP', restartedAt, 15_000);
      await until(() => served(restarted.output()) >= 5);
      expect(failures.filter((failure) => failure.at > down.at)).toEqual([]);
      const backMs = Date.now() - restartedAt;

      // A node stopped the polite way (a deploy, a scale-down) drains: out of rotation before it closes, so no
      // shopper's request meets a closing server.
      const failedBefore = failures.length;
      const stoppingAt = Date.now();
      const stopping = first!.stop();
      const drained = await balancer.waitFor('node1', 'DOWN', stoppingAt, 10_000);
      await stopping;
      const servedByRestarted = served(restarted.output());
      await until(() => served(restarted.output()) >= servedByRestarted + 10);
      expect(failures.slice(failedBefore)).toEqual([]);
      console.log(
        `balancer: node2 out of rotation ${outOfRotationMs} ms after kill -9, ${failedBefore} calls failed; ` +
          `back in rotation ${backMs} ms after its restart began; node1 stopped with SIGTERM left the rotation ` +
          `${drained.at - stoppingAt} ms later and closed at ${Date.now() - stoppingAt} ms, no call failed`,
      );
    } finally {
      stopped = true;
      await traffic;
    }
  }, 90_000);
});
