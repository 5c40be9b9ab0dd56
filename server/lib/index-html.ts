import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { SITE_GATE_ATTRIBUTE } from '../../shared/site-gate.ts';
import {
  SERVER_API_SCRIPT_ID,
  SERVER_CLEAN_HTML_SCRIPT_ID,
  SERVER_CONTENT_SCRIPT_ID,
  SERVER_RENDERED_ATTRIBUTE,
  type ServerRenderResult,
} from '../../schemas/server-render.ts';

/** The built storefront page and the date of its build (the mtime of dist/index.html). */
export interface IndexHtml {
  html: string;
  builtAt: Date;
}

/** Read dist/index.html on each request (a rebuild is picked up without a restart); undefined when not built. */
export async function readIndexHtml(distDir: string): Promise<IndexHtml | undefined> {
  const file = join(distDir, 'index.html');
  try {
    const [html, stats] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { html, builtAt: stats.mtime };
  } catch {
    return undefined;
  }
}

/** JSON that is safe inside a <script> element: no `<` can close it or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Text safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function replaceMarker(html: string, marker: string, replacement: string): string {
  if (html.includes(marker)) return html.replace(marker, () => replacement);
  return html.includes('</head>')
    ? html.replace('</head>', () => `${replacement}</head>`)
    : replacement + html;
}

/**
 * Fill the page's two per-request markers: `<!--sites-index-->` (the sites list, so the shell knows every site before
 * its first fetch) and `<!--build-date-->` (read by an open page's "is there a newer build?" check). A template without
 * a marker gets the tag before `</head>`.
 */
export function injectIndexHtml(
  html: string,
  data: { sites: unknown; buildDate: string; preloads?: string },
): string {
  const sitesTag = `<script id="sites-index" type="application/json">${jsonForScript(data.sites)}</script>`;
  const dateTag = `<meta name="build-date" content="${escapeAttribute(data.buildDate)}">`;
  const withData = replaceMarker(
    replaceMarker(html, '<!--sites-index-->', sitesTag),
    '<!--build-date-->',
    dateTag,
  );
  return data.preloads ? replaceMarker(withData, '<!--preloads-->', data.preloads) : withData;
}

const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The last compacted text of each content file: most pages carry the same unchanged files request after request. */
const compacted = new Map<string, { text: string; compact: string }>();

/**
 * The content files without their indentation (a third of the page's bytes): the browser parses them the same. A
 * file that is not valid JSON is kept as written, so the browser reports its error at the right line. A file is
 * parsed again only when its text changed (an operator's edit); comparing the text costs far less than parsing it.
 */
function compactJsonFiles(files: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(files).map(([path, text]) => {
      if (!path.endsWith('.json')) return [path, text];
      const known = compacted.get(path);
      if (known?.text === text) return [path, known.compact];
      let compact = text;
      try {
        compact = JSON.stringify(JSON.parse(text));
      } catch {
        // Kept as written.
      }
      compacted.set(path, { text, compact });
      return [path, compact];
    }),
  );
}

/**
 * Put a server-rendered page into the built template: its markup in `#root` (marked for hydration), the content files
 * it was rendered from, `<html lang dir>`, the title and the description; its scripts become low priority.
 */
export function injectServerRender(
  html: string,
  page: Extract<ServerRenderResult, { kind: 'page' }>,
): string {
  const root = /<div id="root"><\/div>/;
  if (!root.test(html)) return html;
  const contentScript = `<script id="${SERVER_CONTENT_SCRIPT_ID}" type="application/json">${jsonForScript(compactJsonFiles(page.contentFiles))}</script>`;
  const cleanHtmlScript = page.cleanHtml.length
    ? `<script id="${SERVER_CLEAN_HTML_SCRIPT_ID}" type="application/json">${jsonForScript(page.cleanHtml)}</script>`
    : '';
  const apiScript = Object.keys(page.apiAnswers).length
    ? `<script id="${SERVER_API_SCRIPT_ID}" type="application/json">${jsonForScript(page.apiAnswers)}</script>`
    : '';
  let out = html.replace(
    root,
    () =>
      `<div id="root" ${SERVER_RENDERED_ATTRIBUTE}>${page.html}</div>${page.overlayHtml ?? ''}${contentScript}${cleanHtmlScript}${apiScript}`,
  );
  // The first screen's picture starts with the page's first bytes rather than after its styles and markup.
  const imagePreloads = page.preloadImages
    .map((href) => `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high">`)
    .join('');
  if (imagePreloads || page.headMarkup)
    out = out.replace('</head>', () => `${imagePreloads}${page.headMarkup}</head>`);
  out = out.replace(
    /<html[^>]*>/,
    () => `<html lang="${escapeAttribute(page.lang)}" dir="${escapeAttribute(page.dir)}">`,
  );
  if (page.title)
    out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(page.title)}</title>`);
  out = deferModules(out);
  if (page.description) {
    out = out.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeAttribute(page.description)}">`,
    );
  }
  return out;
}

/** The one classic script of a server-rendered page: it starts the app's modules after the first paint. */
export const BOOT_SCRIPT = '/boot.js';

/**
 * The page is visible without its scripts, so they should not compete with its picture and styles on a slow
 * connection: the module script and its preloads become `app-module` metas that `public/boot.js` turns back into
 * tags once the first paint is on screen (the Paint Timing API's first entry). The entry goes first and its
 * preloads after it, three a task, so no task holds the main thread long. A page that paints nothing (a gated site,
 * whose content is hidden), a browser without paint entries and a hidden tab start 200 ms after the first frame,
 * or after a second at most. A preload marked `data-if-stored` (what only a shopper with a bag loads) is added only
 * when the browser's storage holds that key. boot.js is written small by hand because every byte of it is first-load
 * JavaScript.
 */
function deferModules(html: string): string {
  let entry = false;
  const out = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      entry = true;
      return `<meta name="app-module" data-entry content="${escapeAttribute(src)}">`;
    })
    .replace(
      /<link rel="modulepreload" crossorigin href="([^"]+)"( data-if-stored="[^"]+")?>/g,
      (_tag, href: string, ifStored = '') =>
        `<meta name="app-module"${ifStored} content="${escapeAttribute(href)}">`,
    );
  return entry ? out.replace('</head>', `<script src="${BOOT_SCRIPT}" defer></script></head>`) : html;
}

/**
 * Mark the page of a gated site (`<html data-site-gate>`): the storefront CSS hides it under that attribute until the
 * visitor passes the gate, so the site's content never flashes before the overlay. Run after `injectServerRender`,
 * which rewrites the `<html>` tag.
 */
export function markSiteGate(html: string): string {
  return html.replace(/<html(?=[\s>])([^>]*)>/i, (tag, attributes: string) =>
    attributes.includes(SITE_GATE_ATTRIBUTE) ? tag : `<html${attributes} ${SITE_GATE_ATTRIBUTE}>`,
  );
}
