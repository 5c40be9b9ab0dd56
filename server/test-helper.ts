import type { FastifyInstance } from 'fastify';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, type AppOptions } from './app.ts';
import type { DeploymentSettings } from './lib/deployment-settings.ts';

/** The tiny content root and Vite build the server tests start from (copied, so tests may edit them). */
export const fixturesDir = join(dirname(fileURLToPath(import.meta.url)), 'test-fixtures');

/** A server over a fresh copy of the fixtures, for tests that change files on disk between requests. */
export interface TestServer {
  app: FastifyInstance;
  contentDir: string;
  distDir: string;
  close(): Promise<void>;
}

/**
 * Build an app over a temporary copy of the fixtures; `withDist: false` leaves dist/ out (not built yet),
 * `serverRender: true` adds the stand-in server-render entry.
 */
export async function buildTestServer(
  options: {
    withDist?: boolean;
    buildDate?: string;
    serverRender?: boolean;
    deployment?: DeploymentSettings;
    logStream?: NodeJS.WritableStream;
    siteGate?: AppOptions['siteGate'];
  } = {},
): Promise<TestServer> {
  const root = await mkdtemp(join(tmpdir(), 'storefront-server-'));
  const contentDir = join(root, 'content');
  const distDir = join(root, 'dist');
  await cp(join(fixturesDir, 'content'), contentDir, { recursive: true });
  if (options.withDist !== false) await cp(join(fixturesDir, 'dist'), distDir, { recursive: true });
  const app = await buildApp({
    contentDir,
    distDir,
    buildDate: options.buildDate,
    deployment: options.deployment,
    logStream: options.logStream,
    siteGate: options.siteGate,
    // A stand-in for the built server-render entry (read only, so shared by every test server).
    serverRenderDir: join(options.serverRender ? fixturesDir : root, 'dist-ssr'),
  });
  return {
    app,
    contentDir,
    distDir,
    close: async () => {
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/**
 * GET a raw, unnormalised path over a real socket: `app.inject` (like browsers) resolves `%2e%2e` before sending,
 * but an attacker's client does not.
 */
export async function rawGet(app: FastifyInstance, path: string): Promise<{ status: number; body: string }> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A site's files for one language (the manifest's `{language}` paths), given another language's copy. */
export async function copyLanguageFiles(siteDir: string, from: string, to: string): Promise<void> {
  await cp(join(siteDir, 'data', from), join(siteDir, 'data', to), { recursive: true });
  await cp(join(siteDir, 'language', `${from}.json`), join(siteDir, 'language', `${to}.json`));
  await cp(
    join(siteDir, 'data', `country-navigation_${from}.json`),
    join(siteDir, 'data', `country-navigation_${to}.json`),
  );
}

/**
 * Add a whole site folder to a test content root, as an operator pushes one (a site opens only once all of it passes
 * its checks): a copy of the root's `uk` folder, `config` written over uk's config, and each of its languages given
 * uk's English files.
 */
export async function addSiteFolder(
  contentDir: string,
  config: { siteId: string; languages?: string[] } & Record<string, unknown>,
): Promise<void> {
  const siteDir = join(contentDir, config.siteId);
  await cp(join(contentDir, 'uk'), siteDir, { recursive: true });
  const uk = JSON.parse(await readFile(join(siteDir, 'config.json'), 'utf8')) as { languages: string[] };
  const languages = config.languages ?? uk.languages;
  for (const language of languages.filter((l) => l !== 'en'))
    await copyLanguageFiles(siteDir, 'en', language);
  if (!languages.includes('en')) {
    await rm(join(siteDir, 'data', 'en'), { recursive: true });
    await rm(join(siteDir, 'language', 'en.json'));
    await rm(join(siteDir, 'data', 'country-navigation_en.json'));
  }
  await writeFile(join(siteDir, 'config.json'), JSON.stringify({ ...uk, ...config }));
}
