import type { NavMenu } from '../../../content/index.ts';

/** A top entry of the mega menu (Women, Men...), linking somewhere and owning the columns of its panel. */
export type NavTopItem = NavMenu['items'][number];
/** A column of a mega menu panel, or a card when its type is `content`. */
export type NavColumnItem = NonNullable<NavTopItem['items']>[number];
/** A link inside a column (also the items of the phone menu's extra sections). */
export type NavLeafItem = NonNullable<NavColumnItem['items']>[number];
/** Any nav item: they share key, label, path, image, type and the presentation fields. */
export type NavItem = NavTopItem | NavColumnItem | NavLeafItem;

/** The item's content type (`link` when the editor left it out). */
export function navItemType(item: NavItem): 'link' | 'content' | 'back-button' | 'view-all-button' {
  return item.type ?? 'link';
}

/** True when `rest` (the path inside the site) is `path` or below it; only site-relative paths are active. */
export function isActivePath(rest: string, path: string | undefined): boolean {
  if (!path || !path.startsWith('/')) return false;
  if (path === '/') return rest === '/';
  const clean = path.replace(/\/+$/, '');
  return rest === clean || rest.startsWith(`${clean}/`);
}
