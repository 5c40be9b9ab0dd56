import { contentPath } from '../../schemas/content/content-paths.ts';
import { sampleOrderReferences } from '../../shared/order-reference.ts';
import { jsonPointer, type ContentIssue } from './content-issue.ts';

type Json = Record<string, unknown>;
const asObject = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};

/** The contact form's field for an order number, by the name the sites' forms give it. */
const ORDER_NUMBER_FIELD = 'orderNumber';

/**
 * A contact form's order-number rule must let through the shop's own order numbers (the site's code and ten base32
 * characters), or shoppers could not quote their order. The form matches without case, so the check does too.
 */
export function contactFormIssues(
  parsed: Map<string, unknown>,
  siteId: string | undefined,
  languages: string[],
): ContentIssue[] {
  if (!siteId) return [];
  const issues: ContentIssue[] = [];
  for (const language of languages) {
    const file = contentPath('contactUsSchema', { language });
    const properties = asObject(asObject(parsed.get(file)).properties);
    const pattern = asObject(properties[ORDER_NUMBER_FIELD]).pattern;
    if (typeof pattern !== 'string') continue;
    const pointer = jsonPointer('properties', ORDER_NUMBER_FIELD, 'pattern');
    let rule: RegExp;
    try {
      rule = new RegExp(pattern, 'iu');
    } catch {
      issues.push({ file, pointer, rule: 'pattern', message: `"${pattern}" is not a regular expression` });
      continue;
    }
    const refused = sampleOrderReferences(siteId).filter((reference) => !rule.test(reference));
    if (refused.length)
      issues.push({
        file,
        pointer,
        rule: 'order-reference',
        message: `the order number rule refuses this site's own order numbers (${refused.join(', ')})`,
      });
  }
  return issues;
}
