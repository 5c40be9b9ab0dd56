import { readFile } from 'node:fs/promises';
import { chunkModules } from './tests/bench/js-by-module.ts';
async function entry(dist: string) {
  const html = await readFile(`${dist}/index.html`, 'utf8');
  const src = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)![1]!;
  const mods = await chunkModules(dist, src);
  const byName = new Map<string, number>();
  for (const m of mods.modules) byName.set(m.source.split('/').pop()!, (byName.get(m.source.split('/').pop()!) ?? 0) + m.gzip);
  return { gzip: mods.gzip, byName, mods };
}
const a = await entry(process.argv[2]!);
const b = await entry(process.argv[3]!);
console.log('entry gzip', a.gzip, '->', b.gzip);
const names = new Set([...a.byName.keys(), ...b.byName.keys()]);
const rows = [...names].map((n) => [n, a.byName.get(n) ?? 0, b.byName.get(n) ?? 0] as const).filter(([, x, y]) => Math.abs(y - x) > 15);
rows.sort((p, q) => (q[2] - q[1]) - (p[2] - p[1]));
for (const [n, x, y] of rows) console.log(`${(y - x).toFixed(0).padStart(6)}  ${x.toFixed(0).padStart(6)} -> ${y.toFixed(0).padStart(6)}  ${n}`);
