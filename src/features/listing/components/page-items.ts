/** One entry of the paginator: a page link, or an ellipsis standing for the pages left out. */
export type PageItem = { kind: 'page'; page: number } | { kind: 'gap'; after: number };

/**
 * The pages a paginator lists: the first, the last, the current one and `siblings` pages either side of it, with an
 * ellipsis for each run left out. A run of one page is shown instead, as its ellipsis would take the same room.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set([1, total]);
  for (let p = page - siblings; p <= page + siblings; p += 1) if (p >= 1 && p <= total) shown.add(p);
  for (const p of [...shown]) if (shown.has(p + 2) && !shown.has(p + 1)) shown.add(p + 1);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && p - previous > 1) items.push({ kind: 'gap', after: previous });
    items.push({ kind: 'page', page: p });
  });
  return items;
}
