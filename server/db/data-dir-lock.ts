import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The lock file's name inside a PGlite data folder. */
export const LOCK_FILE = 'in-use.lock';

/** Who holds a data folder: written to the lock file so a refusal can name them. */
interface LockHolder {
  pid: number;
  startedAt: string;
  command: string;
}

/**
 * A PGlite data folder is one process's own: a second process opening it (the seed beside a running shop) would
 * write the same files unsynchronised and corrupt them. Thrown, with who holds it, instead of opening.
 */
export class DataFolderInUseError extends Error {
  constructor(folder: string, holder: LockHolder) {
    super(
      `${folder} is in use by process ${holder.pid} (${holder.command}, since ${holder.startedAt}): ` +
        'embedded PGlite data can be opened by one process at a time; stop that process first ' +
        `(or remove ${join(folder, LOCK_FILE)} if no such process is running)`,
    );
    this.name = 'DataFolderInUseError';
  }
}

/** Folders this process holds: a lock naming our own pid but not held here is left by an earlier life of the pid. */
const heldHere = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Take the data folder for this process, or throw `DataFolderInUseError` while a live process holds it. A lock file
 * (created exclusively, so two starters cannot both win) rather than an OS lock: Node has no file locking of its
 * own, and a plain file names the holder to the operator. A lock of a dead process (killed, crashed) is stale and
 * taken over. Answers the release, which removes the file.
 */
export async function lockDataFolder(folder: string): Promise<() => Promise<void>> {
  const file = join(folder, LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' '),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, JSON.stringify(holder), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
    }
    const current = await readHolder(file);
    if (current && (heldHere.has(folder) || (current.pid !== process.pid && alive(current.pid)))) {
      throw new DataFolderInUseError(folder, current);
    }
    await rm(file, { force: true });
  }
  heldHere.add(folder);
  return async () => {
    heldHere.delete(folder);
    await rm(file, { force: true });
  };
}

async function readHolder(file: string): Promise<LockHolder | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LockHolder;
  } catch {
    return undefined; // half written or gone: treated as stale
  }
}
