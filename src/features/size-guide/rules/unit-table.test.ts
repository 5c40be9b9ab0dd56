import { describe, expect, it } from 'vitest';
import type { SizeTable, UnitTable } from './size-chart-types.ts';
import { unitTableFor, type SizeGuideIssue } from './unit-table.ts';

const cm: UnitTable = { unitKey: 'cm', headerTitles: ['UK', 'Waist (cm)'], dataRows: [['10', '70']] };
const inches: UnitTable = {
  unitKey: 'inches',
  headerTitles: ['UK', 'Waist (in)'],
  dataRows: [['10', '27.5']],
};
const eu: UnitTable = { unitKey: 'eu', headerTitles: ['EU'], dataRows: [['38']] };

function recorder() {
  const issues: SizeGuideIssue[] = [];
  return { issues, report: (issue: SizeGuideIssue) => void issues.push(issue) };
}

const table = (...unitTables: UnitTable[]): SizeTable => ({ tableTitle: 'Trousers', unitTables });

describe('unitTableFor', () => {
  it('shows the table written in the unit', () => {
    const reporter = recorder();
    expect(unitTableFor(table(cm, inches), 'cm', reporter)).toBe(cm);
    expect(unitTableFor(table(cm, inches), 'inches', reporter)).toBe(inches);
    expect(reporter.issues).toEqual([]);
  });

  it('works inches out from centimetres when no inch table is written', () => {
    const reporter = recorder();
    expect(unitTableFor(table(cm), 'inches', reporter)).toEqual(inches);
    expect(reporter.issues).toEqual([]);
  });

  it('reports a missing unit and shows the first table', () => {
    const reporter = recorder();
    expect(unitTableFor(table(inches), 'cm', reporter)).toBe(inches);
    expect(unitTableFor(table(eu, cm), 'inches', reporter)).toEqual(inches);
    expect(unitTableFor(table(eu), 'inches', reporter)).toBe(eu);
    expect(reporter.issues).toEqual([
      expect.objectContaining({
        kind: 'content',
        file: 'data/measurements-chart.json',
        message: 'Size guide table "Trousers" has no cm table; showing inches',
      }),
      expect.objectContaining({ message: 'Size guide table "Trousers" has no inches table; showing eu' }),
    ]);
  });
});
