import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';

/** What the server build writes; `npm run serve` starts `start.js` in it. */
export const SERVER_OUT_DIR = 'dist-server';
const MIGRATIONS = 'server/db/migrations';

/**
 * package.json declares the storefront's modules free of side effects (for the browser build), which would drop the
 * server's entry module: it is nothing but side effects.
 */
const serverModulesHaveSideEffects: Plugin = {
  name: 'server-modules-have-side-effects',
  transform: (code, id) =>
    id.includes('/node_modules/') ? undefined : { code, map: null, moduleSideEffects: true },
};

/** The SQL migrations, beside the compiled code that reads them from its own folder (`server/db/migrate.ts`). */
const copyMigrations: Plugin = {
  name: 'copy-migrations',
  generateBundle() {
    for (const name of readdirSync(MIGRATIONS))
      this.emitFile({
        type: 'asset',
        fileName: `migrations/${name}`,
        source: readFileSync(join(MIGRATIONS, name)),
      });
  },
};

/**
 * The server build (part of `npm run build`): the Fastify server and the operator's command-line tools, compiled once
 * to plain JavaScript in `dist-server/`, so production runs `node` on it with no TypeScript compiler at run time.
 * Packages stay imports of node_modules (Vite's server build leaves them out). Every file lands flat in the folder,
 * so code that finds files beside itself (`import.meta.url`) finds them whichever chunk it ends up in.
 */
export default defineConfig({
  publicDir: false,
  logLevel: 'warn',
  plugins: [serverModulesHaveSideEffects, copyMigrations],
  build: {
    ssr: true,
    outDir: SERVER_OUT_DIR,
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    sourcemap: true,
    reportCompressedSize: false,
    rolldownOptions: {
      input: {
        start: 'server/start.ts',
        seed: 'server/catalogue/seed-cli.ts',
        'db-backup': 'server/db/backup-cli.ts',
        'advance-order': 'server/commerce/orders/advance-order-cli.ts',
        'content-check': 'scripts/content-check.ts',
        'gate-hash': 'scripts/gate-hash.ts',
      },
      output: { entryFileNames: '[name].js', chunkFileNames: '[name]-[hash].js' },
    },
  },
});
