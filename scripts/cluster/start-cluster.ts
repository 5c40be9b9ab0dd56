/**
 * N compiled shop nodes on one PostgreSQL database behind HAProxy: what `npm run cluster` runs for an owner, and what
 * the balancer test and the load and fault runs start, so all of them exercise the topology an owner copies.
 */
import {
  startServerProcess,
  type ServerLaunch,
  type ServerProcess,
} from '../../server/test-support/server-process.ts';
import { startBalancer, type Balancer } from './balancer.ts';
import type { BalancedNode } from './haproxy-config.ts';

/** The compiled server, as production runs it (`npm run build` writes it). */
export const COMPILED_SERVER: ServerLaunch = { args: ['dist-server/start.js'] };

/** The balancer's own address: the nodes believe X-Forwarded-For from it alone. */
const BALANCER_ADDRESS = '127.0.0.1';

/** Where a started node listens, named for the balancer (`node1`, `node2`...). */
export function balancedNode(server: ServerProcess, index: number): BalancedNode {
  const { hostname, port } = new URL(server.base);
  return { name: `node${index + 1}`, host: hostname, port: Number(port) };
}

/** Put HAProxy on `bind` in front of nodes already running. */
export function balance(nodes: ServerProcess[], bind: { host: string; port: number }): Promise<Balancer> {
  return startBalancer({ bind, nodes: nodes.map(balancedNode) });
}

/** A running cluster. */
export interface Cluster {
  balancer: Balancer;
  nodes: ServerProcess[];
  /** Start node `index` again on its own port, with its first settings (after it was killed or stopped). */
  restartNode(index: number): Promise<ServerProcess>;
  /** Stop the balancer and every node still running (SIGTERM: each closes its database connections). */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  count: number;
  databaseUrl: string;
  /** Where the balancer listens. */
  bind: { host: string; port: number };
  /** Settings for every node, over the cluster's own (DATABASE_URL, TRUST_PROXY, STOREFRONT_ORIGIN). */
  env?: Record<string, string>;
  launch?: ServerLaunch;
}

/**
 * Start `count` nodes side by side (the first to reach an empty database migrates and seeds it), each on a port of
 * its own on this machine, then the balancer in front. Nothing restarts by itself: a node that dies stays down until
 * `restartNode`, as it would under an owner's process supervisor.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const env = {
    STOREFRONT_ORIGIN: `http://localhost:${options.bind.port}`,
    // A node told to stop leaves the rotation first: HAProxy sees /readyz fail twice a second apart, then it closes.
    SHUTDOWN_DRAIN_MS: '3000',
    ...options.env,
    DATABASE_URL: options.databaseUrl,
    HOST: '127.0.0.1',
    TRUST_PROXY: BALANCER_ADDRESS,
  };
  const launch = options.launch ?? COMPILED_SERVER;
  const nodes: ServerProcess[] = [];
  const stopNodes = () => Promise.all(nodes.map((node) => node.stop()));
  const started = await Promise.allSettled(
    Array.from({ length: options.count }, () => startServerProcess(env, 120_000, launch)),
  );
  for (const result of started) if (result.status === 'fulfilled') nodes.push(result.value);
  const failure = started.find((result) => result.status === 'rejected');
  if (failure) {
    await stopNodes();
    throw failure.reason;
  }
  const balancer = await balance(nodes, options.bind).catch(async (error: unknown) => {
    await stopNodes();
    throw error;
  });
  return {
    balancer,
    nodes,
    async restartNode(index) {
      const port = balancedNode(nodes[index]!, index).port;
      nodes[index] = await startServerProcess({ ...env, PORT: String(port) }, 120_000, launch);
      return nodes[index];
    },
    async stop() {
      await balancer.stop();
      await stopNodes();
    },
  };
}
