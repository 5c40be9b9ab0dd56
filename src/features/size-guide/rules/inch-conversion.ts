import type { UnitTable } from './size-chart-types.ts';

const CM_PER_INCH = 2.54;

/** "cm" as a word, and Arabic's "سم" (a word of its own: not inside "قسم"), which `\b` cannot tell for Arabic letters. */
const CENTIMETRES = /\bcm\b/gi;
const ARABIC_CENTIMETRES = /(?<![\p{L}\p{M}])سم(?![\p{L}\p{M}])/gu;

/**
 * A column holds measurements when its title names centimetres as the word "cm" ("Bust (cm)", "Waist cm", or
 * Arabic's "الصدر (سم)"). Size columns ("UK", "EU", "日本") never do, even when their values look like numbers: a
 * Japanese shoe size of 23.5 is a size name and must not turn into 9.25.
 */
export const isMeasurementHeader = (title: string): boolean =>
  title.search(CENTIMETRES) >= 0 || title.search(ARABIC_CENTIMETRES) >= 0;

/** Shoppers read tape measures in quarter inches; finer figures would promise a precision the chart lacks. */
function toQuarterInches(cm: number): string {
  return String(Math.round((cm / CM_PER_INCH) * 4) / 4);
}

const NUMBER = String.raw`\d+(?:\.\d+)?`;
// "80", "22.5", "up to 80", "80-84" and "86–91" (editors type hyphens and en dashes alike).
const MEASUREMENT = new RegExp(String.raw`^(up to\s+)?(${NUMBER})(?:(\s*[-–—]\s*)(${NUMBER}))?$`, 'i');

/** One cell of a centimetre column in inches; text that is not a measurement is kept as written. */
export function cmCellToInches(cell: string): string {
  const match = MEASUREMENT.exec(cell.trim());
  if (!match) return cell;
  const [, prefix = '', from = '', separator, to] = match;
  const end = separator !== undefined && to !== undefined ? `${separator}${toQuarterInches(Number(to))}` : '';
  return `${prefix}${toQuarterInches(Number(from))}${end}`;
}

/** A measurement column's title in inches: "Bust (cm)" becomes "Bust (in)", "الصدر (سم)" becomes "الصدر (إنش)". */
export const cmHeaderToInches = (title: string): string =>
  title.replace(CENTIMETRES, 'in').replace(ARABIC_CENTIMETRES, 'إنش');

/**
 * An inch table worked out from a centimetre table, for charts whose editors wrote centimetres only. Only measurement
 * columns change; size columns and their titles stay as they are.
 */
export function inchesFromCentimetres(table: UnitTable): UnitTable {
  const measured = table.headerTitles.map(isMeasurementHeader);
  return {
    unitKey: 'inches',
    headerTitles: table.headerTitles.map((title, column) =>
      measured[column] ? cmHeaderToInches(title) : title,
    ),
    dataRows: table.dataRows.map((row) =>
      row.map((cell, column) => (measured[column] ? cmCellToInches(cell) : cell)),
    ),
  };
}
