// @vitest-environment node
import { readFile, rename, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashGateCredentials } from '../../shared/site-gate.ts';
import { buildTestServer, type TestServer } from '../test-helper.ts';
import { gateCookieName, GATE_PASS_LIFETIME_MS, signGatePass } from './gate-pass.ts';

const SECRET = 'test-gate-secret';
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server whose uk site is locked with the pair preview / Winter-2026, as an operator configures it on disk. */
async function gatedServer(options: Parameters<typeof buildTestServer>[0] = {}) {
  server = await buildTestServer({ ...options, siteGate: { secret: SECRET, ...options.siteGate } });
  const pair = await hashGateCredentials('preview', 'Winter-2026');
  const file = join(server.contentDir, 'uk/config.json');
  const config = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  await writeFile(file, JSON.stringify({ ...config, siteGate: { credentials: [pair] } }));
  return { app: server.app, pair };
}

const signIn = (app: TestServer['app'], username: string, password: string, remoteAddress = '10.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/site-gate',
    remoteAddress,
    payload: { siteId: 'uk', username, password },
  });

const passCookie = (value: string) => ({ cookie: `${gateCookieName('uk')}=${value}` });
const validPass = () => passCookie(signGatePass('uk', Date.now() + GATE_PASS_LIFETIME_MS, SECRET));

describe('site gate: hashes never leave the server', () => {
  it('serves config.json and the page without the configured hashes', async () => {
    const { app, pair } = await gatedServer({ serverRender: true });
    const config = await app.inject({ url: '/content/uk/config.json' });
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ siteId: 'uk' });
    const page = await app.inject({ url: '/uk/en', headers: validPass() });
    expect(page.body).toContain('<main>Rendered /uk/en</main>');
    for (const body of [config.body, page.body]) {
      expect(body).not.toContain(pair.username);
      expect(body).not.toContain(pair.password);
    }
  });
});

