import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Runs only the Node-side tests (server, scripts) without the root config's browser and Storybook projects:
 * `npx vitest run --config server/vitest.config.ts`. `npm test` runs the same files in the root `unit` project.
 */
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    environment: 'node',
    include: ['server/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
