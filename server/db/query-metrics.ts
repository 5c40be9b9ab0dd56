import { dbQueriesInFlight, dbQueryDuration } from '../lib/metrics.ts';

/**
 * Run one statement under the query metrics: its duration (waiting for a connection or for PGlite's turn included,
 * since that is what a request waits) by dialect and outcome, and the count of statements under way.
 */
export async function timedQuery<T>(dialect: 'pglite' | 'postgres', run: () => Promise<T>): Promise<T> {
  dbQueriesInFlight.inc({ dialect });
  const end = dbQueryDuration.startTimer({ dialect });
  try {
    const result = await run();
    end({ outcome: 'ok' });
    return result;
  } catch (error) {
    end({ outcome: 'error' });
    throw error;
  } finally {
    dbQueriesInFlight.dec({ dialect });
  }
}
