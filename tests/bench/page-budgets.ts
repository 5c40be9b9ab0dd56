/**
 * The storefront's page budgets, checked in the bench's output (never in timed tests): first-party JavaScript fetched
 * by network idle, gzip, per kind of page, and the Lighthouse mobile score every kind must reach.
 */
export type PageKind = 'home' | 'listing' | 'product';

/** kB gzip of first-party JavaScript by network idle; a kind without a figure has no JavaScript budget. */
export const IDLE_JS_BUDGET_KB: Readonly<Partial<Record<PageKind, number>>> = { home: 140, listing: 160 };
export const LIGHTHOUSE_MIN_SCORE = 95;

/** `/uk/en` and `/ja-jp` are homepages, `/…/product/…` a product page, any deeper path a listing. */
export function pageKind(path: string): PageKind {
  if (path.includes('/product/')) return 'product';
  return path.split('/').filter(Boolean).length <= 2 ? 'home' : 'listing';
}

/** `within budget 140 kB` or `OVER BUDGET 140 kB`, or '' when the page's kind has no budget. */
export function idleJsBudget(path: string, gzipBytes: number): string {
  const budget = IDLE_JS_BUDGET_KB[pageKind(path)];
  if (budget === undefined) return '';
  return gzipBytes <= budget * 1024 ? `within budget ${budget} kB` : `OVER BUDGET ${budget} kB`;
}

export function lighthouseVerdict(score: number): string {
  return score >= LIGHTHOUSE_MIN_SCORE
    ? `meets ${LIGHTHOUSE_MIN_SCORE}`
    : `OVER BUDGET (below ${LIGHTHOUSE_MIN_SCORE})`;
}

/** Pages a second one server process must serve to `THROUGHPUT_CLIENTS` concurrent anonymous clients, per kind. */
export const PAGES_PER_SECOND_TARGET: Readonly<Record<PageKind, number>> = {
  home: 150,
  product: 150,
  listing: 100,
};
export const THROUGHPUT_CLIENTS = 8;
/** The slowest 1 % of those pages must come within this. */
export const P99_TARGET_MS = 300;

/** `meets 150/s, p99 < 300 ms` or `OVER BUDGET (…)` for a page kind's throughput run. */
export function throughputVerdict(
  kind: PageKind,
  figures: { rps: number; p99: number; errors: number },
): string {
  const target = PAGES_PER_SECOND_TARGET[kind];
  const met = figures.rps >= target && figures.p99 < P99_TARGET_MS && figures.errors === 0;
  const wanted = `≥ ${target}/s, p99 < ${P99_TARGET_MS} ms, no errors`;
  return met ? `meets ${wanted}` : `OVER BUDGET (${wanted})`;
}
