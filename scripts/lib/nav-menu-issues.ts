import { contentFiles } from '../../schemas/content/manifest.ts';
import { jsonPointer, type ContentIssue } from './content-issue.ts';

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Every category path of navTree (`/women`, `/women/dresses`...). */
function navTreePaths(navTree: unknown): Set<string> {
  const paths = new Set<string>();
  const walk = (levels: unknown, prefix: string): void => {
    for (const level of asArray(levels)) {
      const segment = asObject(level).path;
      if (typeof segment !== 'string') continue;
      paths.add(`${prefix}/${segment}`);
      walk(asObject(level).children, `${prefix}/${segment}`);
    }
  };
  walk(asObject(navTree).levels, '');
  return paths;
}

const normalise = (path: string): string => path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');

/**
 * Mega-menu links into the category tree must reach a category that exists. Only paths whose first segment is a
 * navTree l1 path are checked (others are info pages, brands, external links); a clp-routes route also resolves.
 */
export function navMenuIssues(parsed: Map<string, unknown>): ContentIssue[] {
  const navMenu = parsed.get(contentFiles.navMenu.path);
  const navTree = parsed.get(contentFiles.navTree.path);
  if (navMenu === undefined || navTree === undefined) return [];
  const treePaths = navTreePaths(navTree);
  const l1 = new Set(asArray(asObject(navTree).levels).map((level) => asObject(level).path));
  const routes = new Set(
    asArray(asObject(parsed.get(contentFiles.clpRoutes.path)).routes).map((r) =>
      normalise(String(asObject(r).path)),
    ),
  );
  const issues: ContentIssue[] = [];
  const check = (item: unknown, pointer: string): void => {
    const path = asObject(item).path;
    if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')) {
      const target = normalise(path);
      const first = target.split('/')[1];
      if (l1.has(first) && !treePaths.has(target) && !routes.has(target)) {
        const message = `menu path ${path} is not a navTree category (nor a clp-routes route)`;
        issues.push({
          file: contentFiles.navMenu.path,
          pointer: pointer + '/path',
          rule: 'broken-reference',
          message,
        });
      }
    }
    asArray(asObject(item).items).forEach((child, index) =>
      check(child, pointer + jsonPointer('items', index)),
    );
  };
  asArray(asObject(navMenu).items).forEach((item, index) => check(item, jsonPointer('items', index)));
  return issues;
}
