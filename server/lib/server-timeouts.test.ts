// @vitest-environment node
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, type TestServer } from '../test-helper.ts';
import { readDeploymentSettings } from './deployment-settings.ts';
import { DEFAULT_SERVER_TIMEOUTS, readServerTimeouts, serverTimeoutOptions } from './server-timeouts.ts';

// Real sockets against a listening server whose timeouts are shortened: a client that trickles its request, or stops
// sending, is cut off; an honest request, even one whose body arrives in pieces, is answered.

const REQUEST_MS = 2000;
const HEADERS_MS = 1000;
const IDLE_MS = 1000;
/** How long a test waits for the server to close a connection before calling it held open. */
const GIVE_UP_MS = 6000;

let server: TestServer;
let port: number;

beforeAll(async () => {
  server = await buildTestServer({
    deployment: readDeploymentSettings({
      REQUEST_TIMEOUT_MS: String(REQUEST_MS),
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      IDLE_TIMEOUT_MS: String(IDLE_MS),
    }),
  });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server?.close());

const BODY = JSON.stringify({ siteId: 'uk', username: 'someone', password: 'something' });
/** A JSON POST's headers; `close` asks the server to close the connection once it has answered. */
const head = (close = false) =>
  'POST /api/site-gate HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\n' +
  `${close ? 'Connection: close\r\n' : ''}Content-Length: ${Buffer.byteLength(BODY)}\r\n\r\n`;

/**
 * Open a connection, send `first`, then one piece of `rest` every `everyMs` until it runs out or the server closes
 * the connection. Resolves with what the server sent and when it closed (undefined: still open after GIVE_UP_MS).
 */
function converse(first: string, rest: string[], everyMs: number) {
  return new Promise<{ received: string; closedAfterMs?: number }>((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const pieces = [...rest];
    const drip = setInterval(() => {
      const piece = pieces.shift();
      if (piece !== undefined && !socket.destroyed) socket.write(piece);
    }, everyMs);
    const giveUp = setTimeout(() => {
      clearInterval(drip);
      socket.destroy();
      resolve({ received });
    }, GIVE_UP_MS);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => {}); // a reset is one way of being cut off; 'close' follows
    socket.on('close', () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ received, closedAfterMs: Date.now() - started });
    });
    socket.on('connect', () => socket.write(first));
    socket.on('timeout', () => reject(new Error('unexpected client timeout')));
  });
}

describe('server timeouts', () => {
  it('cut off a body that trickles in a byte at a time, once the request deadline passes', async () => {
    // A byte every 250 ms: never idle, but the body would take longer than the request deadline.
    const { closedAfterMs, received } = await converse(head(), [...BODY], 250);
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(REQUEST_MS - 100);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cut off headers that trickle in, once the headers deadline passes', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => `X-Slow-${index}: ${index}\r\n`);
    const { closedAfterMs, received } = await converse('GET / HTTP/1.1\r\nHost: shop.test\r\n', lines, 200);
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(HEADERS_MS - 100);
    expect(closedAfterMs!).toBeLessThan(REQUEST_MS + 1000);
  });

  it('close a connection that stops sending halfway through its body', async () => {
    const { closedAfterMs } = await converse(head() + BODY.slice(0, 5), [], 1000);
    expect(closedAfterMs).toBeDefined();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(IDLE_MS - 100);
  });

  it('answer an honest request, whole or arriving in pieces within the deadline', async () => {
    const whole = await converse(head(true) + BODY, [], 1000);
    expect(whole.received).toMatch(/^HTTP\/1\.1 404 /);
    expect(whole.received).toContain('has no gate');
    // The body in six pieces, 100 ms apart: slow, but steady and inside the deadline.
    const pieces = BODY.match(/.{1,12}/g)!;
    const slow = await converse(head(true), pieces, 100);
    expect(slow.received).toMatch(/^HTTP\/1\.1 404 /);
  });
});

describe('timeout settings', () => {
  it('default to deadlines a slow honest upload meets, and read each from the environment', () => {
    expect(readServerTimeouts({})).toEqual(DEFAULT_SERVER_TIMEOUTS);
    // The largest honest body (five 5 MiB attachments) fits the request deadline at 2 Mbit/s.
    expect(DEFAULT_SERVER_TIMEOUTS.requestMs).toBeGreaterThanOrEqual(
      ((25 * 1024 * 1024 * 8) / 2_000_000) * 1000,
    );
    expect(
      readServerTimeouts({
        REQUEST_TIMEOUT_MS: '30000',
        HEADERS_TIMEOUT_MS: '5000',
        KEEP_ALIVE_TIMEOUT_MS: '65000',
        IDLE_TIMEOUT_MS: '0.5',
      }),
    ).toEqual({ requestMs: 30_000, headersMs: 5000, keepAliveMs: 65_000, idleMs: 1 });
    expect(() => readServerTimeouts({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
    expect(() => readServerTimeouts({ IDLE_TIMEOUT_MS: 'never' })).toThrow(/IDLE_TIMEOUT_MS/);
    expect(() => readServerTimeouts({ HEADERS_TIMEOUT_MS: '200000' })).toThrow(/HEADERS_TIMEOUT_MS/);
  });

  it('check the deadlines often enough to keep them', () => {
    const options = serverTimeoutOptions(DEFAULT_SERVER_TIMEOUTS);
    expect(options.http.connectionsCheckingInterval).toBe(2500);
    expect(serverTimeoutOptions({ ...DEFAULT_SERVER_TIMEOUTS, headersMs: 60_000 }).http).toMatchObject({
      connectionsCheckingInterval: 5000,
    });
  });
});
