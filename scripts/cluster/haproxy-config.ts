/**
 * The HAProxy configuration of `npm run cluster`, written by one typed function so the cluster, its test and the
 * load and fault runs use the same file an owner copies to their own balancer (`npm run cluster -- --print-config`
 * prints it). Every line that matters for shoppers carries its reason beside it in the output.
 */
import { DEFAULT_SERVER_TIMEOUTS, type ServerTimeouts } from '../../server/lib/server-timeouts.ts';

/** One shop node behind the balancer: its name in HAProxy's logs and where it listens. */
export interface BalancedNode {
  name: string;
  host: string;
  port: number;
}

/** What the configuration is made from. */
export interface HaproxySettings {
  /** Where the balancer takes shoppers' connections. */
  bind: { host: string; port: number };
  nodes: BalancedNode[];
  /** The nodes' connection deadlines, so the balancer never holds a connection longer than a node would. */
  timeouts?: ServerTimeouts;
  /** Milliseconds between health checks of a node (default 1000). */
  checkEveryMs?: number;
}

const seconds = (ms: number) => `${Math.max(1, Math.round(ms / 1000))}s`;

/**
 * The configuration: health checks on `/readyz` once a second, a node out after two failed checks (or three refused
 * connections from live traffic) and back after two good ones; a request whose connection to a node failed goes to
 * another node (nothing reached the first); a read whose node died mid-answer is sent again elsewhere, a POST never
 * (placing an order must happen once, and its idempotency key is the shopper's to resend); the shopper's address
 * is passed on in X-Forwarded-For, which the nodes believe from the balancer alone (TRUST_PROXY).
 */
export function haproxyConfig(settings: HaproxySettings): string {
  const timeouts = settings.timeouts ?? DEFAULT_SERVER_TIMEOUTS;
  const inter = settings.checkEveryMs ?? 1000;
  const lines = [
    'global',
    '  maxconn 4096',
    '  # Server state changes (a node DOWN or UP) are printed on stderr in the foreground (-db).',
    '',
    'defaults',
    '  mode http',
    '  # Connecting to a node on the same network takes well under a second; a node that does not accept is dead.',
    '  timeout connect 2s',
    `  # As the nodes: whole request (REQUEST_TIMEOUT_MS), headers (HEADERS_TIMEOUT_MS), idle (IDLE_TIMEOUT_MS).`,
    `  timeout http-request ${seconds(timeouts.headersMs)}`,
    `  timeout client ${seconds(timeouts.idleMs)}`,
    `  timeout server ${seconds(timeouts.requestMs)}`,
    `  # Shorter than the nodes' KEEP_ALIVE_TIMEOUT_MS, so it never reuses a connection a node is closing.`,
    `  timeout http-keep-alive ${seconds(Math.min(timeouts.idleMs, timeouts.keepAliveMs - 10_000))}`,
    '  timeout queue 10s',
    "  # The shopper's address for per-client limits; the nodes believe it from the balancer only (TRUST_PROXY).",
    '  option forwardfor',
    "  # Idle connections to the nodes are reused, but never for the first request of a shopper's connection.",
    '  http-reuse safe',
    '  # A request that could not connect to its node is sent to another one (nothing reached the first).',
    '  option redispatch 1',
    '  retries 2',
    '  retry-on conn-failure empty-response response-timeout',
    '',
    'frontend shop',
    `  bind ${settings.bind.host}:${settings.bind.port}`,
    '  default_backend nodes',
    '',
    'backend nodes',
    '  balance leastconn',
    '  option httpchk GET /readyz',
    '  http-check expect status 200',
    '  # A busy node may take a while to answer /readyz (its own database check gives up after 2 s): a slow answer',
    '  # is not a dead node. A dead one refuses at once and is out after two checks, or sooner on refused traffic.',
    '  timeout check 5s',
    '  # Reads may be sent again after a node died mid-answer; a POST (an add, an order) only when it never left.',
    '  acl read_only method GET HEAD OPTIONS',
    '  acl search_query path_reg ^/1/indexes/[^/]+/quer(y|ies)$',
    '  http-request disable-l7-retry unless read_only || search_query',
    `  default-server check inter ${inter}ms fastinter ${Math.max(100, Math.round(inter / 2))}ms ` +
      `downinter ${inter}ms fall 2 rise 2 observe layer4 error-limit 3 on-error mark-down`,
    ...settings.nodes.map((node) => `  server ${node.name} ${node.host}:${node.port}`),
    '',
  ];
  return lines.join('\n');
}
