import { resolve } from 'node:path';
import { buildApp } from './app.ts';

/**
 * Start the storefront server: `npm run serve` (or `npm start`, which builds first).
 * CONTENT_DIR (default content-fixtures/), PORT (default 3000), HOST (default 0.0.0.0).
 */
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const contentDir = resolve(process.env.CONTENT_DIR ?? 'content-fixtures');
const distDir = resolve('dist');

const app = await buildApp({ contentDir, distDir, logger: true });
try {
  await app.listen({ port, host });
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
console.log(`Storefront: http://${shownHost}:${port}/  (content: ${contentDir}, build: ${distDir})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
