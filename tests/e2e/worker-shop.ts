/**
 * How many browser-test files run at once. Each runs in its own worker against a shop of its own (its own database,
 * content folder and stock endpoint), so files that edit content or stock never see each other's changes; files on
 * one shop still run one after another.
 */
export const BROWSER_TEST_WORKERS = 2;

/** One shop of the browser tests, as the global setup started it. */
export interface WorkerShop {
  baseUrl: string;
  /** The shop's scratch copy of content-fixtures, which tests may edit the way an operator would. */
  contentDir: string;
  /** Where tests change stock in the shop's database (stock-control.ts). */
  stockControlUrl: string;
}
