import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Every file under a folder, as sorted `/`-separated relative paths; hidden files and folders are skipped. */
export async function listFiles(folder: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(folder, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.')) continue;
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(folder, relative)));
    else if (entry.isFile()) files.push(relative);
  }
  return files.sort();
}
