import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtureProducts } from '../test-support/catalogue-fixture.ts';
import { insertFixtureOrder } from '../test-support/order-fixture.ts';
import { insertReferenceFixture } from '../test-support/reference-fixture.ts';
import {
  runRepositoryCommand,
  startServerProcess,
  type ServerProcess,
} from '../test-support/server-process.ts';
import { DataFolderInUseError, LOCK_FILE, processStartOf } from './data-dir-lock.ts';
import { openDatabase } from './open-database.ts';
import { restoreDataFolder, RestoreRefusedError } from './pglite-backup.ts';

/** Run a command on the PGlite folder `dataDir` (never a PostgreSQL server the environment may name). */
const runCommand = (script: string, args: string[], dataDir: string) =>
  runRepositoryCommand(script, args, { DATA_DIR: dataDir, DATABASE_URL: undefined });

async function orderReferences(dataDir: string): Promise<string[]> {
  const db = await openDatabase({ dataDir });
  try {
    const rows = await db.query<{ reference: string }>('SELECT reference FROM orders ORDER BY reference');
    return rows.map((row) => row.reference);
  } finally {
    await db.close();
  }
}

/** A PGlite data folder with reference data, one product (so the shop seeds nothing) and the given orders. */
async function shopFolder(references: string[]): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'storefront-data-'));
  const db = await openDatabase({ dataDir });
  await insertReferenceFixture(db);
  await insertFixtureProducts(db, [{ productId: 'SAFE1', sizes: ['m'], stock: { 'black-m': 3 } }]);
  for (const reference of references) await insertFixtureOrder(db, { reference, lookupSecret: 'secret' });
  await db.close();
  return dataDir;
}

describe('data safety of the embedded database', () => {
  const folders: string[] = [];
  afterAll(async () => {
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  describe('the seed beside a running shop', () => {
    let dataDir: string;
    let shop: ServerProcess;

    beforeAll(async () => {
      dataDir = await shopFolder(['SAFE-0001']);
      folders.push(dataDir);
      shop = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
    }, 60_000);
    afterAll(() => shop?.kill());

    it('refuses the seed and a second shop, naming the shop’s process, and the shop’s orders stay', async () => {
      const [seed, secondShop] = await Promise.all([
        runCommand('server/catalogue/seed-cli.ts', ['--reset', '--force'], dataDir),
        runCommand('server/main.ts', [], dataDir),
      ]);

      expect(seed.code).toBe(1);
      expect(seed.stderr).toContain(`in use by process ${shop.child.pid}`);
      expect(seed.stderr).toContain('one process at a time');
      expect(seed.stdout).not.toContain('Reset');
      expect(secondShop.code).toBe(1);
      expect(secondShop.stderr).toContain(`in use by process ${shop.child.pid}`);

      // The shop closes the folder on SIGTERM and gives the lock back.
      await shop.stop();
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
      expect(await orderReferences(dataDir)).toEqual(['SAFE-0001']);
    }, 60_000);
  });

  it('takes over the lock of a process that died holding the folder, of a pid since reused, or of an earlier life of its own pid', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'storefront-data-'));
    folders.push(dataDir);
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    const liveParent = process.ppid;
    const liveParentStart = processStartOf(liveParent);
    expect(liveParentStart, 'this test runs where /proc tells when a process started').toBeDefined();

    // A live process that is the one that wrote the lock holds the folder.
    const held = { pid: liveParent, processStart: liveParentStart, startedAt: '', command: 'server/main.ts' };
    await writeFile(join(dataDir, LOCK_FILE), JSON.stringify(held));
    await expect(openDatabase({ dataDir })).rejects.toThrow(DataFolderInUseError);

    const staleLocks = [
      { pid: dead.pid },
      // The writer died and the kernel gave its pid to another process since: it started at another time.
      { pid: liveParent, processStart: `${Number(liveParentStart) + 1}` },
      { pid: process.pid },
    ];
    for (const stale of staleLocks) {
      const lock = { ...stale, startedAt: new Date().toISOString(), command: 'server/main.ts' };
      await writeFile(join(dataDir, LOCK_FILE), JSON.stringify(lock));
      const db = await openDatabase({ dataDir });
      // Held by this process now: a second opening here is refused too.
      await expect(openDatabase({ dataDir })).rejects.toThrow(DataFolderInUseError);
      await db.close();
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    }
  }, 60_000);

  it('backs up and restores the orders; a restore over a database asks for --force', async () => {
    const dataDir = await shopFolder(['SAFE-0001', 'SAFE-0002']);
    folders.push(dataDir);
    const backup = join(dataDir, '..', `${dataDir.split('/').pop()}.tar.gz`);
    folders.push(backup);

    const made = await runCommand('server/db/backup-cli.ts', ['backup', backup], dataDir);
    expect(made.code, made.stderr).toBe(0);

    const db = await openDatabase({ dataDir });
    await db.query(`DELETE FROM orders WHERE reference = 'SAFE-0001'`);
    await db.close();

    // The restore's refusal and its forced run in this process: the command around them only prints (one child
    // process start less).
    await expect(restoreDataFolder(dataDir, backup, { force: false })).rejects.toThrow(RestoreRefusedError);
    await expect(restoreDataFolder(dataDir, backup, { force: false })).rejects.toThrow('--force');
    expect(await orderReferences(dataDir)).toEqual(['SAFE-0002']);

    await restoreDataFolder(dataDir, backup, { force: true });
    expect(await orderReferences(dataDir)).toEqual(['SAFE-0001', 'SAFE-0002']);
  }, 60_000);
});
