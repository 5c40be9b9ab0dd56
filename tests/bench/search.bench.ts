/**
 * Search endpoint bench: latency (p50, p99) and queries per second of a category listing (route filter, a colour
 * OR-group and a price range, the listing's facets, distinct, a page of hits, plus one facet-only query per refined
 * disjunctive facet, in one multi-query) and of a typed text query (typo tolerant), sent over HTTP to our
 * Algolia-protocol endpoint exactly as the browser client sends them (`POST /1/indexes/*\/queries`, key in the query
 * string, JSON as text/plain), next to the same engine queries run in-process: the limit. At 10,000 and 100,000
 * products, with index build time and memory, and the most expensive request the endpoint accepts beside the listing
 * (`search-worst-case.ts`). Prints figures; asserts nothing.
 *
 * Run: `npm run bench:search` with BENCH_DATABASE_URL (or DATABASE_URL) naming a PostgreSQL database the bench may
 * keep its catalogues in, e.g. `createdb -O storefront storefront_bench` and
 * `BENCH_DATABASE_URL=postgres://storefront:storefront@localhost/storefront_bench`: schemas `search_bench_<N>`, reused
 * while their product count matches (seeding 100,000 products takes about a minute the first time; drop the schemas
 * to free the space). Without one, PGlite in memory, seeded on every run (slowly). BENCH_SIZES (default
 * 10000,100000), BENCH_SECONDS (default 5 per HTTP load) and BENCH_CONNECTIONS (default 8, for throughput; latency is
 * measured over one connection, so it is not queueing time) tune the run; BENCH_ACCEPT_ENCODING (say `gzip, br`)
 * asks for compressed answers as a browser does (off by default: the figures are the search's, not compression's);
 * BENCH_HITS_PER_PAGE (default 24, the storefront's LISTING_HITS_PER_PAGE) sets the page size.
 * Search runs without its background loops (database sync, suggestions), loopback only.
 *
 * One file, three roles: the parent runs each catalogue size in its own process (so memory figures are that size's
 * alone), and each size's process runs every HTTP load from another process (so the load generator does not take
 * the server's CPU).
 */
import autocannon from 'autocannon';
import { liteClient } from 'algoliasearch/lite';
import { execFile } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { productIndexName } from '../../shared/search-indexes.ts';
import { createCommerceContext } from '../../server/api/create-context.ts';
import { DEFAULT_SEED, seedCatalogue } from '../../server/catalogue/seed.ts';
import type { Database } from '../../server/db/database.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { toEngineDocument } from '../../server/search/catalogue/catalogue-documents.ts';
import type { CatalogueRecord } from '../../server/search/catalogue/product-records.ts';
import type { EngineQuery } from '../../server/search/engine/engine-types.ts';
import { SearchEngine } from '../../server/search/engine/search-engine.ts';
import { startSearch, type SearchService } from '../../server/search/index.ts';
import { listingRequests } from '../../src/kernel/search/algolia-search-service.ts';
import { demoContentDir } from '../../server/test-support/commerce-harness.ts';
import { listenSearchApp } from '../../server/test-support/search-harness.ts';
import type { FilterDefinition } from '../../schemas/api/product.schema.ts';
import { buildSearchFilters } from '../../src/features/listing/rules/search-filters.ts';
import type { ListingQuery } from '../../src/kernel/types/index.ts';
import { engineQueriesOf, figuresOf, loop, type Figures } from './search-timing.ts';
import { measureWorstCase, type WorstCaseFigures } from './search-worst-case.ts';

