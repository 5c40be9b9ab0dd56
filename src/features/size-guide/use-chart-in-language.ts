import { useMemo } from 'react';
import { chartInLanguage, type MeasurementsChart, type MeasurementsChartSource } from './rules/index.ts';
import { useLocalize } from '../../i18n/index.ts';

/** A chart in one language for a chart, and what is not a chart (not loaded, none) as it came. */
type InLanguage<Source> = Source extends MeasurementsChartSource ? MeasurementsChart : Source;

/**
 * The site's chart in the shopper's language, worked out once per chart and language: the same guide objects come
 * back on every render, so tables are not redrawn and their content problems not reported again. Undefined (not
 * loaded) and null (the site has no chart) pass through.
 */
export function useChartInLanguage<Source extends MeasurementsChartSource | null | undefined>(
  source: Source,
): InLanguage<Source> {
  const localize = useLocalize();
  return useMemo(
    () => (source ? chartInLanguage(source, localize) : source),
    [source, localize],
  ) as InLanguage<Source>;
}
