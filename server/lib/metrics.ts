import { collectDefaultMetrics, Counter, Gauge, Histogram, register, type Metric } from 'prom-client';
import { RESULT_CODES as PROVIDER_RESULT_CODES } from './payment-protocol.ts';

/**
 * The shop's Prometheus metrics, on prom-client's default registry so every module's metrics (these, the e-mail
 * sender's) come out of one `/metrics`. Each is created once per process: several apps built in one process (tests)
 * share them, so what differs between apps goes in labels, never in a second metric of the same name. Every label
 * takes values from a short, fixed set (route patterns, status codes, catalogue codes), never from a request's text.
 */

/** The metric already registered under `name` (a module loaded twice), or a new one. */
function once<T extends Metric>(name: string, create: () => T): T {
  return (register.getSingleMetric(name) as T | undefined) ?? create();
}

if (!register.getSingleMetric('process_cpu_user_seconds_total')) collectDefaultMetrics();

/** Seconds buckets from a millisecond to ten seconds: page renders, API calls and queries all fall inside. */
const SECONDS_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** Answers by method, route pattern (`unmatched` for 404s) and status code. */
export const httpRequests = once(
  'storefront_http_requests_total',
  () =>
    new Counter({
      name: 'storefront_http_requests_total',
      help: 'HTTP answers by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
    }),
);

/** Time from a request's arrival to its answer, by the same labels. */
export const httpDuration = once(
  'storefront_http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'storefront_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: SECONDS_BUCKETS,
    }),
);

/** Every statement through the database seam, by dialect and whether it failed. */
export const dbQueryDuration = once(
  'storefront_db_query_duration_seconds',
  () =>
    new Histogram({
      name: 'storefront_db_query_duration_seconds',
      help: 'Time a database statement took (waiting for a connection included), by dialect and outcome',
      labelNames: ['dialect', 'outcome'] as const,
      buckets: SECONDS_BUCKETS,
    }),
);

/** Statements asked for and not yet answered: on PGlite, which runs one at a time, this is its queue. */
export const dbQueriesInFlight = once(
  'storefront_db_queries_in_flight',
  () =>
    new Gauge({
      name: 'storefront_db_queries_in_flight',
      help: 'Database statements started and not yet finished (queued ones included), by dialect',
      labelNames: ['dialect'] as const,
    }),
);

/** What a connection pool reports: connections open, idle, and callers waiting for one. */
export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

// Kept on the global object: a second load of this module (a test runner re-importing it) finds the gauge already
// registered under its name, and that gauge must read the same pools as every `watchPool` caller.
const POOLS_KEY = Symbol.for('storefront.metrics.pools');
const globalPools = globalThis as typeof globalThis & { [POOLS_KEY]?: Set<() => PoolStats> };
const pools = (globalPools[POOLS_KEY] ??= new Set<() => PoolStats>());

/** Report a pool's figures on every scrape until the returned function is called (when the pool closes). */
export function watchPool(stats: () => PoolStats): () => void {
  pools.add(stats);
  return () => pools.delete(stats);
}

once(
  'storefront_db_pool_connections',
  () =>
    new Gauge({
      name: 'storefront_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle) and callers waiting for one (waiting)',
      labelNames: ['state'] as const,
      collect() {
        const sum = { total: 0, idle: 0, waiting: 0 };
        for (const stats of pools) {
          const now = stats();
          sum.total += now.total;
          sum.idle += now.idle;
          sum.waiting += now.waiting;
        }
        for (const [state, value] of Object.entries(sum)) this.set({ state }, value);
      },
    }),
);

/** One search (or facet value search) against an index, as the search endpoint runs it. */
export const searchDuration = once(
  'storefront_search_duration_seconds',
  () =>
    new Histogram({
      name: 'storefront_search_duration_seconds',
      help: 'Time to answer one search query, by kind (products, suggestions, facets)',
      labelNames: ['kind'] as const,
      buckets: SECONDS_BUCKETS,
    }),
);

/** Orders that reached PLACED (paid), counted once each. */
export const ordersPlaced = once(
  'storefront_orders_placed_total',
  () => new Counter({ name: 'storefront_orders_placed_total', help: 'Orders placed and paid' }),
);

/** Place-order calls answered with a refusal, by the catalogue code of the answer. */
export const ordersRefused = once(
  'storefront_orders_refused_total',
  () =>
    new Counter({
      name: 'storefront_orders_refused_total',
      help: 'Place-order calls refused, by error code',
      labelNames: ['code'] as const,
    }),
);

/** The provider's result codes; anything else is counted as `other` so the label stays bounded. */
const RESULT_CODES = new Set<string>(PROVIDER_RESULT_CODES);

const paymentResults = once(
  'storefront_payment_results_total',
  () =>
    new Counter({
      name: 'storefront_payment_results_total',
      help: 'Payment results learned from the provider, by step (payment, details) and result code',
      labelNames: ['step', 'result_code'] as const,
    }),
);

/** Count a payment result the shop learned: `unreachable` when the provider could not be asked. */
export function countPaymentResult(step: 'payment' | 'details', resultCode: string): void {
  const code = resultCode === 'unreachable' || RESULT_CODES.has(resultCode) ? resultCode : 'other';
  paymentResults.inc({ step, result_code: code });
}

/** Requests refused by a rate limit (429), by the route whose limit refused them. */
export const rateLimitRefusals = once(
  'storefront_rate_limit_refusals_total',
  () =>
    new Counter({
      name: 'storefront_rate_limit_refusals_total',
      help: 'Requests refused by a rate limit (429), by the route pattern whose limit refused them',
      labelNames: ['limit'] as const,
    }),
);
