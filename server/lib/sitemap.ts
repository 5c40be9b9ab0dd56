import { findContentFile, readContentJson } from './content-files.ts';
import { BRAND_TAG, nodesOf, categoryPaths, DEFAULT_BRANDS_PATHNAME } from '../../shared/catalogue-paths.ts';
import { productPath } from '../../shared/product-url.ts';
import { sitePath } from '../../shared/site-paths.ts';
import type { Queryable } from '../db/database.ts';
import { siteBasePath, type SiteSummary } from './sites-index.ts';

/** The sitemap protocol's limit of URLs in one file: a longer list is split into numbered parts. */
export const SITEMAP_URL_LIMIT = 50_000;

/** The canonical path of every product a site sells (priced in its currency, not discontinued). */
async function productPaths(db: Queryable, currency: string): Promise<string[]> {
  const rows = await db.query<{ slug: string; product_id: string }>(
    `SELECT p.slug, p.product_id FROM products p
       JOIN product_prices pp ON pp.product_id = p.product_id AND pp.currency = $1
      WHERE NOT p.discontinued ORDER BY p.product_id`,
    [currency],
  );
  return rows.map((row) => productPath({ slug: row.slug, productId: row.product_id }));
}

/** The brand index and a page per brand the site sells (`/brands/{tag}`), under the site's brands pathname. */
async function brandPaths(db: Queryable, currency: string, brandsPathname: string): Promise<string[]> {
  const rows = await db.query<{ tag: string }>(
    `SELECT DISTINCT p.brand_tag AS tag FROM products p
       JOIN product_prices pp ON pp.product_id = p.product_id AND pp.currency = $1
      WHERE NOT p.discontinued ORDER BY 1`,
    [currency],
  );
  const tags = rows.map((row) => row.tag).filter((tag) => BRAND_TAG.test(tag));
  return tags.length ? [`/${brandsPathname}`, ...tags.map((tag) => `/${brandsPathname}/${tag}`)] : [];
}

/** The catalogue's pages of a site: its products, then its brands. */
async function cataloguePaths(db: Queryable, contentDir: string, site: SiteSummary): Promise<string[]> {
  const config = await readContentJson<{ brandsPathname?: unknown }>(
    contentDir,
    `${site.siteId}/config.json`,
  );
  const brandsPathname =
    typeof config?.brandsPathname === 'string' ? config.brandsPathname : DEFAULT_BRANDS_PATHNAME;
  const [products, brands] = await Promise.all([
    productPaths(db, site.currency),
    brandPaths(db, site.currency, brandsPathname),
  ]);
  return [...brands, ...products];
}

/**
 * The paths, inside a site's base, of the pages a crawler should find: the home page, every content page the site's
 * route list names, every visible category and, with a database, every brand and product the site sells. The navigation and the route list are per site, so each path exists
 * in every language of the site: that is what makes the `hreflang` alternates true.
 */
export async function sitePagePaths(
  contentDir: string,
  site: SiteSummary,
  db?: Queryable,
): Promise<string[]> {
  const [tree, routes, products] = await Promise.all([
    readContentJson<{ levels?: unknown }>(contentDir, `${site.siteId}/data/navTree.json`),
    readContentJson<{ routes?: unknown }>(contentDir, `${site.siteId}/data/clp-routes.json`),
    db ? cataloguePaths(db, contentDir, site) : [],
  ]);
  const content = nodesOf(routes?.routes)
    .map((route) => (route as { path?: unknown }).path)
    .filter((path): path is string => typeof path === 'string' && path.startsWith('/'));
  return [...new Set(['/', ...content, ...categoryPaths(nodesOf(tree?.levels)), ...products])];
}

/**
 * When each content page of a site language last changed (the home page and every route of the route list): its page
 * file's modification time, which a content push sets. Listings and products have no such date (a listing changes with
 * the catalogue, a product row keeps no update time), so they go without `<lastmod>` rather than with a made-up one.
 */
export async function contentPageDates(
  contentDir: string,
  site: SiteSummary,
  language: string,
): Promise<Map<string, Date>> {
  const routes = await readContentJson<{ routes?: unknown }>(
    contentDir,
    `${site.siteId}/data/clp-routes.json`,
  );
  const pages = nodesOf(routes?.routes).map((route) => route as { path?: unknown; page?: unknown });
  const dates = new Map<string, Date>();
  for (const { path, page } of [{ path: '/', page: 'home' }, ...pages]) {
    if (typeof path !== 'string' || typeof page !== 'string' || !/^[\w-]+$/.test(page)) continue;
    const file = await findContentFile(contentDir, `${site.siteId}/data/${language}/pages/${page}.json`);
    if (file.kind === 'file') dates.set(path, file.stats.mtime);
  }
  return dates;
}

const escapeXml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A page's absolute URL in one language of its site, written as the page's canonical link writes it. */
export function pageUrl(origin: string, site: SiteSummary, language: string, path: string): string {
  return `${origin}${sitePath(siteBasePath(site, language), path)}`;
}

/** The `hreflang` of a site language: the site's locale for it (`en-GB`), else the bare language. */
export const hreflangOf = (site: SiteSummary, language: string): string => site.locales[language] ?? language;

/** The sitemap file of one site language, part `part` (1-based): `uk-en-1.xml`. */
export const sitemapFileName = (site: SiteSummary, language: string, part: number): string =>
  `${site.siteId}-${language}-${part}.xml`;

/** The parts a list of `count` URLs needs, at least one so every site language has its file. */
export const sitemapParts = (count: number): number => Math.max(1, Math.ceil(count / SITEMAP_URL_LIMIT));

/** A sitemap index naming each file by absolute URL. */
export function sitemapIndexXml(urls: string[]): string {
  const entries = urls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/**
 * One site language's sitemap: each page with its `<lastmod>` when `dates` knows it, and an `xhtml:link` alternate for
 * every language of the site (itself included, as search engines ask) and `x-default` on the site's default language.
 */
export function sitemapXml(
  origin: string,
  site: SiteSummary,
  language: string,
  paths: string[],
  dates: ReadonlyMap<string, Date> = new Map(),
): string {
  const entries = paths.map((path) => {
    const alternates = site.languages.map(
      (other) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(hreflangOf(site, other))}" href="${escapeXml(pageUrl(origin, site, other, path))}"/>`,
    );
    const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pageUrl(origin, site, site.defaultLanguage, path))}"/>`;
    const date = dates.get(path);
    const lastmod = date ? `<lastmod>${date.toISOString()}</lastmod>` : '';
    return `<url><loc>${escapeXml(pageUrl(origin, site, language, path))}</loc>${lastmod}${site.languages.length > 1 ? alternates.join('') + fallback : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything but the API and search endpoints may be crawled, and the sitemap index is named. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /api/\nDisallow: /1/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
