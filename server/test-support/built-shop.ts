import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createCommerceContext } from '../api/create-context.ts';
import { buildApp } from '../app.ts';
import { seedCatalogue } from '../catalogue/seed.ts';
import type { Database } from '../db/database.ts';
import { demoContentDir } from './commerce-harness.ts';
import { testDatabaseKinds } from './test-databases.ts';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const serverRenderDir = join(repoRoot, 'dist-ssr');

/** True once `npm run build` wrote the server-render entry: tests of the real pages run only then. */
export const shopIsBuilt = existsSync(join(serverRenderDir, 'entry-server.js'));

/** The shop as it runs: the real build and server render over the demo content and a seeded catalogue. */
export interface BuiltShop {
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * The shop's real pages, rendered by the built server-render entry over the demo content and a seeded PGlite catalogue
 * (only the catalogue is read from the database while rendering, so one database kind is enough); `contentDir`, a
 * copy of the demo content a test may change.
 */
export async function startBuiltShop(options: { contentDir?: string } = {}): Promise<BuiltShop> {
  const contentDir = options.contentDir ?? demoContentDir;
  const db = await testDatabaseKinds.find((kind) => kind.name === 'pglite')!.open();
  await seedCatalogue(db, { contentDir, products: 40, seed: 7 });
  const commerce = await createCommerceContext(db, contentDir, { env: {} });
  const app = await buildApp({
    contentDir,
    distDir: join(repoRoot, 'dist'),
    serverRenderDir,
    commerce,
  });
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
