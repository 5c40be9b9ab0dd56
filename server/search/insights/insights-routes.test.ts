import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDeploymentSettings } from '../../lib/deployment-settings.ts';
import { startSearchHarness, type SearchHarness } from '../../test-support/search-harness.ts';
import { testDatabaseKinds } from '../../test-support/test-databases.ts';
import { INSIGHTS_LIMITS } from './insights-events.ts';

// Algolia Insights events on our endpoint: a valid batch is accepted and counted, anything outside Algolia's rules or
// past a cap refuses the whole batch with a 400 in Algolia's shape, and the event log is readable only when switched on.

const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;
const QUERY_ID = '0123456789abcdef0123456789abcdef';

let logged: SearchHarness;
let plain: SearchHarness;

beforeAll(async () => {
  [logged, plain] = await Promise.all([
    startSearchHarness(pglite, 10, readDeploymentSettings({ SEARCH_EVENTS_LOG: 'on' })),
    startSearchHarness(pglite, 10),
  ]);
}, 60_000);
afterAll(async () => {
  await logged?.close();
  await plain?.close();
});

const click = (overrides: Record<string, unknown> = {}) => ({
  eventType: 'click',
  eventName: 'Product Clicked',
  index: 'uk_products',
  userToken: 'session-1',
  queryID: QUERY_ID,
  objectIDs: ['p1'],
  positions: [3],
  ...overrides,
});

async function send(harness: SearchHarness, body: unknown, key: 'search' | 'admin' | 'none' = 'search') {
  const query =
    key === 'none'
      ? ''
      : `?X-Algolia-Application-Id=${harness.keys.appId}&X-Algolia-API-Key=${
          key === 'admin' ? harness.keys.adminKey : harness.keys.searchKey
        }`;
  // As Algolia's insights library and the storefront send it: credentials in the query string, JSON as text/plain.
  const response = await harness.app.inject({
    method: 'POST',
    url: `/1/events${query}`,
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

async function readLog(harness: SearchHarness, key = harness.keys.adminKey) {
  const response = await harness.app.inject({
    method: 'GET',
    url: '/1/events',
    headers: { 'x-algolia-application-id': harness.keys.appId, 'x-algolia-api-key': key },
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

describe('POST /1/events', () => {
  it('accepts clicks and conversions after a search and views, and counts them per type and index', async () => {
    const before = (await readLog(logged)).body as { received: number };
    const answer = await send(logged, {
      events: [
        click(),
        {
          eventType: 'conversion',
          eventName: 'Product Added to Cart',
          eventSubtype: 'addToCart',
          index: 'uk_products',
          userToken: 'session-1',
          queryID: QUERY_ID,
          objectIDs: ['p1'],
          timestamp: Date.now(),
        },
        {
          eventType: 'view',
          eventName: 'Filter Viewed',
          index: 'uk_products',
          userToken: 'a',
          filters: ['brand:x'],
        },
      ],
    });
    expect(answer).toEqual({ status: 200, body: { status: 200, message: 'OK' } });
    const log = (await readLog(logged)).body as {
      received: number;
      counts: Record<string, Record<string, number>>;
      recent: Record<string, unknown>[];
    };
    expect(log.received).toBe(before.received + 3);
    expect(log.counts.click?.uk_products).toBeGreaterThanOrEqual(1);
    expect(log.counts.conversion?.uk_products).toBeGreaterThanOrEqual(1);
    expect(log.recent.at(-3)).toMatchObject({ eventType: 'click', queryID: QUERY_ID, positions: [3] });
    expect(log.recent.at(-2)).toMatchObject({ eventType: 'conversion', eventSubtype: 'addToCart' });
  });

  it.each([
    ['an unknown event type', click({ eventType: 'purchase' })],
    ['a missing event name', click({ eventName: undefined })],
    ['an event name past 64 characters', click({ eventName: 'x'.repeat(65) })],
    ['a user token with spaces', click({ userToken: 'a b' })],
    ['a user token past 129 characters', click({ userToken: 'u'.repeat(130) })],
    ['an index that does not exist', click({ index: 'nowhere' })],
    ['a malformed queryID', click({ queryID: 'not-a-query-id' })],
    ['a click after a search without positions', click({ positions: undefined })],
    ['positions that do not match the objectIDs', click({ objectIDs: ['a', 'b'], positions: [1] })],
    ['a position of 0', click({ positions: [0] })],
    ['more than 20 objectIDs', click({ objectIDs: Array(21).fill('p'), positions: Array(21).fill(1) })],
    [
      'no objectIDs and no filters',
      click({ objectIDs: undefined, positions: undefined, queryID: undefined }),
    ],
    ['both objectIDs and filters', click({ filters: ['brand:x'] })],
    ['a queryID on a view', { ...click({ eventType: 'view', positions: undefined }) }],
    ['a subtype on a click', click({ eventSubtype: 'addToCart' })],
    ['an event older than four days', click({ timestamp: Date.now() - INSIGHTS_LIMITS.maxAgeMs - 60_000 })],
    ['an unknown field', click({ shopper: 'bo@example.com' })],
  ])('refuses the batch with 400 for %s', async (_name, event) => {
    const before = ((await readLog(logged)).body as { received: number }).received;
    const answer = await send(logged, { events: [click(), event] });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ status: 400, message: expect.stringMatching(/^events\[1\]: /) });
    expect(((await readLog(logged)).body as { received: number }).received).toBe(before);
  });

  it('takes a batch of 1000 events and refuses 1001, an empty batch and a body that is not JSON', async () => {
    expect((await send(plain, { events: Array(INSIGHTS_LIMITS.eventsPerBatch).fill(click()) })).status).toBe(
      200,
    );
    const over = await send(plain, { events: Array(INSIGHTS_LIMITS.eventsPerBatch + 1).fill(click()) });
    expect(over).toEqual({
      status: 400,
      body: { status: 400, message: 'events holds more than 1000 entries' },
    });
    expect((await send(plain, { events: [] })).status).toBe(400);
    expect((await send(plain, 'not json')).status).toBe(400);
  });

  it('needs the application id and a key', async () => {
    expect((await send(plain, { events: [click()] }, 'none')).status).toBe(403);
  });
});

describe('GET /1/events', () => {
  it('does not exist unless the event log is switched on', async () => {
    expect(await readLog(plain)).toEqual({ status: 404, body: { status: 404, message: 'Path not found' } });
  });

  it('needs the admin key', async () => {
    expect((await readLog(logged, logged.keys.searchKey)).status).toBe(403);
  });
});
