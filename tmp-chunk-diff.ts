import { chunkModules } from './tests/bench/js-by-module.ts';
const [da, fa, db, fb] = process.argv.slice(2);
const a = await chunkModules(da!, fa!);
const b = await chunkModules(db!, fb!);
const key = (s: string) => s.split('/').slice(-1)[0]!;
const ma = new Map(a.modules.map((m) => [key(m.source), m.gzip]));
const mb = new Map(b.modules.map((m) => [key(m.source), m.gzip]));
for (const k of new Set([...ma.keys(), ...mb.keys()])) {
  const x = ma.get(k) ?? 0, y = mb.get(k) ?? 0;
  if (Math.abs(x - y) > 10) console.log((y - x).toFixed(0).padStart(6), x.toFixed(0).padStart(6), y.toFixed(0).padStart(6), k);
}
