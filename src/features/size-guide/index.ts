export { SizeGuide, SizeGuideModalContent, type SizeGuideProps } from './size-guide.tsx';
export { sizeGuideCatalog, useSizeGuideText, type SizeGuideLabel } from './size-guide-labels.ts';
export { useChartInLanguage } from './use-chart-in-language.ts';
export { chooseSizeGuide, guidesForRoute, matchSizeGuideRoute, sizeGuidePageFor } from './rules/index.ts';
export type { SizeGuideRouteCategory } from './rules/index.ts';
