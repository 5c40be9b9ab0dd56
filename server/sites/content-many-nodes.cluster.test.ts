// @vitest-environment node
import { get } from 'node:http';
import { cp, mkdtemp, readFile, rename, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashGateCredentials } from '../../shared/site-gate.ts';
import { shopIsBuilt } from '../test-support/built-shop.ts';
import { demoContentDir } from '../test-support/commerce-harness.ts';
import {
  addCountryFolder,
  SWEDEN,
  SWEDISH_PRICE_LIST,
  SWEDISH_SHIPPING_AND_TAX,
} from '../test-support/new-country-fixture.ts';
import type { ServerProcess } from '../test-support/server-process.ts';
import { clusterPostgresUrl, startShopNodes, type ShopNodes } from '../test-support/shop-nodes.ts';
import { setSiteGate } from '../test-support/site-gate-fixture.ts';

// Two real server processes on one PostgreSQL database and one content root, as a shop whose nodes mount the same
// shared folder: whatever an operator pushes must reach both within seconds, and a broken file must be refused by
// both alike (the same last good version served, the same problem logged).

/** How long a push may take to reach every node: two polls of SITE_POLL_MS (2 s) and the folder's check. */
const REACH_MS = 8_000;
const BADGES = 'uk/data/en/badges.json';

let base: string;
let root: string;
let shop: ShopNodes;

beforeAll(async () => {
  if (!clusterPostgresUrl) return;
  base = await mkdtemp(join(tmpdir(), 'storefront-content-nodes-'));
  root = join(base, 'content');
  await cp(demoContentDir, root, { recursive: true });
  // Every node names the shop's one public address: sign-in tokens carry it as their issuer.
  shop = await startShopNodes(
    2,
    { CONTENT_DIR: root, STOREFRONT_ORIGIN: 'http://shop.example' },
    { label: 'content_nodes' },
  );
}, 120_000);
afterAll(async () => {
  await shop?.stop();
  if (base) await rm(base, { recursive: true, force: true });
});

const each = <T>(work: (node: ServerProcess) => Promise<T>): Promise<T[]> =>
  Promise.all(shop.nodes.map(work));

