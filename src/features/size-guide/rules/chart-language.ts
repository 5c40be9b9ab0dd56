import type { LocalizedText } from '../../../content/index.ts';
import type { MeasurementsChart, MeasurementsChartSource } from './size-chart-types.ts';

/** Resolves an editor's text, written once or once per language, to the shopper's language. */
export type Localize = (text: LocalizedText | undefined) => string;

/**
 * The chart in one language. A site's chart is one file for all its languages (the UAE's English and Arabic), so
 * its titles, headers, cells and tips may be written per language; the language is picked here, once, and the rest
 * of the guide (choosing a guide, working out inches, drawing tables) deals in plain strings.
 */
export function chartInLanguage(chart: MeasurementsChartSource, localize: Localize): MeasurementsChart {
  const { howToMeasureData: howTo, ...rest } = chart;
  return {
    ...rest,
    categories: chart.categories.map(
      ({ categoryTitle, categoryHowToMeasureData: tips, tables, ...category }) => ({
        ...category,
        categoryTitle: localize(categoryTitle),
        ...(tips ? { categoryHowToMeasureData: tips.map(localize) } : {}),
        tables: tables.map(({ tableTitle, unitTables }) => ({
          tableTitle: localize(tableTitle),
          unitTables: unitTables.map(({ unitKey, headerTitles, dataRows }) => ({
            unitKey,
            headerTitles: headerTitles.map(localize),
            dataRows: dataRows.map((row) => row.map(localize)),
          })),
        })),
      }),
    ),
    ...(howTo
      ? {
          howToMeasureData: {
            ...(howTo.diagramImageUrl ? { diagramImageUrl: howTo.diagramImageUrl } : {}),
            ...(howTo.descriptionHeader !== undefined
              ? { descriptionHeader: localize(howTo.descriptionHeader) }
              : {}),
            ...(howTo.descriptionItems ? { descriptionItems: howTo.descriptionItems.map(localize) } : {}),
          },
        }
      : {}),
  };
}
