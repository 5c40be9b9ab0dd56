import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A site gate the config check accepts (a username and password of the shape operators are given). */
export const TEST_SITE_GATE = { credentials: [{ username: '06e55b63', password: '23916ec1' }] };

/** Lock `siteId` behind `gate` (or open it with `undefined`) by editing its config.json, as an operator does on disk. */
export async function setSiteGate(contentDir: string, siteId: string, gate: unknown): Promise<void> {
  const file = join(contentDir, siteId, 'config.json');
  const config = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  await writeFile(file, JSON.stringify({ ...config, siteGate: gate }));
}
