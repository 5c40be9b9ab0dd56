import { contentPath, HOMEPAGE, SHELL_CONTENT } from '../../schemas/content/content-paths.ts';
import { blockTypesIn } from '../../schemas/content/blocks/child-lists.ts';
import { parseSitePath, type SiteSummary } from '../../shared/site-paths.ts';
import { API_SESSION_STORAGE_KEY } from '../../schemas/server-render.ts';
import { readContentJson } from './content-files.ts';
import { afterStartChunks } from './after-start-chunks.ts';
import { escapeAttribute } from './index-html.ts';
import {
  BLOCK_COMPONENTS,
  FIRST_LOAD_VALIDATORS,
  SHELL_CHUNKS,
  type ManifestChunk,
} from './build-manifest.ts';

interface HeroImage {
  src: string;
  mobileSrc?: string;
}

type PageBlocks = { blocks?: Array<{ type?: string; image?: HeroImage }> };

async function readHomepage(
  contentDir: string,
  siteId: string,
  language: string,
): Promise<PageBlocks | undefined> {
  const page = await readContentJson<PageBlocks | null>(
    contentDir,
    `${siteId}/${contentPath('page', { language, name: HOMEPAGE })}`,
  );
  return typeof page === 'object' && page !== null ? page : undefined;
}

/** The page's opening hero picture, if it starts with one: the page's largest paint, worth fetching first. */
function heroImage(page: PageBlocks | undefined): HeroImage | undefined {
  const first = page?.blocks?.[0];
  return first?.type === 'hero-banner' && typeof first.image?.src === 'string' ? first.image : undefined;
}

/** Manifest keys of the entry and every chunk it imports statically: the HTML names those already. */
function entryGraph(manifest: Record<string, ManifestChunk>): Set<string> {
  const inHtml = new Set<string>();
  const mark = (key: string) => {
    if (inHtml.has(key)) return;
    inHtml.add(key);
    manifest[key]?.imports?.forEach(mark);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]!.isEntry)
    .forEach(mark);
  return inHtml;
}

/**
 * Module and style preloads of the lazy chunks `keys` name, with the shared chunks they import (which the browser
 * would otherwise discover one round trip later), leaving out those in `named` and adding the rest to it. `attributes`
 * go on each module preload.
 */
function chunkPreloads(
  manifest: Record<string, ManifestChunk>,
  keys: string[],
  named: Set<string>,
  attributes = '',
): string[] {
  const wanted = new Set<string>();
  const add = (key: string) => {
    if (wanted.has(key) || named.has(key) || !manifest[key]) return;
    wanted.add(key);
    manifest[key].imports?.forEach(add);
  };
  keys.forEach(add);
  // A module the bundler put in a shared chunk is that chunk under a second key: one preload per file.
  const files = new Set<string>();
  return [...wanted].flatMap((key) => {
    named.add(key);
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return [];
    files.add(chunk.file);
    const css = (chunk.css ?? []).map(
      (file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}">`,
    );
    return [
      `<link rel="modulepreload" crossorigin href="/${escapeAttribute(chunk.file)}"${attributes}>`,
      ...css,
    ];
  });
}

function imagePreloads(image: HeroImage): string[] {
  const link = (href: string, media?: string) =>
    `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(href)}"${media ? ` media="${media}"` : ''}>`;
  if (!image.mobileSrc) return [link(image.src)];
  return [link(image.mobileSrc, '(max-width: 767px)'), link(image.src, '(min-width: 768px)')];
}

/**
 * Tags that let the browser fetch a page's content while the JavaScript downloads, instead of after it runs: the
 * cache-bust value the client must reuse (`<meta name="content-cb">`), fetch preloads of the site's first-load
 * content files and the validators chunk (neither for a server-rendered page, which carries checked content), for
 * a homepage its page file, hero picture and block chunks, the chunks of every module the server render loaded, and
 * of those the app loads as soon as it starts.
 */
export async function contentPreloads(
  contentDir: string,
  sites: SiteSummary[],
  pathname: string,
  cacheBust: string,
  options: {
    manifest?: Record<string, ManifestChunk>;
    fetchContent?: boolean;
    /** The modules the server render loaded on demand (its route, widgets, blocks): their chunks come with the entry. */
    modules?: readonly string[];
  } = {},
) {
  const { manifest = {}, fetchContent = true, modules = [] } = options;
  const location = parseSitePath(pathname, sites);
  const meta = `<meta name="content-cb" content="${escapeAttribute(cacheBust)}">`;
  if (!location) return meta;
  const { site, language } = location;
  const files = SHELL_CONTENT.map((id) => contentPath(id, { language }));
  const isHome = location.rest === '/';
  if (isHome) files.push(contentPath('page', { language, name: HOMEPAGE }));
  const fetches = (fetchContent ? files : []).map(
    (file) =>
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/content/${site.siteId}/${escapeAttribute(file)}?cb=${escapeAttribute(cacheBust)}">`,
  );
  const homepage = isHome ? await readHomepage(contentDir, site.siteId, language) : undefined;
  const hero = heroImage(homepage);
  const named = entryGraph(manifest);
  const afterStart = await afterStartChunks(contentDir, modules);
  const chunks = chunkPreloads(
    manifest,
    [
      // A server-rendered page's content was checked on the server: the browser needs no validators for it.
      ...(fetchContent ? [FIRST_LOAD_VALIDATORS] : []),
      ...SHELL_CHUNKS,
      ...(blockTypesIn(homepage?.blocks).size > 0 ? [BLOCK_COMPONENTS] : []),
      ...modules,
      // Last: what the app loads once it runs comes after what hydration needs.
      ...afterStart.always,
    ],
    named,
  );
  // Only a server-rendered page's modules wait for boot.js, which preloads these only for a shopper with a bag.
  const withABag = fetchContent
    ? []
    : chunkPreloads(manifest, afterStart.withABag, named, ` data-if-stored="${API_SESSION_STORAGE_KEY}"`);
  return [meta, ...fetches, ...(hero ? imagePreloads(hero) : []), ...chunks, ...withABag].join('');
}
