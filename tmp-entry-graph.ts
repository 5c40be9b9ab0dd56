import { readFile } from 'node:fs/promises';
import { entryJs } from './tests/bench/first-load-js.ts';
import { chunkModules } from './tests/bench/js-by-module.ts';
for (const dist of process.argv.slice(2)) {
  const html = await readFile(`${dist}/index.html`, 'utf8');
  const e = await entryJs(html, dist);
  console.log(dist, e.gzipBytes, e.files?.length);
  for (const f of (e.files ?? []) as Array<{ path: string; gzip: number }>) {
    const m = await chunkModules(dist, f.path.replace(/^\//, ''));
    console.log('  ', f.gzip, f.path, m.modules.slice(0, 5).map((x) => `${x.source.split('/').slice(-2).join('/')}:${x.gzip.toFixed(0)}`).join(' '));
  }
}
