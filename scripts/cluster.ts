/**
 * `npm run cluster`: CLUSTER_NODES (default 2) compiled shop nodes on the PostgreSQL database of DATABASE_URL, behind
 * HAProxy on PORT (default 3000, on HOST, default 127.0.0.1), the topology a shop that outgrew one process runs on its
 * own machines. Builds first when the build is missing or stale. Prints the shop's address and each node's; restarts
 * nothing (a node that dies stays out of rotation); Ctrl-C stops everything. `--print-config` prints the HAProxy
 * configuration for those settings and exits.
 */
import { spawnSync } from 'node:child_process';
import { haproxyConfig } from './cluster/haproxy-config.ts';
import { balancedNode, startCluster } from './cluster/start-cluster.ts';

const count = Number(process.env.CLUSTER_NODES ?? 2);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST?.trim() || '127.0.0.1';
if (!Number.isInteger(count) || count < 1)
  throw new RangeError('CLUSTER_NODES must be a whole number, 1 or more');
if (!Number.isInteger(port) || port <= 0) throw new RangeError('PORT must be a port number');

if (process.argv.includes('--print-config')) {
  const nodes = Array.from({ length: count }, (_, index) => ({
    name: `node${index + 1}`,
    host: '127.0.0.1',
    port: port + 1 + index,
  }));
  process.stdout.write(haproxyConfig({ bind: { host, port }, nodes }));
  process.exit(0);
}

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'npm run cluster needs DATABASE_URL, a PostgreSQL database all nodes share (for example ' +
      'DATABASE_URL=postgres://storefront:storefront@localhost/storefront npm run cluster). The embedded PGlite ' +
      'database is one process only; `npm start` runs that.',
  );
  process.exit(2);
}

const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-if-changed.ts'], {
  stdio: 'inherit',
});
if (built.status !== 0) process.exit(built.status ?? 1);

const cluster = await startCluster({
  count,
  databaseUrl,
  bind: { host, port },
  // The server's own defaults, not the test harness's small catalogue and unlimited search.
  env: {
    SEED_PRODUCTS: process.env.SEED_PRODUCTS ?? '',
    SEARCH_RATE_PER_MINUTE: process.env.SEARCH_RATE_PER_MINUTE ?? '',
  },
});
console.log(`Storefront cluster: ${cluster.balancer.url}/  (HAProxy, health checks on /readyz)`);
cluster.nodes.forEach((node, index) =>
  console.log(`  ${balancedNode(node, index).name}: ${node.base}/  (pid ${node.child.pid})`),
);
console.log('Ctrl-C stops the balancer and every node.');
// State changes (a node out of rotation, back in) as HAProxy reports them.
let shown = 0;
const report = setInterval(() => {
  for (const change of cluster.balancer.changes.slice(shown)) console.log(`haproxy: ${change.line.trim()}`);
  shown = cluster.balancer.changes.length;
}, 500);
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    clearInterval(report);
    void cluster.stop().then(() => process.exit(0));
  });
