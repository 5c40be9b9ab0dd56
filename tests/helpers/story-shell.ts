import { SHELL_CONTENT } from '../../schemas/content/content-paths.ts';
import type { ShellContent } from '../../src/kernel/stores/index.ts';
import type { MemoryContentService } from './fake-services.ts';

/**
 * The fixture country folders' shell files for stories, by path inside the content root (`uk/data/header.json`):
 * what an editor writes, shown as JSON controls and served by the story's fake content service.
 */
const fixtureFiles = import.meta.glob<unknown>(
  [
    '../../content-fixtures/*/config.json',
    '../../content-fixtures/*/sortOptions.json',
    '../../content-fixtures/*/data/*.json',
    '../../content-fixtures/*/data/*/*.json',
    '../../content-fixtures/*/language/*.json',
  ],
  { eager: true, import: 'default' },
);

const PREFIX = '../../content-fixtures/';

/** One fixture file, by its path inside the content root; throws when the fixtures have no such file. */
export function fixtureFile<T>(path: string): T {
  const file = fixtureFiles[`${PREFIX}${path}`];
  if (file === undefined) throw new Error(`No content fixture ${path}`);
  return structuredClone(file) as T;
}

/** A site's shell as the content store gives it, with only the files a story passes (the rest absent). */
export function storyShell(siteId: string, language: string, files: Partial<ShellContent>): ShellContent {
  const absent = Object.fromEntries(SHELL_CONTENT.map((id) => [id, null])) as Omit<
    ShellContent,
    'siteId' | 'language'
  >;
  return { ...absent, ...files, siteId, language };
}

/** Serve every fixture file of a site through a story's fake content service, so its shell loads as in the shop. */
export function serveFixtureSite(content: MemoryContentService, siteId: string): void {
  for (const [path, file] of Object.entries(fixtureFiles)) {
    const inside = path.slice(PREFIX.length);
    if (inside.startsWith(`${siteId}/`)) content.set(inside, structuredClone(file));
  }
}
