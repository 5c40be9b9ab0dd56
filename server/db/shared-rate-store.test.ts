import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unavailableError } from '../api/api-error.ts';
import { reserveOrRefuse } from '../api/shared-limit.ts';
import type { Database, Queryable } from './database.ts';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { rateStoreFor, sharedRateStore } from './shared-rate-store.ts';

// Two apps on one database stand for two server processes: a limit counted in the shared store is one budget.

/** A database that cannot be reached: every statement fails as a refused connection does. */
const unreachable: Queryable = {
  query: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
};

async function limitedApp(db: Queryable, scope: string): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(fastifyRateLimit, {
    global: true,
    max: 3,
    timeWindow: 60_000,
    store: sharedRateStore(db, scope),
  });
  app.get('/limited', () => ({ ok: true }));
  app.get('/apart', { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, () => ({ ok: true }));
  await app.ready();
  return app;
}

const call = (app: FastifyInstance, url: string, remoteAddress = '203.0.113.9') =>
  app.inject({ method: 'GET', url, remoteAddress });

describe.each(testDatabaseKinds)('shared rate store ($name)', (kind) => {
  let db: Database;
  let apps: FastifyInstance[] = [];
  beforeAll(async () => {
    db = await kind.open();
    apps = [await limitedApp(db, 'test'), await limitedApp(db, 'test')];
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await db.close();
  });

  it('gives one client one budget across two apps, with the library’s headers', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await call(apps[i % 2]!, '/limited'));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429, 429, 429]);
    expect(answers[0]!.headers['x-ratelimit-remaining']).toBe('2');
    expect(Number(answers[3]!.headers['retry-after'])).toBeGreaterThan(50);
    // Each app wrote once past the limit, then answered the flood from memory: 5 counts for 6 calls.
    const [row] = await db.query<{ count: number }>('SELECT count FROM rate_counters WHERE key = $1', [
      'rate:test:203.0.113.9',
    ]);
    expect(row!.count).toBe(5);
    // Another client, and a route with its own options, each have a budget of their own.
    expect((await call(apps[1]!, '/limited', '203.0.113.10')).statusCode).toBe(200);
    expect((await call(apps[0]!, '/apart')).statusCode).toBe(200);
    expect((await call(apps[1]!, '/apart')).statusCode).toBe(429);
  });
});

describe('an unreachable counter store', () => {
  it('refuses the limited call rather than letting it through', async () => {
    const app = await limitedApp(unreachable, 'down');
    const answer = await call(app, '/limited');
    // The count failed, so the route's handler never ran: an error, not `{ ok: true }`.
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).not.toHaveProperty('ok');
    await app.close();
  });

  it('makes a commerce limit throw what the API answers as 503 SERVICE_UNAVAILABLE', async () => {
    const refusal = await reserveOrRefuse(
      unreachable,
      [{ key: 'k', limit: 5, windowMs: 1000 }],
      new Date(),
      'calls',
    )
      .then(() => undefined)
      .catch((error: unknown) => error);
    expect(unavailableError(refusal)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
  });

  it('is only chosen on PostgreSQL: on PGlite one process holds the data, and memory is one budget already', () => {
    expect(rateStoreFor(undefined, 'x')).toBeUndefined();
    expect(rateStoreFor({ ...unreachable, dialect: 'pglite' } as Database, 'x')).toBeUndefined();
    expect(rateStoreFor({ ...unreachable, dialect: 'postgres' } as Database, 'x')).toBeDefined();
  });
});
