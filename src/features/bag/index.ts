export { BagLines } from './bag-lines.tsx';
export { BagMessages, BagSummary } from './bag-summary.tsx';
export { ProceedLink } from './bag.styles.ts';
