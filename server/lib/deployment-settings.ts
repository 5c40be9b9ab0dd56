import { readServerTimeouts, type ServerTimeouts } from './server-timeouts.ts';

/**
 * The settings that decide whether a running shop is safe on the open internet, read from the environment in one
 * place so `main.ts`, the tests and the README's deployment list agree. Every default is the safe one: developer
 * pages stay off, no proxy header is believed, and the server answers only on this machine until HOST says otherwise.
 */
export interface DeploymentSettings {
  /** Interface to listen on: `localhost` by default, so a shop reachable from elsewhere is a deliberate choice. */
  host: string;
  /** The developer outbox page (every e-mail the shop would send, with addresses): only with `OUTBOX_PAGE=on`. */
  outboxPage: boolean;
  /**
   * The search endpoint's Insights event log (`GET /1/events`, admin key: counts and the latest click and conversion
   * events with shoppers' session ids): only with `SEARCH_EVENTS_LOG=on`.
   */
  searchEventsLog: boolean;
  /**
   * Which proxies' forwarding headers to believe when naming the client (Fastify's `trustProxy`): false, true (any),
   * a hop count, or a comma-separated list of addresses and CIDR ranges. Per-client limits key on the result.
   */
  trustProxy: boolean | number | string;
  /** The shop is served over HTTPS: cookies are marked Secure and browsers are told to keep to HTTPS (HSTS). */
  https: boolean;
  /** HSTS max-age in seconds when `https` is on. */
  hstsMaxAgeSeconds: number;
  /**
   * METRICS_TOKEN: when set, `/metrics` answers only a request with `Authorization: Bearer <token>`; when unset (the
   * default), only a request made on this machine straight to the server (a loopback address, no forwarding header).
   * The figures (sales, payment results) are the business's, so the internet never reads them by default.
   */
  metricsToken?: string;
  /** How long a connection may take to send a request, or sit idle (REQUEST_TIMEOUT_MS and the others). */
  timeouts: ServerTimeouts;
  /**
   * SHUTDOWN_DRAIN_MS: after SIGTERM, how long the server keeps serving while `/readyz` answers 503, before it stops
   * listening. Behind a balancer that checks `/readyz`, the node leaves the rotation first, so no shopper's request
   * meets a closing server. 0 (the default, one node and no balancer) closes at once.
   */
  shutdownDrainMs: number;
}

/** The longest drain a setting may ask for: a deploy waits this long per node at most. */
const MAX_SHUTDOWN_DRAIN_MS = 120_000;

const ON = new Set(['on', 'true', '1', 'yes']);
const OFF = new Set(['off', 'false', '0', 'no', '']);

function readSwitch(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  const word = value.trim().toLowerCase();
  if (ON.has(word)) return true;
  if (OFF.has(word)) return false;
  throw new Error(`${name} must be "on" or "off", not "${value}"`);
}

function readTrustProxy(value: string | undefined): DeploymentSettings['trustProxy'] {
  const word = value?.trim() ?? '';
  if (OFF.has(word.toLowerCase())) return false;
  if (ON.has(word.toLowerCase())) return true;
  if (/^\d+$/.test(word)) return Number(word);
  return word
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .join(',');
}

/** Read the deployment settings from `env`; a value that cannot be understood stops the start with its name. */
export function readDeploymentSettings(env: NodeJS.ProcessEnv = process.env): DeploymentSettings {
  const origin = env.STOREFRONT_ORIGIN ?? '';
  const maxAge = Number(env.HSTS_MAX_AGE ?? 31_536_000);
  if (!Number.isInteger(maxAge) || maxAge < 0)
    throw new Error('HSTS_MAX_AGE must be a whole number of seconds');
  const drainMs = Number(env.SHUTDOWN_DRAIN_MS ?? 0);
  if (!Number.isInteger(drainMs) || drainMs < 0 || drainMs > MAX_SHUTDOWN_DRAIN_MS)
    throw new Error(`SHUTDOWN_DRAIN_MS must be a whole number of ms from 0 to ${MAX_SHUTDOWN_DRAIN_MS}`);
  return {
    host: env.HOST?.trim() || 'localhost',
    outboxPage: readSwitch('OUTBOX_PAGE', env.OUTBOX_PAGE, false),
    searchEventsLog: readSwitch('SEARCH_EVENTS_LOG', env.SEARCH_EVENTS_LOG, false),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    // An https:// public origin means the shop is served over HTTPS unless the operator says otherwise.
    https: readSwitch('HTTPS', env.HTTPS, origin.startsWith('https://')),
    hstsMaxAgeSeconds: maxAge,
    timeouts: readServerTimeouts(env),
    shutdownDrainMs: drainMs,
    ...(env.METRICS_TOKEN?.trim() ? { metricsToken: env.METRICS_TOKEN.trim() } : {}),
  };
}

/** The settings of a shop in tests and content-only set-ups: every protection on its default. */
export const defaultDeploymentSettings = (): DeploymentSettings => readDeploymentSettings({});