const run = promisify(execFile);
const self = fileURLToPath(import.meta.url);

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
const sizes = (process.env.BENCH_SIZES ?? '10000,100000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8);
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING;
/** In-process loops (engine, service) run this long; they need no more to settle. */
const inProcessSeconds = Math.min(seconds, 3);

const SITE = { siteId: 'uk', currency: 'GBP', fractionDigits: 2 };
/** What listing pages ask for: LISTING_HITS_PER_PAGE in src/features/listing/view/listing-view.tsx. */
const HITS_PER_PAGE = Number(process.env.BENCH_HITS_PER_PAGE ?? 24);

interface ScenarioFigures {
  name: string;
  description: string;
  /** Engine searches per request (the main query plus facet-only ones). */
  queriesPerRequest: number;
  nbHits: number[];
  latency: Figures;
  throughput: Figures;
  service: Figures;
  engine: Figures;
}

interface SizeFigures {
  products: number;
  records: number;
  seededSeconds?: number;
  buildSeconds: number;
  indexingSeconds: number;
  firstQueryMs: number;
  rssMiB: number;
  rssBeforeMiB: number;
  heapMiB: number;
  /** The machine's 1-minute load average when the size was done: other processes compete for the cores. */
  loadAverage: number;
  scenarios: ScenarioFigures[];
  worstCase: WorstCaseFigures[];
}

interface LoadPlan {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  bodies: string[];
}

const gc = () => (globalThis as { gc?: () => void }).gc?.();
const mib = (bytes: number) => bytes / 2 ** 20;
const log = (message: string) => process.stderr.write(`  ${message}\n`);

// ---------------------------------------------------------------------------------------------------------------
// Role 3: the load generator. Sends the plan's bodies in turn and times every answer itself (autocannon's
// histograms count whole milliseconds, too coarse for sub-millisecond answers).

async function runLoad(plan: LoadPlan): Promise<void> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: plan.url,
        method: 'POST',
        connections: plan.connections,
        duration: plan.duration,
        headers: plan.headers,
        requests: [
          { setupRequest: (request) => ({ ...request, body: plan.bodies[next++ % plan.bodies.length]! }) },
        ],
      },
      (error, output) => (error ? reject(error) : resolve(output)),
    );
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status >= 200 && status < 300) latencies.push(responseTime);
      else errors++;
    });
  });
  const elapsed = performance.now() - started;
  console.log(JSON.stringify(figuresOf(latencies, elapsed, errors + result.errors + result.timeouts)));
}

async function load(plan: LoadPlan): Promise<Figures> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', self, '--load', JSON.stringify(plan)], {
    timeout: (plan.duration + 60) * 1000,
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as Figures;
}

// ---------------------------------------------------------------------------------------------------------------
// Role 2: one catalogue size.

/** The bench's own schema per size, seeded once and reused while its product count matches. */
async function openCatalogue(products: number): Promise<{ db: Database; seededSeconds?: number }> {
  let db: Database;
  let admin: pg.Client | undefined;
  const schema = `search_bench_${products}`;
  if (databaseUrl) {
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    db = await openDatabase({ databaseUrl, searchPath: schema });
  } else db = await openDatabase({ dataDir: 'memory://' });
  try {
    const [row] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM products');
    if (row?.count === products) return { db };
    if (admin && row?.count) {
      log(`schema ${schema} holds ${row.count} products, not ${products}: seeding it again`);
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.query(`CREATE SCHEMA ${schema}`);
      db = await openDatabase({ databaseUrl, searchPath: schema });
    }
    log(`seeding ${products} products on ${databaseUrl ? `PostgreSQL (schema ${schema})` : 'PGlite'}...`);
    const started = performance.now();
    await seedCatalogue(db, { contentDir: demoContentDir, products, seed: DEFAULT_SEED });
    return { db, seededSeconds: (performance.now() - started) / 1000 };
  } finally {
    await admin?.end();
  }
}

/** The listing filter definitions the storefront builds its filters from (GET /api/filters: see ProductService.filters). */
const facetDefinition = (name: string, nameInAlgolia: string): FilterDefinition => ({
  name,
  type: 'list',
  metadata: { nameInAlgolia, filterType: 'facet', webLabel: name },
  options: [],
});
const DEFINITIONS: FilterDefinition[] = [
  facetDefinition('brand', 'brand.tag'),
  facetDefinition('categories', 'categories'),
  facetDefinition('color', 'color'),
  facetDefinition('size', 'size'),
  {
    name: 'priceRange',
    type: 'rangeSelector',
    metadata: {
      nameInAlgolia: 'price.sale.total',
      filterType: 'numeric',
      webLabel: 'price',
      currency: SITE.currency,
    },
    options: [],
  },
  facetDefinition('onSale', 'onSale'),
];

/** A listing as the storefront's ListingStore asks for it (see listing-store.ts). */
function listingQuery(options: {
  kind: 'category' | 'search';
  query?: string;
  routeFilters?: string;
  colours?: string[];
  price?: { min: number; max: number };
}): ListingQuery {
  const { filters, disjunctive } = buildSearchFilters({
    routeFilters: options.routeFilters,
    state: {
      filters: options.colours ? { color: options.colours } : {},
      numeric: options.price ? { priceRange: options.price } : {},
    },
    definitions: DEFINITIONS,
    fractionDigits: SITE.fractionDigits,
  });
  return {
    indexName: productIndexName(SITE.siteId),
    query: options.query ?? '',
    filters,
    disjunctive,
    page: 0,
    hitsPerPage: HITS_PER_PAGE,
    facets: DEFINITIONS.map((definition) => definition.metadata.nameInAlgolia),
    distinct: true,
    clickAnalytics: options.kind === 'search',
    ruleContexts: [],
  };
}

