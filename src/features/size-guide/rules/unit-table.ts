import type { MeasurementUnit } from '../../../kernel/session/shopper-memory-store.ts';
import { inchesFromCentimetres } from './inch-conversion.ts';
import type { SizeTable, UnitTable } from './size-chart-types.ts';

/** The two units a shopper switches between (the shopper's memory keeps the last chosen). */
export type { MeasurementUnit };

/** What goes wrong with a chart that an operator should hear about, in the shape the shop's error reporter takes. */
export interface SizeGuideIssue {
  kind: 'content';
  file: string;
  message: string;
  detail?: unknown;
}

/** Where content problems of a size guide are reported (the shop's error reporter fits). */
export interface SizeGuideReporter {
  report(issue: SizeGuideIssue): void;
}

const CHART_FILE = 'data/measurements-chart.json';

/**
 * The table to show in the shopper's unit. Inches come from the editors' inch table when there is one, otherwise they
 * are worked out from centimetres. A table without the unit is reported and its first unit shown, so the shopper
 * still sees sizes rather than nothing.
 */
export function unitTableFor(
  table: SizeTable,
  unit: MeasurementUnit,
  reporter: SizeGuideReporter,
): UnitTable {
  const written = table.unitTables.find((candidate) => candidate.unitKey === unit);
  if (written) return written;
  const centimetres = table.unitTables.find((candidate) => candidate.unitKey === 'cm');
  if (unit === 'inches' && centimetres) return inchesFromCentimetres(centimetres);
  const [first] = table.unitTables;
  reporter.report({
    kind: 'content',
    file: CHART_FILE,
    message: `Size guide table "${table.tableTitle}" has no ${unit} table; showing ${first?.unitKey ?? 'nothing'}`,
    detail: { tableTitle: table.tableTitle, unit, available: table.unitTables.map((each) => each.unitKey) },
  });
  return first ?? { unitKey: unit, headerTitles: [], dataRows: [] };
}
