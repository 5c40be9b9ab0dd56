import fc from 'fast-check';
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { renderOnServer } from '../../../server/lib/server-render.ts';
import { readContentText } from '../../../server/lib/content-files.ts';
import { readSitesIndex } from '../../../server/lib/sites-index.ts';
import { fixtureFiles, fixtureSite, repoRoot, SITE } from './fixture-corpus.ts';
import { expectedBlocks, topLevel } from './expected-blocks.ts';
import { anyContentFile, type ContentCase } from './generators.ts';
import { assertPrototypesClean, FuzzFigures } from './fuzz-figures.ts';
import { fuzzSettings, runsPerTarget } from './fuzz-settings.ts';
import { parentPointer, resolves } from './json-pointer.ts';

const settings = fuzzSettings();
const figures = new FuzzFigures('server renderer', settings);
const serverRenderDir = join(repoRoot, 'dist-ssr');
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'content-fuzz-ssr-'));
  await cp(fixtureSite, join(root, SITE), { recursive: true });
  await copyFile(join(fixtureSite, '..', 'metadata-v2.json'), join(root, 'metadata-v2.json'));
});
afterAll(async () => {
  console.log(figures.summary());
  if (root) await rm(root, { recursive: true, force: true });
});

interface Logged {
  level: 'warn' | 'error';
  fields: unknown;
  message: unknown;
}

/** A logger that keeps what the render logs: errors are crashes, warnings carry content problems. */
function recordingLog(logged: Logged[]): FastifyBaseLogger {
  const keep = (level: Logged['level']) => (fields: unknown, message?: unknown) =>
    void logged.push({ level, fields, message });
  const log = {
    level: 'warn',
    warn: keep('warn'),
    error: keep('error'),
    fatal: keep('error'),
    info: () => {},
    debug: () => {},
    trace: () => {},
    silent: () => {},
    child: () => log,
  };
  return log as unknown as FastifyBaseLogger;
}

/** The page a file shows on: a routed page on its own address, every other file on the homepage. */
function urlOf(testCase: ContentCase): string {
  const name = /^data\/en\/pages\/([a-z0-9-]+)\.json$/.exec(testCase.file.path)?.[1];
  const routes = (
    fixtureFiles.find((f) => f.id === 'clpRoutes')!.value as { routes: { path: string; page: string }[] }
  ).routes;
  const route = routes.find((r) => r.page === name);
  return route ? `/${SITE}/en${route.path}` : `/${SITE}/en`;
}

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

async function check(testCase: ContentCase): Promise<void> {
  const path = join(root, SITE, testCase.file.path);
  await writeFile(path, testCase.text);
  try {
    const logged: Logged[] = [];
    const log = recordingLog(logged);
    const url = urlOf(testCase);
    // What the shop makes of the pushed file: a file failing content:check's checks never replaces its last good
    // version (or, in a site folder that never passed, keeps the site shut).
    const file = `${SITE}/${testCase.file.path}`;
    const heldBack = (await readContentText(root, file, { log })) !== testCase.text;
    if (heldBack)
      expect(
        logged.some((entry) => JSON.stringify(entry.message).includes(file)),
        `${file} was held back but nothing was logged about it`,
      ).toBe(true);
    let siteKnown = false;
    const result = await figures.call(async () => {
      const sites = await readSitesIndex(root, log);
      siteKnown = sites.some((site) => site.countryFolder === SITE);
      const rendered = await renderOnServer({
        serverRenderDir,
        contentDir: root,
        url,
        host: 'shop.example',
        origin: 'https://shop.example',
        sites,
        log,
        fetchApi: () => Promise.resolve({ status: 404, text: '{"error":"not_found"}' }),
        fetchSearch: () => Promise.resolve({ status: 503, text: '{"message":"search is away"}' }),
      });
      const errors = logged.filter((entry) => entry.level === 'error');
      if (errors.length)
        throw new Error(`the render failed: ${String(errors[0]!.message)}`, { cause: errors[0]!.fields });
      return rendered;
    });
    // A config the sites index cannot read drops the site (logged): its addresses are the browser's not-found page.
    if (!siteKnown) {
      expect(result.kind === 'client-only' || (result.kind === 'page' && result.status === 404)).toBe(true);
      return;
    }
    expect(result.kind, `${url}: the page went to the browser`).toBe('page');
    if (result.kind !== 'page') return;
    expect([200, 404]).toContain(result.status);
    // A held-back file shows the page as it was: the checks below are of what a file that passed does to its page.
    if (heldBack) return;

    const problems = logged
      .map(
        (entry) => (entry.fields as { content?: { file?: string; pointer?: string; rule?: string } }).content,
      )
      .filter((problem) => problem !== undefined);
    for (const problem of problems) {
      if (problem.file === undefined || problem.pointer === undefined) continue;
      figures.report(problem.file, problem.pointer);
      if (problem.file !== `${SITE}/${testCase.file.path}`) continue;
      const at = problem.rule === 'required' ? parentPointer(problem.pointer) : problem.pointer;
      expect(resolves(testCase.value, at), `${problem.file}#${problem.pointer} is not in the file`).toBe(
        true,
      );
    }

    // On the page's own address, its good blocks are in the markup and its bad ones are not.
    const blocks = (testCase.value as { blocks?: unknown } | undefined)?.blocks;
    if (url !== `/${SITE}/en` || testCase.file.path === 'data/en/pages/home.json') {
      if (!Array.isArray(blocks) || result.status !== 200) return;
      const expected = expectedBlocks(blocks);
      // Every top-level broken block is in the server's log with its file and a pointer inside it.
      for (const pointer of topLevel(expected.placeholders))
        expect(
          problems.some(
            (problem) =>
              problem.file === file &&
              (problem.pointer === pointer || problem.pointer?.startsWith(`${pointer}/`)),
          ),
          `${file}#${pointer} is broken but the server logged nothing for it`,
        ).toBe(true);
      for (const pointer of topLevel(expected.all)) {
        const shown = result.html.includes(`data-pointer="${pointer}"`);
        expect(
          shown,
          `${pointer} ${expected.rendered.has(pointer) ? 'missing' : 'rendered though broken'}`,
        ).toBe(expected.rendered.has(pointer));
        const block = blocks[Number(pointer.split('/')[2])] as { type?: unknown; title?: unknown };
        // A widget decides for itself what a first visit shows (recently viewed: nothing yet).
        const title = block.type === 'widget-slot' ? undefined : block.title;
        if (expected.rendered.has(pointer) && typeof title === 'string' && title.trim())
          expect(result.html, `the title of ${pointer}`).toContain(escapeHtml(title));
      }
    }
    assertPrototypesClean();
  } finally {
    await writeFile(path, testCase.file.text);
  }
}

it.runIf(existsSync(join(serverRenderDir, 'entry-server.js')))(
  'renders pages on the server from generated and mutated content without crashing',
  async () => {
    await fc.assert(
      fc.asyncProperty(anyContentFile(), (testCase) => figures.run(() => check(testCase))),
      { seed: settings.seed, numRuns: runsPerTarget(settings.runs).server },
    );
    expect(figures.crashes).toBe(0);
  },
  3_600_000,
);
