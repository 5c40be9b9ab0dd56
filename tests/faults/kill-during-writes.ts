/**
 * `kill -9` during writes: shoppers add to their bags and place orders against the real server; the server is killed
 * mid-stream, started again on the same data, and every write it acknowledged (a 2xx) must still be there.
 */
import { SESSION_HEADER } from '../../schemas/api/conventions.ts';
import { BASIC_AUTHORIZATION, SITE_TAG } from '../../server/test-support/commerce-harness.ts';
import { placeOrderVariants, readyShoppers } from '../bench/place-order.ts';
import { stockLines, type StockedLine } from './catalogue-lines.ts';
import { startServerProcess } from '../../server/test-support/server-process.ts';
import type { ShopTarget } from './shop-target.ts';

export interface KillFigures {
  target: string;
  requests: number;
  acknowledged: { adds: number; orders: number };
  found: { adds: number; orders: number };
  /** From starting the server again to its first answer, in ms. */
  recoveryMs: number;
  problems: string[];
}

const headers = (session?: string) => ({
  authorization: BASIC_AUTHORIZATION,
  'content-type': 'application/json',
  ...(session ? { [SESSION_HEADER]: session } : {}),
});

/** A new shopper's session, then one unit of `line` in its bag; the session when the add was acknowledged. */
async function addToNewBag(base: string, line: StockedLine): Promise<{ session?: string; requests: number }> {
  const created = await fetch(`${base}/api/basic-session?siteTag=${SITE_TAG}`, {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ language: 'en', sitePublicId: 'maison-nord-uk' }),
  });
  if (!created.ok) return { requests: 1 };
  const session = created.headers.get(SESSION_HEADER)!;
  const added = await fetch(`${base}/api/cart?siteTag=${SITE_TAG}`, {
    method: 'POST',
    headers: headers(session),
    body: JSON.stringify({ productId: line.productId, sku: line.sku, quantity: 1 }),
  });
  await added.arrayBuffer();
  return { requests: 2, ...(added.ok ? { session } : {}) };
}

/** Run the writes, kill the server once `killAfter` writes are acknowledged, restart it and count what survived. */
export async function killDuringWrites(target: ShopTarget, killAfter = 150): Promise<KillFigures> {
  // A first start seeds the catalogue; the stock of the skus shopped for is then set with the server stopped.
  await (await startServerProcess(target.env)).stop();
  const db = await target.open();
  const lines = await stockLines(db, 10, 100_000);
  await db.close();

  let server = await startServerProcess(target.env);
  const ready = await readyShoppers(
    server.base,
    lines.map(({ productId, sku }) => ({ productId, sku })),
    80,
  ).catch(async (error: unknown) => {
    await server.kill();
    throw error;
  });
  const orders = placeOrderVariants(ready);
  const ackedAdds: string[] = [];
  const ackedOrders: string[] = [];
  let requests = 0;
  let killed = false;
  const stream = async (work: () => Promise<void>) => {
    while (!killed) await work().catch(() => undefined); // refused connections once killed: not acknowledged
  };
  let nextOrder = 0;
  const writers = [
    ...Array.from({ length: 6 }, (_, index) =>
      stream(async () => {
        const result = await addToNewBag(server.base, lines[(requests + index) % lines.length]!);
        requests += result.requests;
        if (result.session) ackedAdds.push(result.session);
      }),
    ),
    ...Array.from({ length: 4 }, () =>
      stream(async () => {
        const order = orders[nextOrder++];
        if (!order) return new Promise((resolve) => setTimeout(resolve, 5));
        requests++;
        const response = await fetch(`${server.base}/api/checkout/payment?siteTag=${SITE_TAG}`, {
          method: 'POST',
          headers: order.headers,
          body: order.body,
        });
        const body = (await response.json()) as { utr?: string };
        if (response.ok && body.utr) ackedOrders.push(body.utr);
      }),
    ),
  ];
  while (ackedAdds.length + ackedOrders.length < killAfter)
    await new Promise((resolve) => setTimeout(resolve, 10));
  await server.kill();
  killed = true;
  await Promise.all(writers);

  const restartedAt = Date.now();
  server = await startServerProcess(target.env);
  const recoveryMs = Date.now() - restartedAt;
  const problems: string[] = [];
  let foundAdds = 0;
  for (const session of ackedAdds) {
    const response = await fetch(`${server.base}/api/cart?siteTag=${SITE_TAG}&lang=en`, {
      headers: headers(session),
    });
    const cart = (await response.json()) as { items?: { quantity: number }[] };
    if (response.ok && cart.items?.length === 1 && cart.items[0]!.quantity === 1) foundAdds++;
    else problems.push(`acknowledged add missing after restart: ${response.status} ${JSON.stringify(cart)}`);
  }
  await server.stop();
  const check = await target.open();
  const found = await check.query<{ reference: string }>(
    'SELECT reference FROM orders WHERE reference = ANY($1)',
    [ackedOrders],
  );
  await check.close();
  const foundOrders = new Set(found.map((row) => row.reference));
  for (const reference of ackedOrders)
    if (!foundOrders.has(reference)) problems.push(`acknowledged order ${reference} missing after restart`);
  return {
    target: target.name,
    requests,
    acknowledged: { adds: ackedAdds.length, orders: ackedOrders.length },
    found: { adds: foundAdds, orders: foundOrders.size },
    recoveryMs,
    problems,
  };
}
