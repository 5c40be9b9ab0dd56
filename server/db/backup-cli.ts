import { parseArgs } from 'node:util';
import { backupDataFolder, restoreDataFolder, RestoreRefusedError } from './pglite-backup.ts';
import { DataFolderInUseError } from './data-dir-lock.ts';

const USAGE = `Back up or restore the embedded (PGlite) database under DATA_DIR (default .data/), with the shop stopped:
  npm run db:backup -- <file.tar.gz>             write the whole database to one file
  npm run db:restore -- <file.tar.gz> [--force]  replace the database with a backup; --force when DATA_DIR already
                                                 holds one (it is kept beside, as pglite.before-restore-<time>)
On PostgreSQL (DATABASE_URL) use pg_dump and pg_restore instead.`;

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  const [action, file] = positionals;
  if (values.help || !file || (action !== 'backup' && action !== 'restore') || positionals.length > 2) {
    console.log(USAGE);
    return values.help ? 0 : 2;
  }
  if (process.env.DATABASE_URL) {
    console.error('Refused: DATABASE_URL is set; back up PostgreSQL with pg_dump');
    return 1;
  }
  const dataDir = process.env.DATA_DIR ?? '.data';
  try {
    if (action === 'backup') {
      const bytes = await backupDataFolder(dataDir, file);
      console.log(`Backed up ${dataDir} to ${file} (${bytes} bytes)`);
    } else {
      const keptAside = await restoreDataFolder(dataDir, file, { force: values.force });
      console.log(
        `Restored ${file} into ${dataDir}${keptAside ? `; the previous database is in ${keptAside}` : ''}`,
      );
    }
    return 0;
  } catch (error) {
    if (!(error instanceof DataFolderInUseError || error instanceof RestoreRefusedError)) throw error;
    console.error(`Refused: ${error.message}`);
    return 1;
  }
}

process.exitCode = await main();
