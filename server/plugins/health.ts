import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database.ts';

/** A database that has not answered in this long counts as down: a load balancer should stop sending shoppers. */
const DATABASE_TIMEOUT_MS = 2000;

/**
 * `GET /healthz` for load balancers and uptime checks: 200 `{"status":"ok"}` while the server runs and its database
 * answers, 503 otherwise. It names no site, so a site gate never closes it, and it says nothing about the shop.
 */
export const healthPlugin: FastifyPluginAsync<{ db?: Database }> = async (app, { db }) => {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!db) return { status: 'ok' };
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('database timeout')), DATABASE_TIMEOUT_MS);
    });
    try {
      await Promise.race([db.query('SELECT 1'), timeout]);
      return { status: 'ok' };
    } catch (error) {
      app.log.warn({ err: error }, 'health check: the database did not answer');
      return reply.code(503).send({ status: 'unavailable' });
    } finally {
      clearTimeout(timer);
    }
  });
};
