import type { NumericSelection } from './index.ts';

/** One change the shopper made in the filter panel: a tag toggled, a numeric range set or cleared, or Clear all. */
export type FilterChange =
  | { kind: 'toggle'; name: string; tag: string }
  | { kind: 'numeric'; name: string; selection: NumericSelection | undefined }
  | { kind: 'clear' };
