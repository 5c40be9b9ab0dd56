import { blockRegistry } from '../../src/blocks/registry.ts';
import { fixtureFile } from '../../tests/helpers/story-shell.ts';
import { fixturePages, storySites, type StorySite } from '../fixture-blocks.ts';
import { blockExamples } from './block-examples.ts';

/** What a draft is checked and shown as: a page of blocks, one of the shell's files, or one block on its own. */
export type DraftKind = 'page' | 'header' | 'footer' | 'block';

/** A file an editor may start a draft from. */
export interface DraftSource {
  /** The file inside the content root (`uk/data/en/pages/home.json`); for one block, the file it comes from. */
  file: string;
  kind: DraftKind;
  /** What a story names to start from: a page (`home`, `winter-sale`), `header`, `footer` or a block type. */
  name: string;
  group: string;
  label: string;
  /** The pointer of a single block inside its file; a draft's own pointers start at the block. */
  pointer?: string;
  content: unknown;
}

/**
 * The real files of a site and language an editor may start from: its pages (the homepage first, then campaign and
 * landing pages), its header and footer, and an example of every registered block type from its fixtures.
 */
export function draftSources(site: StorySite): DraftSource[] {
  const { siteId, language } = storySites[site];
  const folder = `${siteId}/data/${language}/pages/`;
  const pages = fixturePages()
    .filter(({ file }) => file.startsWith(folder))
    .sort((a, b) => Number(b.file.endsWith('/home.json')) - Number(a.file.endsWith('/home.json')))
    .map(({ file, page }): DraftSource => {
      const name = file.slice(folder.length, -'.json'.length);
      const label = name === 'home' ? 'home (the homepage)' : name;
      return { file, kind: 'page', name, group: 'Pages', label, content: page };
    });
  const shell: DraftSource[] = [
    { file: `${siteId}/data/header.json`, kind: 'header' as const },
    { file: `${siteId}/data/${language}/footer.json`, kind: 'footer' as const },
  ].map((source) => ({
    ...source,
    name: source.kind,
    group: 'Header and footer',
    label: source.kind,
    content: fixtureFile(source.file),
  }));
  const blocks = Object.keys(blockRegistry).flatMap((type): DraftSource[] => {
    const examples = blockExamples(type);
    const example = examples.find(({ file }) => file.startsWith(folder)) ?? examples[0];
    if (!example) return [];
    const { file, pointer, block } = example;
    return [{ file, pointer, kind: 'block', name: type, group: 'One block', label: type, content: block }];
  });
  return [...pages, ...shell, ...blocks];
}

/** A source's text as the editor sees it: the file's JSON, two spaces deep, as the fixtures are written. */
export const draftText = (source: DraftSource) => `${JSON.stringify(source.content, null, 2)}\n`;
