import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchContentFile, type ContentFileId } from '../../../schemas/content/content-paths.ts';

/** The real country folder every case starts from: each manifest kind of file, as operators write them. */
export const SITE = 'uk';
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const fixtureSite = join(repoRoot, 'content-fixtures', SITE);

export interface FixtureFile {
  /** Path inside the country folder, `/` separated. */
  path: string;
  id: ContentFileId;
  text: string;
  value: unknown;
}

function listJson(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/** Every content file of the fixture site, in a stable order (cases name files by index). */
export const fixtureFiles: readonly FixtureFile[] = listJson(fixtureSite).map((path) => {
  const match = matchContentFile(path);
  if (!match) throw new Error(`${path} is not a manifest file`);
  const text = readFileSync(join(fixtureSite, path), 'utf8');
  return { path, id: match.id, text, value: JSON.parse(text) as unknown };
});

/** Files whose `blocks` the block renderer draws: pages and the empty-search page. */
export const blockFiles = fixtureFiles.filter((file) => file.id === 'page' || file.id === 'emptySearch');

type Block = Record<string, unknown> & { type: string };

/** Every top-level block of the fixture pages: the bricks valid pages are built from. */
export const realBlocks: readonly Block[] = blockFiles.flatMap(
  (file) => (file.value as { blocks: Block[] }).blocks,
);
