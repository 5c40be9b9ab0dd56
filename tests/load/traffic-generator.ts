/**
 * The load generator of `npm run load`, in a process of its own so it does not take the server's CPU: reads a plan
 * (`@path` of a JSON file), runs one autocannon instance per kind of request side by side for the same time, and
 * prints per kind its figures and, for a kind that asks for it, the order references of its acknowledged answers.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

export interface TrafficKind {
  name: string;
  method: 'GET' | 'POST';
  connections: number;
  /** Requests a second over all its connections (a steady trickle), or as fast as they answer when absent. */
  rate?: number;
  /** Stop after this many requests (requests that can succeed only once). */
  amount?: number;
  /** Read `utr` from each 2xx answer: the references of the orders the shop acknowledged. */
  recordReferences?: boolean;
  variants: { path: string; headers: Record<string, string>; body?: string }[];
}

export interface TrafficPlan {
  origin: string;
  duration: number;
  kinds: TrafficKind[];
}

export interface KindFigures {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  references: string[];
  /** Catalogue codes of the refused answers of a kind that records references, with how many of each. */
  refusals: Record<string, number>;
}

async function runKind(plan: TrafficPlan, kind: TrafficKind): Promise<KindFigures> {
  let next = 0;
  const references: string[] = [];
  const refusals: Record<string, number> = {};
  const result = await autocannon({
    url: plan.origin,
    method: kind.method,
    connections: kind.connections,
    duration: plan.duration,
    ...(kind.rate ? { overallRate: kind.rate } : {}),
    ...(kind.amount ? { amount: kind.amount } : {}),
    requests: [
      {
        setupRequest: (request) => {
          const variant = kind.variants[next++ % kind.variants.length]!;
          return {
            ...request,
            path: variant.path,
            headers: { ...request.headers, ...variant.headers },
            body: variant.body,
          };
        },
        ...(kind.recordReferences
          ? {
              onResponse: (status: number, body: string) => {
                if (status >= 200 && status < 300) references.push((JSON.parse(body) as { utr: string }).utr);
                else {
                  const code = `${status} ${(JSON.parse(body) as { code?: string }).code ?? ''}`;
                  refusals[code] = (refusals[code] ?? 0) + 1;
                }
              },
            }
          : {}),
      },
    ],
  });
  return {
    name: kind.name,
    requests: result.requests.total,
    rps: Math.round((result.requests.total / result.duration) * 10) / 10,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    references,
    refusals,
  };
}

const plan = JSON.parse(readFileSync(process.argv[2]!.slice(1), 'utf8')) as TrafficPlan;
const figures = await Promise.all(plan.kinds.map((kind) => runKind(plan, kind)));
console.log(JSON.stringify(figures));
