/**
 * The load generator of the API bench, run in its own process so it does not take the server's CPU: reads a plan as
 * JSON (argv[2], or `@path` of a file holding it), sends requests for `duration` seconds over `connections` keep-alive connections, each request
 * taking the next entry of `variants` (headers and body) in turn, and prints the figures as JSON.
 */
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';

export interface LoadPlan {
  url: string;
  method: 'GET' | 'POST' | 'PUT';
  connections: number;
  duration: number;
  /** Stop after this many requests (each variant once, for requests that can only succeed once). */
  amount?: number;
  variants: { headers: Record<string, string>; body?: string }[];
}

export interface LoadFigures {
  rps: number;
  p99: number;
  errors: number;
}

// A plan too big for a command line (thousands of distinct bodies) comes as `@file`.
const argument = process.argv[2]!;
const plan = JSON.parse(
  argument.startsWith('@') ? readFileSync(argument.slice(1), 'utf8') : argument,
) as LoadPlan;
let next = 0;
const result = await autocannon({
  url: plan.url,
  method: plan.method,
  connections: plan.connections,
  duration: plan.duration,
  ...(plan.amount ? { amount: plan.amount } : {}),
  requests: [
    {
      setupRequest: (request) => {
        const variant = plan.variants[next++ % plan.variants.length]!;
        return { ...request, headers: { ...request.headers, ...variant.headers }, body: variant.body };
      },
    },
  ],
});
const figures: LoadFigures = {
  // A fixed number of requests may end inside a second: then requests over the run's length, not the per-second mean.
  rps: Math.round(plan.amount ? result.requests.total / result.duration : result.requests.average),
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
};
console.log(JSON.stringify(figures));