describe('site gate: a locked site is closed', () => {
  it('answers a page without a pass with the bare shell marked for the overlay', async () => {
    const { app } = await gatedServer({ serverRender: true });
    const page = await app.inject({ url: '/uk/en' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-site-gate');
    expect(page.body).not.toContain('Rendered');
    expect(page.body).not.toContain('/content/uk/data/');
    expect(page.body).toContain('"gated":true');
  });

  it('refuses the content files of the site without a pass, but the ones the overlay boots with', async () => {
    const { app } = await gatedServer();
    const navTree = await app.inject({ url: '/content/uk/data/navTree.json' });
    expect(navTree.statusCode).toBe(403);
    expect(navTree.json()).toMatchObject({ status: 403, code: 'UNAUTHORIZED' });
    expect(navTree.body).not.toContain('women');
    expect((await app.inject({ url: '/content/uk/language/en.json' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/content/sites.json' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/content/media/pixel.svg' })).statusCode).toBe(200);
  });

  it("tells shared caches that a gated site's answers depend on the visitor's cookie", async () => {
    const { app } = await gatedServer();
    for (const url of [
      '/uk/en',
      '/content/sites.json',
      '/content/uk/config.json',
      '/content/uk/data/navTree.json',
    ])
      expect(String((await app.inject({ url, headers: validPass() })).headers.vary)).toContain('cookie');
    expect(String((await app.inject({ url: '/content/media/pixel.svg' })).headers.vary)).not.toContain(
      'cookie',
    );
  });

  it('opens page, content and sites index to a visitor who signs in with a right pair', async () => {
    const { app } = await gatedServer({ serverRender: true });
    const passed = await signIn(app, ' Preview ', 'Winter-2026');
    expect(passed.statusCode).toBe(200);
    const cookie = String(passed.headers['set-cookie']);
    expect(cookie).toMatch(new RegExp(`^${gateCookieName('uk')}=uk\\.\\d+\\.[\\w-]+;`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain(`Max-Age=${GATE_PASS_LIFETIME_MS / 1000}`);
    expect(cookie).not.toContain('Secure');
    const headers = { cookie: cookie.split(';')[0]! };
    const page = await app.inject({ url: '/uk/en', headers });
    expect(page.body).toContain('<main>Rendered /uk/en</main>');
    expect(page.body).not.toContain('data-site-gate');
    expect(page.body).not.toContain('"gated"');
    expect((await app.inject({ url: '/content/uk/data/navTree.json', headers })).statusCode).toBe(200);
    const sites = await app.inject({ url: '/content/sites.json', headers });
    expect(sites.json()[0]).not.toHaveProperty('gated');
  });

  it('keeps a site shut when its config.json leads outside the content root', async () => {
    const { app } = await gatedServer();
    // The gated config moved outside the root, a symbolic link left in its place: the server reads neither its
    // hashes nor the site, and must not take that for an open site.
    const outside = join(server!.contentDir, '..', 'outside-config.json');
    await rename(join(server!.contentDir, 'uk/config.json'), outside);
    await symlink(outside, join(server!.contentDir, 'uk/config.json'));
    // Refused like a folder that is no site at all: nothing of it is served, and nothing says a site is there.
    const navTree = await app.inject({ url: '/content/uk/data/navTree.json' });
    expect(navTree.statusCode).toBe(404);
    expect(navTree.json()).toMatchObject({ code: 'CONTENT_NOT_FOUND' });
    expect((await app.inject({ url: '/content/uk/config.json' })).statusCode).not.toBe(200);
    expect((await app.inject({ url: '/content/sites.json' })).json()).toEqual([]);
    expect((await signIn(app, 'preview', 'Winter-2026')).statusCode).not.toBe(200);
  });

  it('marks the pass Secure when asked to', async () => {
    const { app } = await gatedServer({ siteGate: { secureCookies: true } });
    const passed = await signIn(app, 'preview', 'Winter-2026');
    expect(String(passed.headers['set-cookie'])).toContain('Secure');
  });

  it('refuses a tampered, expired or other site pass, and one signed with another key', async () => {
    const { app } = await gatedServer();
    const url = '/content/uk/data/navTree.json';
    expect((await app.inject({ url, headers: validPass() })).statusCode).toBe(200);
    const expiresAt = Date.now() + GATE_PASS_LIFETIME_MS;
    const [site, , signature] = signGatePass('uk', expiresAt, SECRET).split('.');
    const refused = [
      `${site}.${expiresAt + 1000}.${signature}`,
      signGatePass('uk', Date.now() - 1, SECRET),
      signGatePass('us', expiresAt, SECRET),
      signGatePass('uk', expiresAt, 'another-secret'),
      'uk',
    ];
    for (const value of refused)
      expect((await app.inject({ url, headers: passCookie(value) })).statusCode).toBe(403);
  });

  it('answers a wrong pair with 401 and no cookie, the same each time', async () => {
    const { app } = await gatedServer();
    for (const password of ['winter-2026', 'Winter-2026 ', 'x']) {
      const wrong = await signIn(app, 'preview', password);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
      expect(wrong.headers['set-cookie']).toBeUndefined();
    }
  });

  it('limits sign-in attempts per client address', async () => {
    const { app } = await gatedServer({ siteGate: { attemptsPerMinute: 3 } });
    for (let attempt = 0; attempt < 3; attempt++)
      expect((await signIn(app, 'preview', 'guess', '10.0.0.7')).statusCode).toBe(401);
    const limited = await signIn(app, 'preview', 'Winter-2026', '10.0.0.7');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await signIn(app, 'preview', 'Winter-2026', '10.0.0.8')).statusCode).toBe(200);
  });

  it('counts every address of one IPv6 /64 as one client, and another /64 apart', async () => {
    const { app } = await gatedServer({ siteGate: { attemptsPerMinute: 3 } });
    for (const host of [':1', ':2', 'abcd::3'])
      expect((await signIn(app, 'preview', 'guess', `2001:db8:9:1:${host}`)).statusCode).toBe(401);
    expect((await signIn(app, 'preview', 'Winter-2026', '2001:db8:9:1::4')).statusCode).toBe(429);
    expect((await signIn(app, 'preview', 'Winter-2026', '2001:db8:9:2::1')).statusCode).toBe(200);
  });
});
