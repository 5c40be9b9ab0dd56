import { contentFiles } from '../../schemas/content/manifest.ts';
import { jsonPointer, type ContentIssue } from './content-issue.ts';

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Size codes and figures ("UK", "EU", "XS", "80", "86–91", "S/M") read the same in every language. */
const SAME_IN_EVERY_LANGUAGE = /^[A-Z0-9.,–—\-\s/]*$/;

/** Every text a shopper reads in the chart, with its pointer. */
function chartTexts(chart: unknown): [pointer: string, text: unknown][] {
  const texts: [string, unknown][] = [];
  asArray(asObject(chart).categories).forEach((category, c) => {
    const at = (...rest: (string | number)[]) => jsonPointer('categories', c, ...rest);
    const guide = asObject(category);
    texts.push([at('categoryTitle'), guide.categoryTitle]);
    asArray(guide.categoryHowToMeasureData).forEach((tip, t) =>
      texts.push([at('categoryHowToMeasureData', t), tip]),
    );
    asArray(guide.tables).forEach((table, t) => {
      texts.push([at('tables', t, 'tableTitle'), asObject(table).tableTitle]);
      asArray(asObject(table).unitTables).forEach((unitTable, u) => {
        const inUnit = asObject(unitTable);
        asArray(inUnit.headerTitles).forEach((header, h) =>
          texts.push([at('tables', t, 'unitTables', u, 'headerTitles', h), header]),
        );
        asArray(inUnit.dataRows).forEach((row, r) =>
          asArray(row).forEach((cell, k) =>
            texts.push([at('tables', t, 'unitTables', u, 'dataRows', r, k), cell]),
          ),
        );
      });
    });
  });
  const howTo = asObject(asObject(chart).howToMeasureData);
  if (howTo.descriptionHeader !== undefined)
    texts.push([jsonPointer('howToMeasureData', 'descriptionHeader'), howTo.descriptionHeader]);
  asArray(howTo.descriptionItems).forEach((item, i) =>
    texts.push([jsonPointer('howToMeasureData', 'descriptionItems', i), item]),
  );
  return texts;
}

/**
 * A site in several languages shares one measurements chart between them, so each of its words (titles, column
 * headers, cells such as ages, tips) must be given in every language of the site, or a shopper reads another
 * language's. Size codes and figures are exempt. A site in one language may write plain strings.
 */
export function sizeChartIssues(parsed: Map<string, unknown>, languages: readonly string[]): ContentIssue[] {
  const file = contentFiles.measurementsChart.path;
  const chart = parsed.get(file);
  if (chart === undefined || languages.length < 2) return [];
  const issues: ContentIssue[] = [];
  for (const [pointer, text] of chartTexts(chart)) {
    if (typeof text === 'string') {
      if (!SAME_IN_EVERY_LANGUAGE.test(text))
        issues.push({
          file,
          pointer,
          rule: 'missing-translation',
          message: `"${text}" is written once on a site in ${languages.join(', ')}: give it per language`,
        });
      continue;
    }
    const given = asObject(text);
    const missing = languages.filter(
      (language) => typeof given[language] !== 'string' || given[language] === '',
    );
    if (missing.length)
      issues.push({ file, pointer, rule: 'missing-translation', message: `no ${missing.join(', ')} text` });
  }
  return issues;
}
