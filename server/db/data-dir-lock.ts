import { readFileSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The lock file's name inside a PGlite data folder. */
export const LOCK_FILE = 'in-use.lock';

/** Who holds a data folder: written to the lock file so a refusal can name them. */
interface LockHolder {
  pid: number;
  startedAt: string;
  command: string;
  /** The kernel's start time of the holder (Linux), so a later process given the same pid is not mistaken for it. */
  processStart?: string;
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

/**
 * When process `pid` started, in clock ticks since boot (field 22 of `/proc/<pid>/stat`), or undefined where there is
 * no /proc. The command name in field 2 may hold spaces and brackets, so fields are counted after its last `)`.
 */
export function processStartOf(pid: number | 'self'): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The holder is still running: its pid is alive and, where the kernel says, it is the same process that wrote. */
function alive(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = holder.processStart === undefined ? undefined : processStartOf(holder.pid);
  return start === undefined || start === holder.processStart;
}

/**
 * Take the data folder for this process, or throw `DataFolderInUseError` while a live process holds it. A lock file
 * (created exclusively, so two starters cannot both win) rather than an OS lock: Node has no file locking of its
 * own, and a plain file names the holder to the operator. A lock of a dead process (killed, crashed), or of a pid
 * since given to another process, is stale and taken over. Answers the release, which removes the file.
 */
export async function lockDataFolder(folder: string): Promise<() => Promise<void>> {
  const file = join(folder, LOCK_FILE);
  const holder: LockHolder = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    command: process.argv.slice(1).join(' '),
    processStart: processStartOf('self'),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      await writeFile(file, JSON.stringify(holder), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error;
    }
    const current = await readHolder(file);
    if (current && (heldHere.has(folder) || (current.pid !== process.pid && alive(current)))) {
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