/** Ask every node `ask` until it says yes; the milliseconds each node took from `since`. */
async function untilEvery(
  ask: (node: ServerProcess) => Promise<boolean>,
  since = Date.now(),
  timeoutMs = REACH_MS + 4_000,
): Promise<number[]> {
  return each(async (node) => {
    while (!(await ask(node))) {
      if (Date.now() - since > timeoutMs) throw new Error(`${node.base} did not follow in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Date.now() - since;
  });
}

const siteIds = async (node: ServerProcess): Promise<string[]> =>
  ((await (await fetch(`${node.base}/content/sites.json`)).json()) as { siteId: string }[]).map(
    (site) => site.siteId,
  );

const searchHits = async (node: ServerProcess, index: string): Promise<number> => {
  const response = await fetch(`${node.base}/1/indexes/${index}/query`, {
    method: 'POST',
    headers: { 'x-algolia-api-key': 'storefront-search-only', 'x-algolia-application-id': 'STOREFRONT' },
    body: JSON.stringify({ query: '' }),
  });
  return response.ok ? ((await response.json()) as { nbHits: number }).nbHits : 0;
};

const content = (node: ServerProcess, path: string, headers: Record<string, string> = {}) =>
  fetch(`${node.base}/content/${path}`, { headers });

/** The log lines a node wrote about `path` (each node logs a content problem once). */
const linesAbout = (node: ServerProcess, path: string): string[] =>
  node
    .output()
    .split('\n')
    .filter((line) => line.includes(path))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

describe.skipIf(!clusterPostgresUrl)('content on many nodes: one shared content root', () => {
  it('opens a site folder renamed into the root on every node within seconds, its search included', async () => {
    const staged = await addCountryFolder(root, {
      priceList: SWEDISH_PRICE_LIST,
      shippingAndTax: SWEDISH_SHIPPING_AND_TAX,
      target: join(base, 'se.next'),
    });
    const pushed = Date.now();
    await rename(staged, join(root, SWEDEN.siteId));
    const listed = await untilEvery(async (node) => (await siteIds(node)).includes(SWEDEN.siteId), pushed);
    const searchable = await untilEvery(async (node) => (await searchHits(node, 'se_products')) > 0, pushed);
    console.log(
      `a pushed site folder: listed after ${listed.join(', ')} ms, searchable after ${searchable.join(', ')} ms`,
    );
    expect(Math.max(...searchable)).toBeLessThan(REACH_MS);
  });

  it('serves an edited file on every node, with one ETag, so either node revalidates the other’s copy', async () => {
    const edited = (await readFile(join(root, BADGES), 'utf8')).replace('Online exclusive', 'Only online');
    const since = Date.now();
    await writeFile(join(root, BADGES), edited);
    await untilEvery(
      async (node) => (await (await content(node, BADGES)).text()) === edited,
      since,
      REACH_MS,
    );
    const tags = await each(async (node) => (await content(node, BADGES)).headers.get('etag'));
    expect(tags[0]).toBeTruthy();
    expect(tags[1]).toBe(tags[0]);
    const revalidated = await each(
      async (node) => (await content(node, BADGES, { 'if-none-match': tags[0]! })).status,
    );
    expect(revalidated).toEqual([304, 304]);
  });

  it.skipIf(!shopIsBuilt)('renders a page alike on every node: one ETag, and 304 from either', async () => {
    const pages = await each((node) => pageAsBalanced(node, '/uk/en/women'));
    expect(pages[0]).toMatchObject({ status: 200, etag: expect.any(String) });
    expect(pages[1]).toEqual(pages[0]);
    const revalidated = await each((node) =>
      pageAsBalanced(node, '/uk/en/women', { 'if-none-match': pages[0]!.etag! }),
    );
    expect(revalidated.map((page) => page.status)).toEqual([304, 304]);
  });

  it('serves the second of two same-size writes within one tick of a shared mount’s clock on every node', async () => {
    // A network file system stamps a file with its own clock, in whole seconds, and that clock may lag the nodes': two
    // writes of the same size within one tick then leave the file's stat as it was. Each write is stamped here with
    // the same time, long past, as such a mount would.
    const file = join(root, BADGES);
    const original = await readFile(file, 'utf8');
    const first = original.replace('Low in stock', 'Few in stock');
    const second = original.replace('Low in stock', 'Nearly gone!');
    expect(second.length).toBe(first.length);
    const stamp = new Date(Date.now() - 60_000);
    await writeFile(file, first);
    await utimes(file, stamp, stamp);
    await untilEvery(async (node) => (await (await content(node, BADGES)).text()) === first);
    await writeFile(file, second);
    await utimes(file, stamp, stamp);
    await untilEvery(
      async (node) => (await (await content(node, BADGES)).text()) === second,
      Date.now(),
      REACH_MS,
    );
  });

  it('refuses a broken file on every node alike, one started meanwhile included, and takes its fix', async () => {
    const file = join(root, BADGES);
    const good = await readFile(file, 'utf8');
    const goodTag = (await content(shop.nodes[0]!, BADGES)).headers.get('etag');
    for (const [broken, rule] of [
      ['{"badges": [', 'invalid-json'],
      [JSON.stringify({ badges: 'none' }), 'type'],
    ] as const) {
      const since = Date.now();
      await writeFile(file, broken);
      const told = (node: ServerProcess) => linesAbout(node, BADGES).filter((line) => line.includes(rule));
      await untilEvery(async (node) => told(node).length > 0, since, REACH_MS);
      expect(told(shop.nodes[1]!)).toEqual(told(shop.nodes[0]!));
      expect(told(shop.nodes[0]!)[0]).toMatch(/fails its checks; the last good version stays in use/);
      const served = await each(async (node) => {
        const response = await content(node, BADGES);
        return { status: response.status, etag: response.headers.get('etag'), body: await response.text() };
      });
      expect(served).toEqual([
        { status: 200, etag: goodTag, body: good },
        { status: 200, etag: goodTag, body: good },
      ]);
    }
    // A node started now has never seen the good version: it serves the one the running nodes saved, site open.
    const late = await shop.startNode();
    try {
      const response = await content(late, BADGES);
      const served = {
        status: response.status,
        etag: response.headers.get('etag'),
        body: await response.text(),
      };
      expect(served).toEqual({ status: 200, etag: goodTag, body: good });
      expect(await siteIds(late)).toContain('uk');
    } finally {
      await late.stop();
    }
    const fixed = good.replace('Conscious choice', 'Conscious pick');
    const since = Date.now();
    await writeFile(file, fixed);
    await untilEvery(async (node) => (await (await content(node, BADGES)).text()) === fixed, since, REACH_MS);
  });

  it('keeps a pushed site folder that fails its checks shut on every node, and opens it on both once fixed', async () => {
    // Denmark, pushed without its English texts: a file every language of a site needs.
    const denmark = { siteId: 'dk', country: 'DK', currency: 'DKK', sitePublicId: 'maison-nord-dk' };
    const staged = await addCountryFolder(root, { site: denmark, target: join(base, 'dk.next') });
    const texts = await readFile(join(staged, 'language/en.json'), 'utf8');
    await rm(join(staged, 'language/en.json'));
    await rename(staged, join(root, denmark.siteId));
    const told = (node: ServerProcess) =>
      linesAbout(node, 'site folder dk').filter((line) => line.includes('is not opened'));
    await untilEvery(async (node) => told(node).length > 0, Date.now(), REACH_MS);
    expect(told(shop.nodes[1]!)).toEqual(told(shop.nodes[0]!));
    expect(await each(siteIds)).toSatisfy((lists: string[][]) => lists.every((ids) => !ids.includes('dk')));
    expect(await each(async (node) => (await content(node, 'dk/data/en/badges.json')).status)).toEqual([
      404, 404,
    ]);

    await writeFile(join(root, 'dk/language/en.json'), texts);
    await untilEvery(async (node) => (await siteIds(node)).includes('dk'), Date.now(), REACH_MS);
    expect(await each(async (node) => (await content(node, 'dk/data/en/badges.json')).status)).toEqual([
      200, 200,
    ]);
  });

  it('lets a site gate pass made on one node through on the other', async () => {
    await setSiteGate(root, 'us', { credentials: [await hashGateCredentials('preview', 'Winter-2026')] });
    const path = 'us/data/navTree.json';
    await untilEvery(async (node) => (await content(node, path)).status === 403, Date.now(), REACH_MS);
    const signIn = await fetch(`${shop.nodes[0]!.base}/api/site-gate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ siteId: 'us', username: 'preview', password: 'Winter-2026' }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers.get('set-cookie')!.split(';')[0]!;
    expect((await content(shop.nodes[1]!, path, { cookie })).status).toBe(200);
  });

  it('lets an account signed up, confirmed and signed in on one node use its tokens on the other', async () => {
    const email = 'two-nodes@example.com';
    const [first, second] = shop.nodes as [ServerProcess, ServerProcess];
    const signUp = await identity(first, 'SignUp', {
      ClientId: 'storefront-web',
      Username: email,
      Password: 'Correct-horse-1',
      UserAttributes: [{ Name: 'email', Value: email }],
    });
    expect(signUp).toMatchObject({ status: 200 });
    const db = await shop.database.open();
    let code: string | undefined;
    try {
      const [mail] = await db.query<{ body_text: string }>(
        'SELECT body_text FROM outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1',
        [email],
      );
      code = /\b(\d{6})\b/.exec(mail?.body_text ?? '')?.[1];
    } finally {
      await db.close();
    }
    const confirm = { ClientId: 'storefront-web', Username: email, ConfirmationCode: code };
    expect(await identity(second, 'ConfirmSignUp', confirm)).toMatchObject({ status: 200 });
    const signIn = await identity(first, 'InitiateAuth', {
      ClientId: 'storefront-web',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: 'Correct-horse-1' },
    });
    const tokens = (signIn.body as { AuthenticationResult: { AccessToken: string; RefreshToken: string } })
      .AuthenticationResult;
    const user = await identity(second, 'GetUser', { AccessToken: tokens.AccessToken });
    expect(user).toMatchObject({ status: 200 });
    const refreshed = await identity(second, 'InitiateAuth', {
      ClientId: 'storefront-web',
      AuthFlow: 'REFRESH_TOKEN_AUTH',
      AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken },
    });
    expect(refreshed).toMatchObject({ status: 200 });
    const history = await fetch(`${second.base}/api/order/history?siteTag=storefront-demo`, {
      headers: { authorization: `Bearer ${tokens.AccessToken}` },
    });
    expect(history.status).toBe(200);
  });
});

/** One call to a node's identity service (Cognito's protocol) as raw HTTP. */
async function identity(node: ServerProcess, operation: string, body: object) {
  const response = await fetch(`${node.base}/identity`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** A page asked for as a balancer in front of both nodes asks: under the shop's one host name (fetch cannot set it). */
function pageAsBalanced(node: ServerProcess, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; etag: string | undefined }>((resolve, reject) => {
    const request = get(
      `${node.base}${path}`,
      { headers: { host: 'shop.example', ...headers } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode!, etag: response.headers.etag }));
      },
    );
    request.on('error', reject);
  });
}
