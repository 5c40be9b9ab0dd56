// @vitest-environment node
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSearch, type SearchService } from '../search/index.ts';
import { SiteOpening } from '../sites/site-opening.ts';
import { demoContentDir, startCommerce, type CommerceHarness } from '../test-support/commerce-harness.ts';
import { addCountryFolder } from '../test-support/new-country-fixture.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { readGateCredentials } from './site-gate-config.ts';

// An operator pushes content under a running shop (a real server on a socket, its site poll running, over a copy of
// the demo content): a file failing its checks never replaces the last good version, and a new site folder goes live
// only once it passes. Every problem is logged once, in the words `npm run content:check` prints.

const POLL_MS = 100;
const HOME = 'uk/data/en/pages/home.json';
const ROUTES = 'uk/data/clp-routes.json';

let contentDir: string;
let harness: CommerceHarness;
let search: SearchService;
let opening: SiteOpening;
let baseUrl: string;
const lines: string[] = [];

beforeAll(async () => {
  contentDir = await mkdtemp(join(tmpdir(), 'storefront-push-'));
  await cp(demoContentDir, contentDir, { recursive: true });
  const stream = new PassThrough();
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    const parts = (pending + chunk.toString()).split('\n');
    pending = parts.pop()!;
    lines.push(...parts.map((line) => (JSON.parse(line) as { msg: string }).msg));
  });
  const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;
  harness = await startCommerce(pglite, { contentDir, logStream: stream });
  ({ service: search } = await startSearch(
    harness.db,
    harness.context.sites,
    { syncMs: 0, suggestionsMs: 0 },
    {},
  ));
  // The site poll as main.ts runs it, only faster.
  opening = new SiteOpening({ db: harness.db, contentDir, search, log: harness.app.log });
  await opening.scan();
  opening.start(POLL_MS);
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(harness.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  opening.stop();
  await search.close();
  await harness.close();
  await rm(contentDir, { recursive: true, force: true });
});

const get = async (path: string) => {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, body: await response.text() };
};
const siteIds = async () =>
  (JSON.parse((await get('/content/sites.json')).body) as { siteId: string }[]).map((site) => site.siteId);
/** Log lines naming `text`. */
const logged = (text: string) => lines.filter((line) => line.includes(text));
/** Several site polls. */
const polls = (count = 4) => new Promise((resolve) => setTimeout(resolve, POLL_MS * count));
async function until(condition: () => Promise<boolean>, what: string) {
  for (let waited = 0; waited < 5000; waited += POLL_MS) {
    if (await condition()) return;
    await polls(1);
  }
  throw new Error(`still not ${what} after 5 s`);
}
const write = (path: string, text: string) => writeFile(join(contentDir, path), text);

describe('content pushed under a running shop', () => {
  it('keeps serving the last good homepage while a broken one is pushed, logged once with file and pointer', async () => {
    const good = await get(`/content/${HOME}`);
    expect(good.status).toBe(200);
    await write(HOME, '{ "title": "Home", "blocks": [ ');
    for (let request = 0; request < 3; request++) expect(await get(`/content/${HOME}`)).toEqual(good);
    expect((await get('/uk/en')).status).toBe(200);
    await polls();
    expect(logged(`content file ${HOME} fails its checks`)).toEqual([
      expect.stringMatching(
        /last good version stays in use: .*home\.json# {2}invalid-json {2}line 1 column \d+/,
      ),
    ]);

    await write(HOME, JSON.stringify({ title: 'Home', blocks: [{ type: 'hero-banner' }] }));
    expect(await get(`/content/${HOME}`)).toEqual(good);
    await polls();
    expect(logged(`${HOME}#/blocks/0/title  required`)).toHaveLength(1);

    const fixed = JSON.stringify({ title: 'Home again', blocks: [] });
    await write(HOME, fixed);
    expect(await get(`/content/${HOME}`)).toEqual({ status: 200, body: fixed });
  });

  it('keeps the site open on its last good config.json, logged once however many polls pass', async () => {
    const sites = await get('/content/sites.json');
    const config = await get('/content/uk/config.json');
    const text = await readFile(join(contentDir, 'uk/config.json'), 'utf8');
    await write('uk/config.json', JSON.stringify({ ...(JSON.parse(text) as object), currency: 12 }));
    await polls(6);
    expect(await get('/content/sites.json')).toEqual(sites);
    expect(await get('/content/uk/config.json')).toEqual(config);
    expect((await get('/uk/en')).status).toBe(200);
    expect(logged('content file uk/config.json fails its checks')).toEqual([
      expect.stringContaining('uk/config.json#/currency  type'),
    ]);
    await write('uk/config.json', text);
  });

  it('keeps the last good version of a file whose change breaks a reference of its site', async () => {
    const routes = await get(`/content/${ROUTES}`);
    const value = JSON.parse(routes.body) as { routes: object[] };
    const broken = { routes: [...value.routes, { path: '/gone', page: 'gone', title: 'Gone' }] };
    await write(ROUTES, JSON.stringify(broken));
    expect(await get(`/content/${ROUTES}`)).toEqual(routes);
    await polls();
    const index = value.routes.length;
    expect(logged(`content file ${ROUTES} fails the checks of its site folder`)).toEqual([
      expect.stringContaining(
        `${ROUTES}#/routes/${index}/page  broken-reference  route /gone uses page "gone" but data/en/pages/gone.json does not exist`,
      ),
    ]);
    // The page pushed after its route: the route goes live with it.
    await write('uk/data/en/pages/gone.json', JSON.stringify({ title: 'Gone', blocks: [] }));
    await until(
      async () => (await get(`/content/${ROUTES}`)).body === JSON.stringify(broken),
      'serving the route',
    );
  });

  it('opens a new site folder only once it passes its checks, cross-file references included', async () => {
    const site = { siteId: 'xx', country: 'XX', currency: 'GBP', sitePublicId: 'maison-nord-xx' };
    // Written beside the root, then moved in, as a deploy does; its config names a campaign it has no file for.
    const staged = await addCountryFolder(contentDir, { site, target: join(contentDir, '..', 'xx-staged') });
    const config = JSON.parse(await readFile(join(staged, 'config.json'), 'utf8')) as { campaigns: string[] };
    const campaigns = config.campaigns;
    await writeFile(
      join(staged, 'config.json'),
      JSON.stringify({ ...config, campaigns: [...campaigns, 'nope'] }),
    );
    await rename(staged, join(contentDir, 'xx'));
    await polls();
    expect(await siteIds()).not.toContain('xx');
    expect((await get('/content/xx/config.json')).status).toBe(404);
    expect(opening.sites().map((opened) => opened.siteId)).not.toContain('xx');
    // Not open behind an empty gate either: a site that never passed is shut.
    expect(await readGateCredentials(contentDir, 'xx')).toHaveLength(1);
    expect(logged('site folder xx is not opened until it passes its checks')).toEqual([
      expect.stringContaining(
        `xx/config.json#/campaigns/${campaigns.length}  broken-reference  campaign "nope" has no file data/campaigns/nope.json`,
      ),
    ]);

    await write('xx/config.json', JSON.stringify({ ...config, campaigns }));
    await until(async () => (await siteIds()).includes('xx'), 'listing xx');
    await until(async () => opening.sites().some((opened) => opened.siteId === 'xx'), 'opening xx');
    expect((await get('/content/xx/config.json')).status).toBe(200);
    expect(await readGateCredentials(contentDir, 'xx')).toEqual([]);
  });
});
