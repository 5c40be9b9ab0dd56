/** An anchor's root-relative `href` in serialised (sanitised) HTML, where attribute values are double-quoted. */
const ROOT_RELATIVE_HREF = /(<a\b[^>]*?\shref=")(\/(?!\/)[^"]*)"/gi;

/**
 * Editors write links inside rich text the way they write every content link: inside the site (`/help/delivery`).
 * Like `SiteLink`, those are put under the site's path (`/uk/en/help/delivery`); other links are kept as written.
 */
export function withSiteLinks(html: string, href: (path: string) => string): string {
  return html.replace(ROOT_RELATIVE_HREF, (_match, start: string, path: string) => `${start}${href(path)}"`);
}
