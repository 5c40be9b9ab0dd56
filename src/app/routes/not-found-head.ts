import type { HeadInput } from '../../routing/route-types.ts';

/**
 * The head of every page that answers 404: "Page not found" in the site's language, through the site's title
 * template. Its path names no seoData entry, so a page an operator removed does not keep its old title.
 */
export const NOT_FOUND_HEAD: HeadInput = { path: '', titleKey: 'WEB.NOT_FOUND.TITLE' };
