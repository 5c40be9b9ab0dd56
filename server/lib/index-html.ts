import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

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

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function replaceMarker(html: string, marker: string, replacement: string): string {
  if (html.includes(marker)) return html.replace(marker, () => replacement);
  return html.includes('</head>')
    ? html.replace('</head>', () => `${replacement}</head>`)
    : replacement + html;
}

/**
 * Fill the page's two per-request markers: `<!--sites-index-->` (the sites list, so the shell knows every site before
 * its first fetch) and `<!--build-date-->` (read by the "newer build?" check of spec 2 section 7.9). A template without
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
