import type { ServerOptions } from 'node:http';
import { positiveSetting } from './setting-values.ts';

/**
 * How long a connection may hold the server without finishing what it started: without these, a client sending one
 * byte every few seconds keeps a connection (and its request) open for ever, and a few thousand such clients hold
 * every socket the server has.
 */
export interface ServerTimeouts {
  /** A whole request, headers and body, must arrive within this (ms). */
  requestMs: number;
  /** A request's headers must arrive within this (ms). */
  headersMs: number;
  /** An idle connection is kept open this long between one answer and the next request (ms). */
  keepAliveMs: number;
  /** A connection on which nothing moves, either way, for this long is closed (ms). */
  idleMs: number;
}

/**
 * The defaults, for a shop on the open internet. The largest honest body is a contact enquiry with five 5 MiB
 * attachments (25 MiB): two minutes carry it at 1.75 Mbit/s, a slow mobile upload; every other body is at most 64 KiB.
 * Headers are a few hundred bytes a browser sends at once. Keep-alive outlasts the 60 s idle timeout of common load
 * balancers, so they never reuse a connection the server is closing. The idle timeout is longer than anything the
 * server waits for itself (the payment provider is given 20 s).
 */
export const DEFAULT_SERVER_TIMEOUTS: ServerTimeouts = {
  requestMs: 120_000,
  headersMs: 10_000,
  keepAliveMs: 72_000,
  idleMs: 60_000,
};

/** REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS and IDLE_TIMEOUT_MS, each a positive number of ms. */
export function readServerTimeouts(env: NodeJS.ProcessEnv = process.env): ServerTimeouts {
  // Whole milliseconds, rounded up: a fraction rounded down to 0 would turn a timeout off.
  const ms = (name: keyof NodeJS.ProcessEnv, fallback: number) =>
    Math.ceil(positiveSetting(String(name), env[name], fallback));
  const timeouts = {
    requestMs: ms('REQUEST_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.requestMs),
    headersMs: ms('HEADERS_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.headersMs),
    keepAliveMs: ms('KEEP_ALIVE_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.keepAliveMs),
    idleMs: ms('IDLE_TIMEOUT_MS', DEFAULT_SERVER_TIMEOUTS.idleMs),
  };
  if (timeouts.headersMs > timeouts.requestMs)
    throw new RangeError('HEADERS_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS');
  return timeouts;
}

/**
 * The timeouts as Fastify's server options, so every server `buildApp` makes (main.ts's and the tests') has them.
 * Node checks the request and headers deadlines on a timer (30 s apart by default): it ticks a quarter of the
 * shorter deadline apart (at most 5 s), so a deadline is kept to within a quarter of itself.
 */
export function serverTimeoutOptions(timeouts: ServerTimeouts): {
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  const checkEveryMs = Math.min(5000, Math.max(50, Math.floor(timeouts.headersMs / 4)));
  return {
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionTimeout: timeouts.idleMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: checkEveryMs,
    },
  };
}
