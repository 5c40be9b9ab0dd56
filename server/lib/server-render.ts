import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerRender, ServerRenderRequest, ServerRenderResult } from '../../schemas/server-render.ts';
import type { SiteSummary } from '../../shared/site-paths.ts';
import { isSiteConfigPath, withoutGateCredentials } from './site-gate-config.ts';
import { readContentText, type WarnLogger } from './content-files.ts';
import { servedPathSegments } from './safe-path.ts';

const ENTRY = 'entry-server.js';
const loaded = new Map<string, { mtimeMs: number; render: ServerRender }>();

/**
 * The built server-render entry (`vite build --ssr`); undefined when there is none, and pages then render in the
 * browser only. Node keeps an imported module for the life of the process (and its lazy chunks must share the
 * entry's instance), so after a rebuild the old entry would render markup for old styles: pages go back to the
 * browser until a restart.
 */
async function loadServerRender(
  serverRenderDir: string,
  log: FastifyBaseLogger,
): Promise<ServerRender | undefined> {
  const path = join(serverRenderDir, ENTRY);
  let mtimeMs: number;
  try {
    mtimeMs = (await stat(path)).mtimeMs;
  } catch {
    return undefined;
  }
  let entry = loaded.get(path);
  if (!entry) {
    const module = (await import(pathToFileURL(path).href)) as { render: ServerRender };
    entry = { mtimeMs, render: module.render };
    loaded.set(path, entry);
  }
  if (entry.mtimeMs !== mtimeMs) {
    log.warn('the server-render build changed since start: restart the server to render pages on it again');
    return undefined;
  }
  return entry.render;
}

/**
 * A content file by its path below the root, as the browser could fetch it from `/content/` (an operator's edit shows
 * on the next request), within the content file cap. A site's config loses its gate hashes, as the page carries what
 * the render read.
 */
async function readContentFile(contentDir: string, path: string, log: WarnLogger): Promise<string | null> {
  const segments = servedPathSegments(path.split('/').map(encodeURIComponent).join('/'));
  if (!segments) return null;
  const text = await readContentText(contentDir, segments.join('/'), { log });
  if (text === undefined) return null;
  return isSiteConfigPath(path) ? withoutGateCredentials(text) : text;
}

/**
 * Render a page on the server from the content root. Any failure leaves the page to the browser (logged), so a
 * rendering bug can cost speed but never the page.
 */
export async function renderOnServer(options: {
  serverRenderDir: string;
  contentDir: string;
  url: string;
  host: string;
  origin: string;
  sites: SiteSummary[];
  log: FastifyBaseLogger;
  /** The server's own API, asked in process (`app.inject`). */
  fetchApi: ServerRenderRequest['fetchApi'];
  /** The server's own search endpoint, asked in process. */
  fetchSearch: ServerRenderRequest['fetchSearch'];
  splashSeen?: string;
}): Promise<ServerRenderResult> {
  const { contentDir, log } = options;
  try {
    const render = await loadServerRender(options.serverRenderDir, log);
    if (!render) return { kind: 'client-only' };
    return await render({
      url: options.url,
      host: options.host,
      origin: options.origin,
      sites: options.sites,
      readContentFile: (path) => readContentFile(contentDir, path, log),
      fetchApi: options.fetchApi,
      fetchSearch: options.fetchSearch,
      ...(options.splashSeen ? { splashSeen: options.splashSeen } : {}),
      report: (problem) => log.warn({ content: problem }, problem.message),
    });
  } catch (error) {
    log.error({ err: error }, 'server render failed; the page renders in the browser');
    return { kind: 'client-only' };
  }
}
