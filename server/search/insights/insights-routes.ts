import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AlgoliaError } from '../algolia/algolia-error.ts';
import type { SearchService } from '../search-service.ts';
import { readInsightsBatch } from './insights-events.ts';
import { InsightsLog } from './insights-log.ts';

/** Checks the request's application id and key for the access asked (throws Algolia's 403 otherwise). */
type Authorize = (request: FastifyRequest, access: 'search' | 'admin') => void;

/**
 * Algolia Insights on our endpoint: `POST /events` takes a batch of click, conversion and view events with the
 * search-only key (as Algolia's insights host does), checks each, and counts them. `GET /events` shows the counts and
 * latest events to an admin key, and exists only when the deployment switches that log on (user tokens are
 * shoppers' session ids).
 */
export function addInsightsRoutes(
  app: FastifyInstance,
  options: { service: SearchService; authorize: Authorize; readable: boolean; now?: () => number },
): InsightsLog {
  const { service, authorize, readable, now = Date.now } = options;
  const log = new InsightsLog();
  app.post('/events', async (request) => {
    authorize(request, 'search');
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body))
      throw new AlgoliaError(400, 'Body must be a JSON object');
    const events = readInsightsBatch(
      body as Record<string, unknown>,
      (name) => service.hasIndex(name),
      now(),
    );
    log.record(events, now());
    return { status: 200, message: 'OK' };
  });
  // Switched off, the log answers as a path that does not exist, before any key is checked.
  app.get('/events', async (request) => {
    if (!readable) throw new AlgoliaError(404, 'Path not found');
    authorize(request, 'admin');
    return log.summary();
  });
  return log;
}
