/** Which sort options a listing offers. */
import { DEFAULT_SORT } from './listing-state.ts';

/** The part of a sort option (sortOptions.json) its visibility depends on. */
export interface SortRule {
  value: string;
  onlyAppear?: readonly string[];
  doesNotAppear?: readonly string[];
}

function normalisePath(path: string): string {
  let text = path.split(/[?#]/)[0]!.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    // A malformed escape stays as written; it can still match a rule written the same way.
  }
  const trimmed = `/${text}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return (trimmed || '/').toLowerCase();
}

/** A rule path covers the path itself and everything below it (`/sale` covers `/sale/dresses`, not `/salesman`). */
export function pathMatchesRule(rule: string, path: string): boolean {
  const base = normalisePath(rule);
  const current = normalisePath(path);
  return base === '/' || current === base || current.startsWith(`${base}/`);
}

/** The options a path offers; `path` is relative to the site base path (`/women/sale`, `/search`). */
export function visibleSortOptions<T extends SortRule>(options: readonly T[], path: string): T[] {
  return options.filter((option) => {
    const only = option.onlyAppear ?? [];
    if (only.length > 0 && !only.some((rule) => pathMatchesRule(rule, path))) return false;
    return !(option.doesNotAppear ?? []).some((rule) => pathMatchesRule(rule, path));
  });
}

/** The sort to search with: a sort from an old link or one hidden on this path falls back to the default. */
export function effectiveSort(
  sortBy: string,
  visible: readonly SortRule[],
  defaultSort: string = DEFAULT_SORT,
): string {
  return visible.some((option) => option.value === sortBy) ? sortBy : defaultSort;
}
