import { PGlite } from '@electric-sql/pglite';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { lockDataFolder } from './data-dir-lock.ts';
import { pgliteFolder } from './open-database.ts';

/** Restoring over an existing database without `--force`: an operator's typo must not replace the shop's orders. */
export class RestoreRefusedError extends Error {
  constructor(folder: string) {
    super(`${folder} already holds a database; add --force to replace it (it is kept beside, renamed)`);
    this.name = 'RestoreRefusedError';
  }
}

/**
 * Write the PGlite database under `dataDir` to `file` as one gzipped tar (PGlite's `dumpDataDir`). Holds the folder
 * meanwhile, so it refuses while a shop runs on it: a copy of files being written is not a backup.
 */
export async function backupDataFolder(dataDir: string, file: string): Promise<number> {
  const folder = resolve(dataDir);
  await mkdir(folder, { recursive: true });
  const release = await lockDataFolder(folder);
  try {
    const db = await PGlite.create(pgliteFolder(folder));
    try {
      const dump = Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
      await writeFile(file, dump);
      return dump.length;
    } finally {
      await db.close();
    }
  } finally {
    await release();
  }
}

/**
 * Load a backup made by `backupDataFolder` into `dataDir` (PGlite's `loadDataDir`). A database already there is kept
 * beside it, renamed, and only with `force`. Answers where the previous database went, if there was one.
 */
export async function restoreDataFolder(
  dataDir: string,
  file: string,
  { force }: { force: boolean },
): Promise<string | undefined> {
  const folder = resolve(dataDir);
  const backup = new Blob([await readFile(file)]);
  await mkdir(folder, { recursive: true });
  const release = await lockDataFolder(folder);
  try {
    const target = pgliteFolder(folder);
    const existing = await readdir(target).catch(() => []);
    let keptAside: string | undefined;
    if (existing.length > 0) {
      if (!force) throw new RestoreRefusedError(folder);
      keptAside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(target, keptAside);
    }
    const db = await PGlite.create(target, { loadDataDir: backup });
    await db.close();
    return keptAside;
  } finally {
    await release();
  }
}
