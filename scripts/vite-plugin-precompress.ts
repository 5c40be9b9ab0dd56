import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the server would otherwise compress on every request; pictures and fonts are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|svg|json|map|html|txt|xml|webmanifest)$/;
/** Below this, the encoding headers cost about what compression saves. */
const MIN_BYTES = 1024;

/**
 * Write `.br` (best quality) and `.gz` beside each text file named, so the server sends them as they are instead of
 * compressing at a fast, weaker setting on every request. Returns the files it compressed.
 */
export async function precompressFiles(dir: string, names: string[]): Promise<string[]> {
  const done: string[] = [];
  for (const name of names.filter((file) => TEXT_FILE.test(file))) {
    const bytes = await readFile(join(dir, name));
    if (bytes.length < MIN_BYTES) continue;
    const [br, gz] = await Promise.all([
      brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      gzipAsync(bytes, { level: 9 }),
    ]);
    await Promise.all([writeFile(join(dir, `${name}.br`), br), writeFile(join(dir, `${name}.gz`), gz)]);
    done.push(name);
  }
  return done;
}

/** The files under `dir`, by their path inside it: what Vite copies from public/ into the build as they are. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * The browser build's text files precompressed after they are written, the ones copied from public/ (boot.js...)
 * included, since the server sends those with the same precompressed lookup; the server-render build is left alone.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  let publicDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = !!config.build.ssr;
      publicDir = config.build.copyPublicDir ? config.publicDir : '';
    },
    async writeBundle(_options, bundle) {
      if (ssr) return;
      const copied = publicDir ? await filesUnder(publicDir) : [];
      await precompressFiles(outDir, [...new Set([...Object.keys(bundle), ...copied])]);
    },
  };
}
