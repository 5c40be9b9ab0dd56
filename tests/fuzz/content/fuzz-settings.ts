/**
 * The content fuzz suite's settings, read here only. `npm test` runs the lean size; `npm run fuzz:content` sets
 * FUZZ_RUNS to the full size. Tests pass their own `env` object to pin a size or a seed.
 */
export interface FuzzSettings {
  /** fast-check seed: every run with the same seed generates the same cases. */
  seed: number;
  /** Cases across the whole suite, shared out between the targets. */
  runs: number;
}

/** Two hundred cases in all: seconds inside `npm test`. */
export const LEAN_RUNS = 200;
/** A fixed default so a plain run is reproducible; FUZZ_SEED explores further. */
export const DEFAULT_SEED = 20261126;

const wholeNumber = (text: string | undefined): number | undefined => {
  if (text === undefined || !/^-?\d+$/.test(text.trim())) return undefined;
  return Number(text);
};

export function fuzzSettings(env: Record<string, string | undefined> = process.env): FuzzSettings {
  const runs = wholeNumber(env.FUZZ_RUNS);
  return {
    seed: wholeNumber(env.FUZZ_SEED) ?? DEFAULT_SEED,
    runs: runs !== undefined && runs > 0 ? runs : LEAN_RUNS,
  };
}

/**
 * How many cases each target gets. Rendering a whole page on the server costs the most, so it takes a tenth of the
 * cases; content:check and the browser renderer share the rest.
 */
export function runsPerTarget(runs: number): { contentCheck: number; browser: number; server: number } {
  const server = Math.max(1, Math.round(runs * 0.1));
  const contentCheck = Math.max(1, Math.round((runs - server) / 2));
  return { contentCheck, browser: Math.max(1, runs - server - contentCheck), server };
}
