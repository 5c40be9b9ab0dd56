// @vitest-environment node
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../test-helper.ts';
import { readGateCredentials } from './site-gate-config.ts';

// An operator pushes a broken content file under a running shop: the shop keeps the last good version.

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A real server on a socket over a temporary content root, and every line it logs. */
async function startShop() {
  const stream = new PassThrough();
  const lines: string[] = [];
  let pending = '';
  stream.on('data', (chunk: Buffer) => {
    const parts = (pending + chunk.toString()).split('\n');
    pending = parts.pop()!;
    lines.push(...parts);
  });
  server = await buildTestServer({ logStream: stream });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = server.app.server.address() as AddressInfo;
  const get = async (path: string) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`);
    return { status: response.status, body: await response.text() };
  };
  const failures = (file: string) => lines.filter((line) => line.includes(`content file ${file} fails`));
  return { contentDir: server.contentDir, get, failures };
}

const HOME = 'uk/data/en/pages/home.json';

describe('a content file failing its checks under a running shop', () => {
  it('leaves the homepage served from the last good version, logged once with file and pointer', async () => {
    const shop = await startShop();
    const good = await shop.get(`/content/${HOME}`);
    expect(good.status).toBe(200);

    await writeFile(join(shop.contentDir, HOME), '{ "title": "Home", "blocks": [ ');
    for (let poll = 0; poll < 3; poll++) expect(await shop.get(`/content/${HOME}`)).toEqual(good);
    expect(shop.failures(HOME)).toHaveLength(1);
    expect(shop.failures(HOME)[0]).toContain('last good version stays in use');
    expect(shop.failures(HOME)[0]).toMatch(/line 1 column \d+/);

    await writeFile(
      join(shop.contentDir, HOME),
      JSON.stringify({ title: 'Home', blocks: [{ type: 'hero-banner' }] }),
    );
    for (let poll = 0; poll < 3; poll++) expect(await shop.get(`/content/${HOME}`)).toEqual(good);
    expect(shop.failures(HOME)).toHaveLength(2);
    expect(shop.failures(HOME)[1]).toContain(`${HOME} /blocks/0`);

    const fixed = JSON.stringify({ title: 'Home again', blocks: [] });
    await writeFile(join(shop.contentDir, HOME), fixed);
    expect(await shop.get(`/content/${HOME}`)).toEqual({ status: 200, body: fixed });
  });

  it('keeps a site open on its last good config.json', async () => {
    const shop = await startShop();
    const sites = await shop.get('/content/sites.json');
    expect(sites.body).toContain('"siteId":"uk"');
    const config = await shop.get('/content/uk/config.json');

    await writeFile(join(shop.contentDir, 'uk/config.json'), '{ "siteId": "uk", ');
    for (let poll = 0; poll < 3; poll++) {
      expect(await shop.get('/content/sites.json')).toEqual(sites);
      expect(await shop.get('/content/uk/config.json')).toEqual(config);
    }
    expect(shop.failures('uk/config.json')).toHaveLength(1);
  });

  it('opens a new site folder only once its config passes', async () => {
    const shop = await startShop();
    const ukConfig = JSON.parse(await readFile(join(shop.contentDir, 'uk/config.json'), 'utf8')) as object;
    await mkdir(join(shop.contentDir, 'xx'));
    const config = { ...ukConfig, siteId: 'xx', unknownSetting: true };
    await writeFile(join(shop.contentDir, 'xx/config.json'), JSON.stringify(config));
    expect((await shop.get('/content/sites.json')).body).not.toContain('"siteId":"xx"');
    expect((await shop.get('/content/xx/config.json')).status).toBe(404);
    expect(shop.failures('xx/config.json')[0]).toContain('xx/config.json /unknownSetting');
    expect(shop.failures('xx/config.json')[0]).toContain('not used until it passes');

    // Not open behind an empty gate either: a config that never passed shuts its site.
    expect(await readGateCredentials(shop.contentDir, 'xx')).toHaveLength(1);

    const { unknownSetting: _, ...passing } = config;
    await writeFile(join(shop.contentDir, 'xx/config.json'), JSON.stringify(passing));
    expect((await shop.get('/content/sites.json')).body).toContain('"siteId":"xx"');
    expect(await readGateCredentials(shop.contentDir, 'xx')).toEqual([]);
  });
});
