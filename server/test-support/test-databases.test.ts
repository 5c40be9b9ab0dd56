import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../db/migrate.ts';
import { testDatabaseKinds } from './test-databases.ts';

const pglite = testDatabaseKinds.find((kind) => kind.name === 'pglite')!;

describe('the PGlite test database', () => {
  it('opens migrated, and each one opened from the shared snapshot is a database of its own', async () => {
    const migrations = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
    const first = await pglite.open();
    const second = await pglite.open();
    try {
      for (const db of [first, second]) {
        const applied = await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
        expect(applied.map((row) => row.name)).toEqual(migrations);
      }
      await first.exec('CREATE TABLE only_in_first (id int)');
      const seen = await second.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM information_schema.tables WHERE table_name = 'only_in_first'",
      );
      expect(seen[0]!.count).toBe(0);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