const SCENARIOS: { name: string; description: string; variants: ListingQuery[] }[] = [
  {
    name: 'listing',
    description: `category page: route filter AND colour OR-group AND price range, 6 facets, distinct, ${HITS_PER_PAGE} hits + 1 facet-only query`,
    variants: [
      { route: 'women', colours: ['black', 'navy'], price: { min: 50, max: 200 } },
      { route: 'women-clothing', colours: ['black', 'ivory', 'camel'], price: { min: 30, max: 150 } },
      { route: 'men', colours: ['navy', 'charcoal'], price: { min: 20, max: 300 } },
      { route: 'women-shoes', colours: ['black', 'chocolate'], price: { min: 50, max: 250 } },
    ].map(({ route, colours, price }) =>
      listingQuery({ kind: 'category', routeFilters: `categoryPageIds:"${route}"`, colours, price }),
    ),
  },
  {
    name: 'text',
    description: `search page: typed words (typos, prefix on the last word), 6 facets, distinct, ${HITS_PER_PAGE} hits`,
    variants: ['wool coat', 'cashmere jumpr', 'linen dres', 'leathr boots'].map((query) =>
      listingQuery({ kind: 'search', query }),
    ),
  },
];

/** The HTTP request the browser build of algoliasearch sends for a multi-query (caught before it leaves). */
async function browserRequest(host: string, appId: string, apiKey: string, requests: unknown[]) {
  let sent: { url: string; headers: Record<string, string>; data?: string | Uint8Array } | undefined;
  const client = liteClient(appId, apiKey, {
    hosts: [{ url: host, accept: 'readWrite', protocol: 'http' }],
    authMode: 'WithinQueryParameters',
    requester: {
      send: async (request) => {
        sent = request;
        return { status: 200, content: '{"results":[]}', isTimedOut: false };
      },
    },
  });
  await client.search({ requests } as Parameters<typeof client.search>[0]);
  if (!sent || typeof sent.data !== 'string') throw new Error('the client sent no JSON body');
  return { url: sent.url, headers: sent.headers, body: sent.data };
}

async function benchScenario(
  scenario: (typeof SCENARIOS)[number],
  service: SearchService,
  host: string,
  keys: { appId: string; searchKey: string },
): Promise<ScenarioFigures> {
  const engine = service.catalogue.engine;
  const requests = scenario.variants.map(listingRequests);
  const sent = await Promise.all(
    requests.map((batch) => browserRequest(host, keys.appId, keys.searchKey, batch)),
  );
  // Each variant once over HTTP: it must answer, and the engine queries it makes are the in-process limit's.
  const nbHits: number[] = [];
  const batches: EngineQuery[][] = [];
  for (const request of sent)
    batches.push(
      await engineQueriesOf(engine, async () => {
        const response = await fetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
        });
        const answer = (await response.json()) as { results?: { nbHits: number; hits: unknown[] }[] };
        if (response.status !== 200 || !answer.results?.[0])
          throw new Error(
            `${scenario.name}: HTTP ${response.status} ${JSON.stringify(answer).slice(0, 300)}`,
          );
        nbHits.push(answer.results[0].nbHits);
      }),
    );
  // Warm the JIT on every layer before timing any of them.
  await loop(1000, (index) => service.multiSearch(requests[index % requests.length]));
  const engineFigures = await loop(inProcessSeconds * 1000, (index) => {
    for (const query of batches[index % batches.length]!) engine.search(query);
  });
  log(`${scenario.name}: engine p50 ${engineFigures.p50.toFixed(2)} ms`);
  const serviceFigures = await loop(inProcessSeconds * 1000, (index) =>
    service.multiSearch(requests[index % requests.length]),
  );
  const plan = (count: number): LoadPlan => ({
    url: sent[0]!.url,
    connections: count,
    duration: seconds,
    headers: { ...sent[0]!.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    bodies: sent.map((request) => request.body),
  });
  const latency = await load(plan(1));
  log(`${scenario.name}: HTTP p50 ${latency.p50.toFixed(2)} ms over 1 connection`);
  const throughput = await load(plan(connections));
  return {
    name: scenario.name,
    description: scenario.description,
    queriesPerRequest: batches[0]!.length,
    nbHits,
    latency,
    throughput,
    service: serviceFigures,
    engine: engineFigures,
  };
}

