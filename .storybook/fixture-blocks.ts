import { createElement } from 'react';
import { eachBlock, RenderBlocks } from '../src/renderer/index.ts';

/** Story sites: the fixture country, the language shown and the URL the stores start at. */
export const storySites = {
  uk: { siteId: 'uk', language: 'en', defaultLanguage: 'en', path: '/uk/en' },
  us: { siteId: 'us', language: 'en', defaultLanguage: 'en', path: '/us/en' },
  'ae-en': { siteId: 'ae', language: 'en', defaultLanguage: 'en', path: '/ae/en' },
  'ae-ar': { siteId: 'ae', language: 'ar', defaultLanguage: 'en', path: '/ae/ar' },
  jp: { siteId: 'jp', language: 'ja', defaultLanguage: 'ja', path: '/ja-jp' },
} as const;

export type StorySite = keyof typeof storySites;

/** A story's site: its own `site` parameter when it pins one, else the toolbar's choice, else the United Kingdom. */
export function storySiteOf(context: {
  parameters: { site?: unknown };
  globals: { site?: unknown };
}): StorySite {
  const chosen = context.parameters.site ?? context.globals.site;
  return typeof chosen === 'string' && Object.hasOwn(storySites, chosen) ? (chosen as StorySite) : 'uk';
}

interface PageFile {
  blocks?: unknown[];
  [key: string]: unknown;
}

/** Every fixture page, by path (`../content-fixtures/uk/data/en/pages/home.json`); a glob, so missing files are fine. */
const pageFiles = import.meta.glob<PageFile>('../content-fixtures/*/data/*/pages/*.json', {
  eager: true,
  import: 'default',
});

/** The fixture pages as `{ file, page }`, with `file` as the content loader names it (`uk/data/en/pages/home.json`). */
export function fixturePages(): { file: string; page: PageFile }[] {
  return Object.entries(pageFiles)
    .map(([path, page]) => ({ file: path.replace('../content-fixtures/', ''), page }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

/** One fixture page of a story site (`home` by default). */
export function fixturePage(site: StorySite, name = 'home'): PageFile | undefined {
  const { siteId, language } = storySites[site];
  return pageFiles[`../content-fixtures/${siteId}/data/${language}/pages/${name}.json`];
}

/** Every block of a page, depth first, following the child lists of container blocks. */
export function walkBlocks(blocks: readonly unknown[] | undefined): Record<string, unknown>[] {
  const found: Record<string, unknown>[] = [];
  eachBlock(blocks, '', (block) => {
    if (block && typeof block === 'object') found.push(block as Record<string, unknown>);
  });
  return found;
}

/** The first block of a type in a page (top level first, then nested), or undefined. */
export function firstBlockOfType<T = Record<string, unknown>>(
  page: PageFile | undefined,
  type: string,
): T | undefined {
  const top = page?.blocks?.find((block) => (block as { type?: unknown })?.type === type);
  return (top ?? walkBlocks(page?.blocks).find((block) => block.type === type)) as T | undefined;
}

/** The first block of a type on a site's homepage, else on its other fixture pages (landing pages). */
export function fixtureBlock<T = Record<string, unknown>>(site: StorySite, type: string): T | undefined {
  const { siteId, language } = storySites[site];
  const prefix = `${siteId}/data/${language}/pages/`;
  const pages = fixturePages().filter((entry) => entry.file.startsWith(prefix));
  pages.sort((a, b) => Number(b.file.endsWith('/home.json')) - Number(a.file.endsWith('/home.json')));
  for (const { page } of pages) {
    const block = firstBlockOfType<T>(page, type);
    if (block) return block;
  }
  return undefined;
}

/** The interface-string catalogues of the fixtures, by `{siteId}/{language}`. */
const catalogFiles = import.meta.glob<Record<string, unknown>>('../content-fixtures/*/language/*.json', {
  eager: true,
  import: 'default',
});

export function fixtureCatalog(siteId: string, language: string): Record<string, unknown> | undefined {
  return catalogFiles[`../content-fixtures/${siteId}/language/${language}.json`];
}

/**
 * The part of a block story's meta that every block shares: the block renders through RenderBlocks at `/blocks`, as
 * on a page (validated, with a placeholder when broken). Spread it into the meta next to `title` and `component`.
 */
export const blockStoryMeta = {
  render: ({ block, pointer }: { block: unknown; pointer: string }) =>
    createElement(RenderBlocks, { blocks: [block], pointer }),
  args: { pointer: '/blocks' },
};

/**
 * The Default (uk), Arabic (ae-ar, RTL) and Japanese (jp) stories of a block, each with its fixture block as args:
 * the first block of `type` on the site, or what `block` makes for the site. Their play function is the meta's.
 */
export function fixtureStories<Block>(
  type: string,
  block: (site: StorySite) => Block = (site) => fixtureBlock<Block>(site, type)!,
) {
  return {
    Default: { args: { block: block('uk') } },
    Arabic: { args: { block: block('ae-ar') }, parameters: { site: 'ae-ar' as const } },
    Japanese: { args: { block: block('jp') }, parameters: { site: 'jp' as const } },
  };
}
