/**
 * The storefront's page budgets, checked in the bench's output (never in timed tests): first-party JavaScript fetched
 * by network idle, gzip, per kind of page, and the Lighthouse mobile score every kind must reach.
 */
export type PageKind = 'home' | 'listing' | 'product';

/** kB gzip of first-party JavaScript by network idle; a kind without a figure has no JavaScript budget. */
export const IDLE_JS_BUDGET_KB: Readonly<Partial<Record<PageKind, number>>> = {
  home: 125,
  listing: 125,
  product: 125,
};
/** kB gzip of first-party JavaScript by network idle on each checkout step, as a shopper with a bag loads it. */
export const CHECKOUT_JS_BUDGET_KB = 180;

/** `within budget 180 kB` or `OVER BUDGET 180 kB` for a checkout step. */
export function checkoutJsBudget(gzipBytes: number): string {
  return gzipBytes <= CHECKOUT_JS_BUDGET_KB * 1024
    ? `within budget ${CHECKOUT_JS_BUDGET_KB} kB`
    : `OVER BUDGET ${CHECKOUT_JS_BUDGET_KB} kB`;
}

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

/** Lighthouse mobile: the median of the first three runs must score this… */
export const LIGHTHOUSE_MEDIAN_SCORE = 100;
/** …no run of five below this… */
export const LIGHTHOUSE_WORST_SCORE = 95;
/** …and the median Total Blocking Time at most this. */
export const TBT_MEDIAN_MS = 100;
/** The listing's largest paint, in every run, within this many times its static copy's (median). */
export const LISTING_LCP_RATIO = 1.3;

/** `meets …` or `OVER BUDGET (…)` for a page's Lighthouse runs: the median score and TBT, and the worst score. */
export function lighthouseVerdict(figures: {
  medianScore: number;
  worstScore: number;
  medianTbtMs: number;
}): string {
  const missed = [
    figures.medianScore < LIGHTHOUSE_MEDIAN_SCORE ? `median score ${LIGHTHOUSE_MEDIAN_SCORE}` : '',
    figures.worstScore < LIGHTHOUSE_WORST_SCORE ? `no run below ${LIGHTHOUSE_WORST_SCORE}` : '',
    figures.medianTbtMs > TBT_MEDIAN_MS ? `median TBT ≤ ${TBT_MEDIAN_MS} ms` : '',
  ].filter(Boolean);
  return missed.length === 0
    ? `meets median ${LIGHTHOUSE_MEDIAN_SCORE}, none below ${LIGHTHOUSE_WORST_SCORE}, TBT ≤ ${TBT_MEDIAN_MS} ms`
    : `OVER BUDGET (${missed.join('; ')})`;
}

/** `meets …` or `OVER BUDGET (…)`: the listing's slowest largest paint against its static copy's median. */
export function listingLcpVerdict(listingLcps: readonly number[], staticMedianLcp: number): string {
  const worst = Math.max(...listingLcps);
  const ratio = worst / staticMedianLcp;
  const text = `slowest LCP ${worst} ms = ${ratio.toFixed(2)}× the static copy's ${staticMedianLcp} ms`;
  return ratio <= LISTING_LCP_RATIO
    ? `${text} (meets ${LISTING_LCP_RATIO}×)`
    : `${text} (OVER BUDGET ${LISTING_LCP_RATIO}×)`;
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
