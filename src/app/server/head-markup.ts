import type { HeadExtras } from '../../routing/route-types.ts';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a <script> element: no `<` may close it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** An absolute address on the shop's origin; addresses that already have one are kept. */
const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`);

/** Where the page is: the shop's origin, how a path inside the site becomes a path from the root, the shop's name. */
export interface HeadSite {
  origin: string;
  href: (path: string) => string;
  name: string;
  /** The page in each language of the site (and `x-default`): how a path inside the site is reached in each. */
  alternates?: { hreflang: string; href: (path: string) => string }[];
}

/** A link to the same page in each language of the site, so search engines show a searcher their language's page. */
function alternateLinks(site: HeadSite, path: string): string[] {
  const alternates = site.alternates ?? [];
  // One language needs no alternates: there is nothing to choose between.
  if (alternates.filter((alternate) => alternate.hreflang !== 'x-default').length < 2) return [];
  return alternates.map(
    ({ hreflang, href }) =>
      `<link rel="alternate" hreflang="${escape(hreflang)}" href="${escape(absolute(site.origin, href(path)))}">`,
  );
}

/**
 * The head markup a server-rendered page carries for crawlers and link previews: the canonical link and its language
 * alternates, Open Graph tags and schema.org data. Every value is escaped; the structured data is a data block, never run as script.
 */
export function headMarkup(
  site: HeadSite,
  head: { title: string; description: string; extras?: HeadExtras; path?: string; noindex?: boolean },
): string {
  // Every found page has its one address: the route's canonical when it names one, else the path it was asked at.
  const canonical = head.extras?.canonical ?? head.path;
  const extras = head.extras ?? {};
  // A shopper's own page or a search result: crawlers may follow its links but keep it out of their index.
  const tags: string[] = head.noindex ? ['<meta name="robots" content="noindex">'] : [];
  if (!head.extras && !canonical) return tags.join('');
  const pageUrl = (path: string) => absolute(site.origin, site.href(path));
  if (canonical) {
    tags.push(
      `<link rel="canonical" href="${escape(pageUrl(canonical))}">`,
      ...alternateLinks(site, canonical),
    );
  }
  if (!head.extras) return tags.join('');
  const og: [string, string | undefined][] = [
    ['og:type', extras.type ?? 'website'],
    ['og:title', head.title],
    ['og:description', head.description || undefined],
    ['og:site_name', site.name || undefined],
    ['og:url', canonical ? pageUrl(canonical) : undefined],
    ['og:image', extras.image ? absolute(site.origin, extras.image) : undefined],
  ];
  for (const [property, content] of og) {
    if (content) tags.push(`<meta property="${property}" content="${escape(content)}">`);
  }
  if (extras.jsonLd)
    tags.push(
      `<script type="application/ld+json">${scriptJson(withAbsoluteLinks(site, extras.jsonLd))}</script>`,
    );
  return tags.join('');
}

/**
 * Structured data is written with the shop's own paths, pages inside the site (`url`) and files from the root
 * (`image`); crawlers need both absolute.
 */
function withAbsoluteLinks(site: HeadSite, value: unknown, field = ''): unknown {
  if (typeof value === 'string' && value.startsWith('/')) {
    if (field === 'url') return absolute(site.origin, site.href(value));
    if (field === 'image') return absolute(site.origin, value);
    return value;
  }
  if (Array.isArray(value)) return value.map((item) => withAbsoluteLinks(site, item, field));
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withAbsoluteLinks(site, item, key)]),
    );
  return value;
}
