import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from './test-support/server-process.ts';
import { checkProductionShop, operatorEnvironment, SMALL_SHOP } from '../tests/production/production-shop.ts';

/**
 * What `npm run serve` starts after `npm run build` (which `npm test` runs first): the compiled server under plain
 * `node`, no TypeScript loader, and none of the settings a developer's shell may carry (no NODE_ENV, no NODE_OPTIONS).
 */
describe('the compiled server', () => {
  let server: ServerProcess;
  beforeAll(async () => {
    server = await startServerProcess(SMALL_SHOP, 110_000, {
      args: ['dist-server/start.js'],
      baseEnv: operatorEnvironment(),
    });
  }, 120_000);
  afterAll(() => server?.stop());

  it('runs in production mode with plain node: pages rendered on the server, search answered, no developer page', async () => {
    expect(await checkProductionShop(server)).toEqual([]);
  });
});
