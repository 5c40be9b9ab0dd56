/** Timing helpers of the search bench: latency figures, timed loops, and the engine queries a request makes. */
import type { EngineQuery } from '../../server/search/engine/engine-types.ts';
import type { SearchEngine } from '../../server/search/engine/search-engine.ts';

/** Figures of one way of running one query: latency percentiles (ms) and throughput. */
export interface Figures {
  p50: number;
  p99: number;
  qps: number;
  count: number;
  errors: number;
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;

export function figuresOf(latencies: number[], elapsedMs: number, errors = 0): Figures {
  const sorted = Float64Array.from(latencies).sort();
  return {
    p50: percentile([...sorted], 0.5),
    p99: percentile([...sorted], 0.99),
    qps: (latencies.length / elapsedMs) * 1000,
    count: latencies.length,
    errors,
  };
}

/** Run `work` while recording the queries the endpoint hands to the engine. */
export async function engineQueriesOf<Record>(engine: SearchEngine<Record>, work: () => Promise<unknown>) {
  const queries: EngineQuery[] = [];
  const search = engine.search;
  engine.search = (query: EngineQuery) => {
    queries.push(query);
    return search.call(engine, query);
  };
  try {
    await work();
  } finally {
    Reflect.deleteProperty(engine, 'search');
  }
  return queries;
}

/** Call `once` repeatedly for `ms` (and at least `minimum` times), timing each call. */
export async function loop(ms: number, once: (index: number) => unknown, minimum = 1): Promise<Figures> {
  const latencies: number[] = [];
  const started = performance.now();
  for (let index = 0; performance.now() - started < ms || index < minimum; index++) {
    const at = performance.now();
    const result = once(index);
    if (result instanceof Promise) await result;
    latencies.push(performance.now() - at);
  }
  return figuresOf(latencies, performance.now() - started);
}
