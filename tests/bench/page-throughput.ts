/**
 * How many pages one server process serves: each page kind loaded by `THROUGHPUT_CLIENTS` concurrent anonymous
 * clients for a few seconds (autocannon, in a process of its own), pages a second and the 99th percentile printed
 * against the targets; then the render itself, timed alone: sequential loads of addresses no cache holds (a query
 * parameter the page ignores), the median and the slowest. Prints figures; asserts nothing.
 * Run alone after a build: node --import tsx tests/bench/page-throughput.ts (npm run bench runs it too).
 */
import { pathToFileURL } from 'node:url';
import { productPage, startBenchServer } from './bench-server.ts';
import { pageKind, THROUGHPUT_CLIENTS, throughputVerdict } from './page-budgets.ts';
import { runLoad } from './run-load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RENDERS = 20;

/** The median and the slowest of `count` sequential loads of `path` under addresses no cache holds. */
async function renderTimes(
  origin: string,
  path: string,
  count: number,
): Promise<{ median: number; max: number }> {
  const times: number[] = [];
  for (let index = 0; index < count; index++) {
    const started = performance.now();
    const response = await fetch(
      `${origin}${path}${path.includes('?') ? '&' : '?'}render-probe=${Date.now()}-${index}`,
    );
    await response.text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, max: times[times.length - 1]! };
}

/** Print each page's throughput and render time, as `npm run bench` shows them. */
export async function printPageThroughput(origin: string, paths: string[]): Promise<void> {
  for (const path of paths) {
    const kind = pageKind(path);
    // One warm-up load: the first render of a page fills what later ones reuse, as on a running shop.
    await (await fetch(`${origin}${path}`)).text();
    const figures = await runLoad({
      url: `${origin}${path}`,
      method: 'GET',
      connections: THROUGHPUT_CLIENTS,
      duration: SECONDS,
      // As a browser asks: the page compressed.
      variants: [{ headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br, zstd' } }],
    });
    const render = await renderTimes(origin, path, RENDERS);
    console.log(
      `throughput ${path} (${kind}): ${figures.rps} pages/s to ${THROUGHPUT_CLIENTS} clients, p99 ${figures.p99} ms, ` +
        `${figures.errors} errors (${throughputVerdict(kind, figures)}); ` +
        `render alone ${render.median.toFixed(1)} ms median, ${render.max.toFixed(1)} ms slowest of ${RENDERS}`,
    );
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) {
  const server = await startBenchServer();
  try {
    await printPageThroughput(server.url, ['/uk/en', await productPage(server.url), '/uk/en/women']);
  } finally {
    await server.close();
  }
}
