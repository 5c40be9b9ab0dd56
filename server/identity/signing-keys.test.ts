import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test-support/test-databases.ts';
import { loadSigningKeys } from './signing-keys.ts';

describe.each(testDatabaseKinds)('signing keys on $name', (kind) => {
  it('servers starting at once on an empty database sign with one key that every one of them publishes', async () => {
    const db = await kind.open();
    try {
      const loads = await Promise.all(Array.from({ length: 4 }, () => loadSigningKeys(db)));
      const kids = new Set(loads.map((keys) => keys.current.kid));
      expect(kids.size).toBe(1);
      for (const keys of loads) expect(keys.jwks.keys.map((key) => key.kid)).toEqual([...kids]);
      const later = await loadSigningKeys(db);
      expect(later.current.kid).toBe([...kids][0]);
    } finally {
      await db.close();
    }
  });
});
