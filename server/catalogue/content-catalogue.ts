import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readSitesIndex, type SiteSummary } from '../lib/sites-index.ts';

/** Something the catalogue must contain so a content filter shows products: a page, a collection, a sale. */
export interface CoverageTarget {
  pageId?: string;
  collection?: string;
  onSale?: boolean;
}

/** What the generator reads from the content root: categories, collections, currencies and promotions. */
export interface CatalogueContent {
  sites: SiteSummary[];
  /** Every site currency, plus EUR for the catalogue's own reference. */
  currencies: string[];
  /** Leaf category page ids with their ancestors, root first (`women`, `women-clothing`, `women-clothing-dresses`). */
  leafPages: Map<string, string[]>;
  /** Leaf page ids under any page id (a leaf maps to itself). */
  leavesUnder: Map<string, string[]>;
  targets: CoverageTarget[];
  collections: string[];
  promotions: string[];
  measurementCharts: { key: string; categoryPageIds: string[] }[];
}

interface NavLevel {
  filters?: string;
  children?: NavLevel[];
}

/** `categoryPageIds:"women" AND collections:"new-in" AND onSale:true`; anything with OR or NOT is left alone. */
export function parseFilters(filters: string): CoverageTarget | undefined {
  if (/\bOR\b|\bNOT\b|[()]/.test(filters)) return undefined;
  const target: CoverageTarget = {};
  for (const clause of filters.split(/\s+AND\s+/)) {
    const match = /^\s*(\w+)\s*:\s*"?([^"]*?)"?\s*$/.exec(clause);
    if (!match) continue;
    const [, key, value] = match as unknown as [string, string, string];
    if (key === 'categoryPageIds') target.pageId = value;
    else if (key === 'collections') target.collection = value;
    else if (key === 'onSale' && value === 'true') target.onSale = true;
  }
  return target.pageId || target.collection || target.onSale ? target : undefined;
}

async function readJson<T>(path: string): Promise<T | undefined> {
  try {
    return JSON.parse((await readFile(path, 'utf8')).replace(/^\uFEFF/, '')) as T;
  } catch {
    return undefined;
  }
}

/** Every `filters` string anywhere in a site's data files (listings, carousels, empty-search pages). */
async function contentFilters(dataDir: string): Promise<string[]> {
  const files = (await readdir(dataDir, { recursive: true }).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.json'))
    .sort();
  const found: string[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key === 'filters' && typeof child === 'string') found.push(child);
        else visit(child);
      }
    }
  };
  for (const file of files) visit(await readJson(join(dataDir, file)));
  return found;
}

/** Read the content root once; the result drives both the generator and the coverage tests. */
export async function loadCatalogueContent(contentDir: string): Promise<CatalogueContent> {
  const sites = await readSitesIndex(contentDir);
  const chains = new Map<string, string[]>();
  const children = new Map<string, Set<string>>();
  const targets = new Map<string, CoverageTarget>();
  const navTargets: CoverageTarget[] = [];
  const promotions = new Set<string>();
  const charts = new Map<string, string[]>();

  const walk = (levels: NavLevel[], chain: string[]) => {
    for (const level of levels) {
      const target = level.filters ? parseFilters(level.filters) : undefined;
      let own = chain;
      if (target?.pageId && target.pageId !== chain[chain.length - 1]) {
        own = [...chain, target.pageId];
        if (!chains.has(target.pageId)) chains.set(target.pageId, own);
        const parent = chain[chain.length - 1];
        if (parent) children.set(parent, (children.get(parent) ?? new Set()).add(target.pageId));
      }
      if (level.children?.length) walk(level.children, own);
      else if (target) navTargets.push(target);
    }
  };

  for (const site of sites) {
    const dataDir = join(contentDir, site.siteId, 'data');
    const tree = await readJson<{ levels?: NavLevel[] }>(join(dataDir, 'navTree.json'));
    walk(tree?.levels ?? [], []);
    for (const filters of await contentFilters(dataDir)) {
      const target = parseFilters(filters);
      if (target) navTargets.push(target);
    }
    const promotionFile = await readJson<{ promotions?: { id?: unknown }[] }>(
      join(dataDir, 'promotions.json'),
    );
    for (const promotion of promotionFile?.promotions ?? []) {
      if (typeof promotion.id === 'string') promotions.add(promotion.id);
    }
    const chart = await readJson<{ categories?: { categoryKey?: string; categoryPageIds?: string[] }[] }>(
      join(dataDir, 'measurements-chart.json'),
    );
    for (const category of chart?.categories ?? []) {
      if (category.categoryKey && !charts.has(category.categoryKey))
        charts.set(category.categoryKey, category.categoryPageIds ?? []);
    }
  }

  const leafPages = new Map([...chains].filter(([pageId]) => !children.has(pageId)));
  const leavesUnder = new Map<string, string[]>();
  for (const [leaf, chain] of leafPages) {
    for (const pageId of chain) leavesUnder.set(pageId, [...(leavesUnder.get(pageId) ?? []), leaf]);
  }
  const addTarget = (target: CoverageTarget) => {
    // A filter on a page id the navigation does not know cannot be honoured; its other clauses still can.
    const known = target.pageId && leavesUnder.has(target.pageId) ? target : { ...target, pageId: undefined };
    if (known.pageId || known.collection || known.onSale)
      targets.set(JSON.stringify([known.pageId, known.collection, known.onSale ?? false]), known);
  };
  for (const leaf of leafPages.keys()) addTarget({ pageId: leaf });
  navTargets.forEach(addTarget);

  const currencies = [...new Set([...sites.map((site) => site.currency), 'EUR'])].sort();
  const collections = [...new Set(navTargets.flatMap((target) => target.collection ?? []))].sort();
  return {
    sites,
    currencies,
    leafPages,
    leavesUnder,
    targets: [...targets.values()],
    collections,
    promotions: [...promotions].sort(),
    measurementCharts: [...charts].map(([key, categoryPageIds]) => ({ key, categoryPageIds })),
  };
}
