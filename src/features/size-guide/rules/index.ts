/** Size guides: which guide fits a product, its tables in the shopper's unit, and the guide pages' routes. */
export type {
  HowToMeasure,
  MeasurementsChart,
  MeasurementsChartSource,
  SizeChartCategory,
  SizeTable,
  UnitKey,
  UnitTable,
} from './size-chart-types.ts';
export { chartInLanguage, type Localize } from './chart-language.ts';
export {
  chooseSizeGuide,
  sizeGuideScore,
  SIZE_GUIDE_WEIGHTS,
  type SizeGuideProduct,
} from './choose-size-guide.ts';
export {
  cmCellToInches,
  cmHeaderToInches,
  inchesFromCentimetres,
  isMeasurementHeader,
} from './inch-conversion.ts';
export {
  unitTableFor,
  type MeasurementUnit,
  type SizeGuideIssue,
  type SizeGuideReporter,
} from './unit-table.ts';
export {
  guidesForRoute,
  matchSizeGuideRoute,
  sizeGuideCategory,
  sizeGuidePageFor,
  sizeGuideRoute,
  SIZE_GUIDE_CATEGORIES,
  SIZE_GUIDE_ROUTE_ALIAS,
  SIZE_GUIDES_ROUTE,
  type SizeGuideRouteCategory,
} from './size-guide-route.ts';
