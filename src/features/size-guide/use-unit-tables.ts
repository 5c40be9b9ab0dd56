import { useEffect, useEffectEvent, useMemo } from 'react';
import {
  unitTableFor,
  type MeasurementUnit,
  type SizeChartCategory,
  type SizeGuideIssue,
  type SizeGuideReporter,
  type UnitTable,
} from './rules/index.ts';

/**
 * The guide's tables in the unit. Problems are collected while the tables are worked out and reported after the
 * render commits, so a re-render or a second render in development does not report them twice.
 */
export function useUnitTables(
  category: SizeChartCategory,
  unit: MeasurementUnit,
  reporter: SizeGuideReporter,
): { title: string; table: UnitTable }[] {
  const { tables, issues } = useMemo(() => {
    const found: SizeGuideIssue[] = [];
    const collect = { report: (issue: SizeGuideIssue) => void found.push(issue) };
    const shown = category.tables.map((table) => ({
      title: table.tableTitle,
      table: unitTableFor(table, unit, collect),
    }));
    return { tables: shown, issues: found };
  }, [category, unit]);
  const report = useEffectEvent((issue: SizeGuideIssue) => reporter.report(issue));
  useEffect(() => {
    for (const issue of issues) report(issue);
  }, [issues]);
  return tables;
}
