import { register } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test-support/test-databases.ts';

/** The value of one sample in the default registry's text (0 when absent). */
async function sample(line: string): Promise<number> {
  const found = (await register.metrics()).split('\n').find((entry) => entry.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe.each(testDatabaseKinds)('query metrics on $name', (kind) => {
  it('times every statement, failed ones apart, and reports the PostgreSQL pool on scrape', async () => {
    const db = await kind.open();
    try {
      const ok = `storefront_db_query_duration_seconds_count{dialect="${kind.name}",outcome="ok"}`;
      const failed = `storefront_db_query_duration_seconds_count{dialect="${kind.name}",outcome="error"}`;
      const [okBefore, failedBefore] = [await sample(ok), await sample(failed)];
      await db.query('SELECT 1');
      await db.transaction((tx) => tx.query('SELECT 2'));
      await expect(db.query('SELECT * FROM no_such_table')).rejects.toThrow();
      expect(await sample(ok)).toBe(okBefore + 2);
      expect(await sample(failed)).toBe(failedBefore + 1);
      expect(await sample(`storefront_db_queries_in_flight{dialect="${kind.name}"}`)).toBe(0);
      if (kind.name === 'postgres')
        expect(await sample('storefront_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    } finally {
      await db.close();
    }
  });
});
