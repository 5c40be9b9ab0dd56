import type { FastifyPluginAsync } from 'fastify';
import { readdir } from 'node:fs/promises';
import type { Database } from '../db/database.ts';
import { RepeatedLog } from '../lib/repeated-log.ts';

/** A database that has not answered in this long counts as down: a load balancer should stop sending shoppers. */
const DATABASE_TIMEOUT_MS = 2000;

/** What readiness asks of search: whether its indexes are built and it is serving. */
export interface SearchReadiness {
  isReady(): boolean;
}

export interface HealthOptions {
  db?: Database;
  /** The content root: a shop that cannot list it cannot serve a page. */
  contentDir?: string;
  search?: SearchReadiness;
  /** True once the server was told to stop: it still serves, but a balancer should send it no new shoppers. */
  draining?: () => boolean;
}

/** Resolve when `db` answers a trivial statement within the deadline; reject otherwise. */
async function databaseAnswers(db: Database): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS);
  });
  try {
    await Promise.race([db.query('SELECT 1'), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Probes run every few seconds: not logged per request at info (Fastify's request lines are at info). */
const quiet = { logLevel: 'warn' } as const;

/**
 * Health for load balancers and orchestrators. `GET /livez`: 200 while the process answers (restart it when not).
 * `GET /readyz`: 200 when the database answers, the content root can be read and search has built its indexes; 503
 * naming each failing check otherwise (send it no shoppers meanwhile), and `shutdown` while the server drains before
 * it stops. `GET /healthz` (older name): 200 while the
 * database answers. They name no site, so a site gate never closes them; they set no cookie and take no rate limit;
 * they say nothing about the shop; a failure is logged once, then once per LOG_REPEAT_INTERVAL_MS with a count.
 */
export const healthPlugin: FastifyPluginAsync<HealthOptions> = async (
  app,
  { db, contentDir, search, draining },
) => {
  const failures = new RepeatedLog(app.log);
  const checks: Record<string, () => Promise<unknown>> = {
    ...(db ? { database: () => databaseAnswers(db) } : {}),
    ...(contentDir ? { content: () => readdir(contentDir) } : {}),
    ...(search
      ? {
          search: async () => {
            if (!search.isReady()) throw new Error('search indexes are not built');
          },
        }
      : {}),
  };
  const failing = async (names: string[]): Promise<string[]> => {
    const results = await Promise.allSettled(names.map((name) => checks[name]!()));
    return names.filter((name, index) => {
      const result = results[index]!;
      if (result.status === 'fulfilled') return false;
      failures.warn(name, { err: result.reason as unknown }, `health check: ${name} failing`);
      return true;
    });
  };

  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });
  app.get('/livez', quiet, async () => ({ status: 'ok' }));
  app.get('/readyz', quiet, async (_request, reply) => {
    const failed = [...(draining?.() ? ['shutdown'] : []), ...(await failing(Object.keys(checks)))];
    if (failed.length === 0) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable', failing: failed });
  });
  app.get('/healthz', quiet, async (_request, reply) => {
    if ((await failing(db ? ['database'] : [])).length === 0) return { status: 'ok' };
    return reply.code(503).send({ status: 'unavailable' });
  });
};
