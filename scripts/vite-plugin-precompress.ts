import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
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

/** The browser build's text files precompressed after they are written; the server-render build is left alone. */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  let ssr = false;
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
      ssr = !!config.build.ssr;
    },
    async writeBundle(_options, bundle) {
      if (!ssr) await precompressFiles(outDir, Object.keys(bundle));
    },
  };
}
