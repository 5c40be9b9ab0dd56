import { availableParallelism } from 'node:os';

/**
 * How many browser-test files run at once: one per two cores (a journey keeps Chromium, the test and the shop busy,
 * about one and a half cores), so one on a two-core machine, where two at once only slowed each other past their
 * timeouts. Each runs in its own worker against a shop of its own (its own database, content folder and stock
 * endpoint), so files that edit content or stock never see each other's changes; files on one shop still run one
 * after another.
 */
export const BROWSER_TEST_WORKERS = Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));

/** One shop of the browser tests, as the global setup started it. */
export interface WorkerShop {
  baseUrl: string;
  /** The shop's scratch copy of content-fixtures, which tests may edit the way an operator would. */
  contentDir: string;
  /** Where tests change stock in the shop's database (stock-control.ts). */
  stockControlUrl: string;
}
