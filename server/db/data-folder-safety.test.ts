import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixtureProducts } from '../test-support/catalogue-fixture.ts';
import { insertFixtureOrder } from '../test-support/order-fixture.ts';
import { insertReferenceFixture } from '../test-support/reference-fixture.ts';
import { DataFolderInUseError, LOCK_FILE } from './data-dir-lock.ts';
import { openDatabase } from './open-database.ts';

const repositoryRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Run one of the repository's commands (`node --import tsx <script> ...`) on `dataDir` and wait for its exit. */
function runCommand(
  script: string,
  args: string[],
  dataDir: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: repositoryRoot, env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr })));
}

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
    let shop: ChildProcess;

    beforeAll(async () => {
      dataDir = await shopFolder(['SAFE-0001']);
      folders.push(dataDir);
      shop = await startShop(dataDir);
    }, 60_000);
    afterAll(() => shop?.kill('SIGKILL'));

    it('refuses the seed and a second shop, naming the shop’s process, and the shop’s orders stay', async () => {
      const seed = await runCommand('server/catalogue/seed-cli.ts', ['--reset', '--force'], dataDir);

      expect(seed.code).toBe(1);
      expect(seed.stderr).toContain(`in use by process ${shop.pid}`);
      expect(seed.stderr).toContain('one process at a time');
      expect(seed.stdout).not.toContain('Reset');

      const secondShop = await runCommand('server/main.ts', [], dataDir);
      expect(secondShop.code).toBe(1);
      expect(secondShop.stderr).toContain(`in use by process ${shop.pid}`);

      // The shop closes the folder on SIGTERM and gives the lock back.
      shop.kill('SIGTERM');
      await new Promise((resolve) => shop.once('exit', resolve));
      expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
      expect(await orderReferences(dataDir)).toEqual(['SAFE-0001']);
    }, 60_000);
  });

  it('takes over the lock of a process that died holding the folder, or of an earlier life of its own pid', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'storefront-data-'));
    folders.push(dataDir);
    const dead = spawn(process.execPath, ['-e', '']);
    await new Promise((resolve) => dead.once('exit', resolve));
    for (const pid of [dead.pid, process.pid]) {
      const lock = { pid, startedAt: new Date().toISOString(), command: 'server/main.ts' };
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

    const refused = await runCommand('server/db/backup-cli.ts', ['restore', backup], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('--force');
    expect(await orderReferences(dataDir)).toEqual(['SAFE-0002']);

    const restored = await runCommand('server/db/backup-cli.ts', ['restore', backup, '--force'], dataDir);
    expect(restored.code, restored.stderr).toBe(0);
    expect(await orderReferences(dataDir)).toEqual(['SAFE-0001', 'SAFE-0002']);
  }, 60_000);
});

/** Start `server/main.ts` on `dataDir` and a free port; resolves once it answers. */
async function startShop(dataDir: string): Promise<ChildProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repositoryRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const ready = () =>
    fetch(`http://127.0.0.1:${port}/payments-sandbox/df.js`).then(
      (response) => response.ok,
      () => false,
    );
  await until(async () => {
    if (child.exitCode !== null) throw new Error(`shop exited: ${errors}`);
    return ready();
  });
  return child;
}

async function until(done: () => boolean | Promise<boolean>): Promise<void> {
  for (let attempt = 0; !(await done()); attempt++) {
    if (attempt > 300) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
