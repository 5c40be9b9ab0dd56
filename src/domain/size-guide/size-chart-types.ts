import type { ContentOf } from '../../content/index.ts';

/** The whole `data/measurements-chart.json` of a site. */
export type MeasurementsChart = ContentOf<'measurementsChart'>;

/** One guide of the chart (women's clothing, men's footwear...): its tables and what it applies to. */
export type SizeChartCategory = MeasurementsChart['categories'][number];

/** One titled table of a guide, given once per unit. */
export type SizeTable = SizeChartCategory['tables'][number];

/** A table in one unit: column titles and rows of cells, all text as editors wrote them. */
export type UnitTable = SizeTable['unitTables'][number];

/** The units and size systems a table may be written in (`cm`, `inches`, `eu`...). */
export type UnitKey = UnitTable['unitKey'];

/** The chart-wide measuring instructions and diagram. */
export type HowToMeasure = NonNullable<MeasurementsChart['howToMeasureData']>;
