import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { SearchRules } from './search-rules.ts';

describe('SearchRules', () => {
  it('reads the rules again after a failed read instead of keeping the failure for the cache time', async () => {
    let calls = 0;
    const db: Queryable = {
      async query<Row>() {
        calls++;
        // The database restarting: the first read loses its connection, the next one finds it back.
        if (calls === 1) throw Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
        return [{ rule: { objectID: 'r1', conditions: [], consequence: {} } }] as Row[];
      },
    };
    const rules = new SearchRules(db);
    await expect(rules.list('uk_products')).rejects.toThrow('ECONNRESET');
    await expect(rules.list('uk_products')).resolves.toEqual([
      { objectID: 'r1', conditions: [], consequence: {} },
    ]);
    expect(calls).toBe(2);
  });
});
