import type { ContentOf, LocalizedText } from '../../../content/index.ts';

/** The whole `data/measurements-chart.json` of a site as written: its texts in one language or one per language. */
export type MeasurementsChartSource = ContentOf<'measurementsChart'>;

/** A type with every editor's text (`LocalizedText`) of `T` resolved to the one string a shopper reads. */
type InOneLanguage<T> = T extends string
  ? T
  : T extends readonly (infer Item)[]
    ? InOneLanguage<Item>[]
    : T extends Exclude<LocalizedText, string>
      ? string
      : { [Key in keyof T]: InOneLanguage<T[Key]> };

/** A site's chart in the shopper's language (`chartInLanguage`): every text a plain string. */
export type MeasurementsChart = InOneLanguage<MeasurementsChartSource>;

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
