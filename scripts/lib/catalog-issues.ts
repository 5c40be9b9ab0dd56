import { jsonPointer, type ContentIssue } from './content-issue.ts';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every key of the reference catalogue must be in a language catalogue, or the page shows MISSING.TRANSLATION. */
export function catalogIssues(
  file: string,
  catalog: unknown,
  reference: object,
  path: string[] = [],
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  for (const [key, expected] of Object.entries(reference)) {
    const actual = isObject(catalog) ? catalog[key] : undefined;
    const at = [...path, key];
    if (actual === undefined) {
      issues.push({
        file,
        pointer: jsonPointer(...at),
        rule: 'missing-key',
        message: `missing key ${at.join('.')}`,
      });
    } else if (isObject(expected)) {
      issues.push(...catalogIssues(file, actual, expected, at));
    }
  }
  return issues;
}
