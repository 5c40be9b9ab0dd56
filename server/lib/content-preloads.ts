import { contentPath, HOMEPAGE, SHELL_CONTENT } from '../../schemas/content/content-paths.ts';
import { blockTypesIn } from '../../schemas/content/blocks/child-lists.ts';
import { parseSitePath, type SiteSummary } from '../../shared/site-paths.ts';
import { readContentJson } from './content-files.ts';
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

/**
 * Module and style preloads of the lazy chunks the page will ask for once the entry runs, with the shared chunks they
 * import (which the browser would otherwise discover one round trip later); the entry's own imports are in the HTML.
 */
function chunkPreloads(manifest: Record<string, ManifestChunk>, keys: string[]): string[] {
  const inHtml = new Set<string>();
  const markEntryImports = (key: string) => {
    if (inHtml.has(key)) return;
    inHtml.add(key);
    manifest[key]?.imports?.forEach(markEntryImports);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]!.isEntry)
    .forEach(markEntryImports);
  const wanted = new Set<string>();
  const add = (key: string) => {
    if (wanted.has(key) || inHtml.has(key) || !manifest[key]) return;
    wanted.add(key);
    manifest[key].imports?.forEach(add);
  };
  keys.forEach(add);
  return [...wanted].flatMap((key) => {
    const chunk = manifest[key]!;
    const css = (chunk.css ?? []).map(
      (file) => `<link rel="preload" as="style" crossorigin href="/${escapeAttribute(file)}">`,
    );
    return [`<link rel="modulepreload" crossorigin href="/${escapeAttribute(chunk.file)}">`, ...css];
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
 * a homepage its page file, hero picture and block chunks, and the chunks of every module the server render loaded.
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
  const chunks = chunkPreloads(manifest, [
    // A server-rendered page's content was checked on the server: the browser needs no validators for it.
    ...(fetchContent ? [FIRST_LOAD_VALIDATORS] : []),
    ...SHELL_CHUNKS,
    ...(blockTypesIn(homepage?.blocks).size > 0 ? [BLOCK_COMPONENTS] : []),
    ...modules,
  ]);
  return [meta, ...fetches, ...(hero ? imagePreloads(hero) : []), ...chunks].join('');
}