async function measureSize(products: number): Promise<void> {
  const { db, seededSeconds } = await openCatalogue(products);
  const commerce = await createCommerceContext(db, demoContentDir, { env: {} });
  gc();
  const rssBefore = process.memoryUsage().rss;
  let started = performance.now();
  const search = await startSearch(
    db,
    commerce.sites,
    { syncMs: 0, suggestionsMs: 0 },
    // The load comes from one address far faster than any shopper: the per-client limit would answer it 429.
    { SEARCH_ADMIN_KEY: 'bench-admin-key', SEARCH_RATE_PER_MINUTE: 'off' },
  );
  const buildSeconds = (performance.now() - started) / 1000;
  gc();
  const memory = process.memoryUsage();
  const { engine } = search.service.catalogue;
  log(`${products} products: ${engine.size} records indexed in ${buildSeconds.toFixed(1)} s`);

  // Indexing alone (records already in memory), into a second engine thrown away afterwards.
  const records = [...engine.ids()].map((id) => engine.get(id)!);
  started = performance.now();
  const copy = new SearchEngine<CatalogueRecord>();
  for (const record of records) copy.upsert(toEngineDocument(record));
  const indexingSeconds = (performance.now() - started) / 1000;
  records.length = 0;

  const { app, host } = await listenSearchApp(commerce, search);
  try {
    started = performance.now();
    await search.service.multiSearch(listingRequests(SCENARIOS[0]!.variants[0]!));
    const firstQueryMs = performance.now() - started;
    gc();
    const scenarios: ScenarioFigures[] = [];
    for (const scenario of SCENARIOS)
      scenarios.push(await benchScenario(scenario, search.service, host, search.keys));
    const worstCase = await measureWorstCase(
      search.service,
      productIndexName(SITE.siteId),
      inProcessSeconds * 1000,
    );
    const figures: SizeFigures = {
      products,
      records: engine.size,
      ...(seededSeconds !== undefined ? { seededSeconds } : {}),
      buildSeconds,
      indexingSeconds,
      firstQueryMs,
      rssMiB: mib(memory.rss),
      rssBeforeMiB: mib(rssBefore),
      heapMiB: mib(memory.heapUsed),
      loadAverage: loadavg()[0]!,
      scenarios,
      worstCase,
    };
    console.log(JSON.stringify(figures));
  } finally {
    await app.close();
    await search.service.close();
    await db.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Role 1: the parent, one process per size, then the report.

const ms = (value: number) => value.toFixed(2).padStart(8);
const count = (value: number) => Math.round(value).toLocaleString('en-GB');

function printSize(size: SizeFigures): void {
  console.log(
    `\n${count(size.products)} products, ${count(size.records)} records (one per colour)` +
      (size.seededSeconds !== undefined ? `, seeded in ${size.seededSeconds.toFixed(1)} s` : ', seed reused'),
  );
  console.log(
    `  index build ${size.buildSeconds.toFixed(1)} s (database read + indexing + suggestions); ` +
      `indexing alone ${size.indexingSeconds.toFixed(2)} s; first query ${size.firstQueryMs.toFixed(0)} ms (builds orders and value ranges)`,
  );
  console.log(
    `  memory: RSS ${size.rssMiB.toFixed(0)} MiB after the build (${(size.rssMiB - size.rssBeforeMiB).toFixed(0)} MiB ` +
      `for search), JS heap ${size.heapMiB.toFixed(0)} MiB; machine load average ${size.loadAverage.toFixed(1)} ` +
      `on ${availableParallelism()} cores`,
  );
  for (const scenario of size.scenarios) {
    const hits = scenario.nbHits;
    console.log(
      `  ${scenario.name}: ${scenario.description}; ${scenario.queriesPerRequest} engine ` +
        `${scenario.queriesPerRequest === 1 ? 'query' : 'queries'} a request; nbHits ${count(Math.min(...hits))}` +
        `-${count(Math.max(...hits))}`,
    );
    console.log(`    ${''.padEnd(44)}  p50 ms   p99 ms      q/s  errors`);
    const line = (label: string, figures: Figures) =>
      console.log(
        `    ${label.padEnd(44)}${ms(figures.p50)} ${ms(figures.p99)} ${count(figures.qps).padStart(8)}  ${figures.errors}`,
      );
    line('endpoint over HTTP, 1 connection', scenario.latency);
    line(`endpoint over HTTP, ${connections} connections`, scenario.throughput);
    line('service in-process (no HTTP)', scenario.service);
    line('engine in-process (the limit)', scenario.engine);
    const { latency, throughput, engine } = scenario;
    console.log(
      `    ${'endpoint / engine'.padEnd(44)}${`${(latency.p50 / engine.p50).toFixed(2)}x`.padStart(8)} ` +
        `${`${(latency.p99 / engine.p99).toFixed(2)}x`.padStart(8)} ${`${(engine.qps / throughput.qps).toFixed(2)}x`.padStart(8)}` +
        '  (latency: 1 connection; q/s: engine over endpoint)',
    );
  }
}

/** The worst accepted request beside a normal listing: engine time and its ratio to the listing's engine p99. */
function printWorstCase(size: SizeFigures): void {
  const listing = size.scenarios.find((scenario) => scenario.name === 'listing');
  if (!listing) return;
  const normal = listing.engine.p99;
  console.log(
    `  worst accepted request (caps in server/search/request-limits.ts), beside the listing's engine p99 ${normal.toFixed(2)} ms:`,
  );
  for (const worst of size.worstCase) {
    const ratio = worst.engine.p99 / normal;
    console.log(`    ${worst.name}; nbHits ${count(worst.nbHits)}, ${worst.engineQueries} engine queries`);
    console.log(
      `      engine p50 ${worst.engine.p50.toFixed(2)} ms, p99 ${worst.engine.p99.toFixed(2)} ms (${worst.engine.count} runs); ` +
        `service p50 ${worst.service.p50.toFixed(2)} ms, p99 ${worst.service.p99.toFixed(2)} ms`,
    );
    console.log(
      `      engine p99 / listing engine p99: ${ratio.toFixed(1)}x, within 10x: ${ratio <= 10 ? 'yes' : 'NO'}; ` +
        `service p99 / listing engine p99: ${(worst.service.p99 / normal).toFixed(1)}x; a batch of 50 such: about ` +
        `${((worst.service.p50 * 50) / 1000).toFixed(1)} s of service time`,
    );
  }
}

function printGoals(all: SizeFigures[]): void {
  const largest = all.find((size) => size.products === 100_000) ?? all[all.length - 1];
  if (!largest) return;
  console.log(`\nGoals at ${count(largest.products)} products:`);
  for (const scenario of largest.scenarios) {
    const { latency, throughput, engine } = scenario;
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
    const ratio = Math.max(latency.p50 / engine.p50, latency.p99 / engine.p99, engine.qps / throughput.qps);
    console.log(
      `  ${scenario.name.padEnd(8)} p99 ${latency.p99.toFixed(2)} ms <= 10 ms: ${verdict(latency.p99 <= 10)}; ` +
        `worst endpoint/engine ratio ${ratio.toFixed(2)}x <= 1.5x: ${verdict(ratio <= 1.5)}`,
    );
  }
}

async function main(): Promise<void> {
  console.log(
    `search bench on ${databaseUrl ? 'PostgreSQL' : 'PGlite (in memory)'}: HTTP loads of ${seconds} s from a separate ` +
      `process, latency over 1 connection, throughput over ${connections}; in-process loops of ${inProcessSeconds} s` +
      (acceptEncoding ? `; answers compressed (accept-encoding: ${acceptEncoding})` : ''),
  );
  const all: SizeFigures[] = [];
  for (const products of sizes) {
    process.stderr.write(`${count(products)} products...\n`);
    const child = run(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', self, '--size', String(products)],
      {
        timeout: 15 * 60 * 1000,
        maxBuffer: 16 << 20,
      },
    );
    child.child.stderr?.pipe(process.stderr);
    const { stdout } = await child;
    const figures = JSON.parse(stdout.trim().split('\n').pop()!) as SizeFigures;
    printSize(figures);
    printWorstCase(figures);
    all.push(figures);
  }
  printGoals(all);
}

const [role, argument] = process.argv.slice(2);
if (role === '--load') await runLoad(JSON.parse(argument!) as LoadPlan);
else if (role === '--size') await measureSize(Number(argument));
else await main();
