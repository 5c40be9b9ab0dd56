/**
 * `npm run load`: LOAD_SECONDS (default 60) of mixed shop traffic against the compiled server on a fresh PostgreSQL
 * database, once per entry of LOAD_NODES (default `1,2`: one node straight, then two behind HAProxy as `npm run
 * cluster` runs them), same machine, same plan: listing pages, search queries, product pages, add to bag and place
 * order side by side, from a separate process. Prints requests/s, p50, p99 and failures per kind for each, the ratio
 * of each to the first, then checks the books in the database after each: every acknowledged order exists exactly
 * once, each sku's stock is its starting stock less what live orders took, none is below zero and none sold more than
 * it had. Exits non-zero when a check fails. Needs `npm run build` first (the compiled server and its pages).
 * LOAD_ORDERS (default 600) orders are placed over 20 skus of 25 units each, so some must be refused for stock.
 */
import { mixedRun, type MixedRunResult } from './mixed-run.ts';

const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const orders = Number(process.env.LOAD_ORDERS ?? 600);
const nodeCounts = (process.env.LOAD_NODES ?? '1,2').split(',').map(Number);
if (nodeCounts.some((count) => !Number.isInteger(count) || count < 1))
  throw new RangeError('LOAD_NODES must list whole numbers of nodes, 1 or more, such as 1,2');

const kindLine = (name: string, requests: number, rps: number, rest: string) =>
  `${name.padEnd(14)} ${String(requests).padStart(7)} requests ${rps.toFixed(1).padStart(8)} req/s   ${rest}`;

const results: MixedRunResult[] = [];
let failed = false;
for (const nodes of nodeCounts) {
  console.log(
    `mixed traffic: ${seconds} s on PostgreSQL, ${nodes === 1 ? 'one node' : `${nodes} nodes behind HAProxy`}, ` +
      `${orders} orders for 500 units in stock`,
  );
  const result = await mixedRun(nodes, seconds, orders);
  results.push(result);
  for (const kind of result.figures)
    console.log(
      kindLine(
        kind.name,
        kind.requests,
        kind.rps,
        `p50 ${String(kind.p50).padStart(4)} ms   p99 ${String(kind.p99).padStart(5)} ms   non-2xx ${kind.non2xx}` +
          `   errors ${kind.errors}`,
      ),
    );
  const sum = (pick: (kind: MixedRunResult['figures'][number]) => number) =>
    result.figures.reduce((total, kind) => total + pick(kind), 0);
  console.log(
    kindLine(
      'total',
      sum((kind) => kind.requests),
      sum((kind) => kind.rps),
      `non-2xx ${sum((kind) => kind.non2xx)}   errors ${sum((kind) => kind.errors)}`,
    ),
  );
  console.log(
    `books: ${result.acknowledged} orders acknowledged, ${orders - result.acknowledged} refused or failed; ` +
      (result.problems.length
        ? `${result.problems.length} problems`
        : 'every order once, every stock count right'),
  );
  console.log(`refused orders by answer: ${JSON.stringify(result.refusals)}`);
  for (const problem of result.problems.slice(0, 20)) console.error(`  ${problem}`);
  if (result.problems.length) failed = true;
}

// Each run's requests/s over the first's, kind by kind: what adding nodes bought on this machine.
const [first, ...others] = results;
for (const other of others) {
  const ratios = other.figures.map((kind) => {
    const base = first!.figures.find((entry) => entry.name === kind.name)!;
    return `${kind.name} ${(kind.rps / base.rps).toFixed(2)}`;
  });
  const total = (result: MixedRunResult) => result.figures.reduce((sum, kind) => sum + kind.rps, 0);
  console.log(
    `${other.nodes} nodes / ${first!.nodes}: total req/s × ${(total(other) / total(first!)).toFixed(2)} ` +
      `(${ratios.join(', ')})`,
  );
}
process.exit(failed ? 1 : 0);
