import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  priceListSchema,
  shippingAndTaxSchema,
  SITE_COMMERCE_FILES,
} from '../../schemas/content/site-commerce.schema.ts';
import { demoRateFromPounds } from '../../server/catalogue/pricing.ts';
import type { ContentIssue } from './content-issue.ts';
import { readJsonFile } from './read-json.ts';
import { schemaIssues } from './schema-issues.ts';

const commerceFiles = new Set<string>(Object.values(SITE_COMMERCE_FILES));

/** The folder check knows content files only: the commerce files beside them are checked here instead. */
export const isCommerceFileIssue = (issue: ContentIssue): boolean =>
  issue.rule === 'unknown-file' && commerceFiles.has(issue.file);

async function checkedFile(folder: string, file: string, schema: object, issues: ContentIssue[]) {
  if (!existsSync(join(folder, file))) return undefined;
  const json = await readJsonFile(join(folder, file));
  if (!json.ok) {
    issues.push({ file, pointer: '', rule: 'invalid-json', message: json.message });
    return undefined;
  }
  const found = schemaIssues(file, schema, json.value);
  issues.push(...found);
  return found.length ? undefined : json.value;
}

/**
 * What a new country needs to sell: a valid shipping-and-tax file when there is one, and prices in its currency,
 * from its price list (for that currency, from another) or from the demo's own rates.
 */
export async function siteCommerceIssues(folder: string): Promise<ContentIssue[]> {
  const issues: ContentIssue[] = [];
  const priceFile = SITE_COMMERCE_FILES.priceList;
  const priceList = (await checkedFile(folder, priceFile, priceListSchema, issues)) as
    { currency: string; base: string } | undefined;
  await checkedFile(folder, SITE_COMMERCE_FILES.shippingAndTax, shippingAndTaxSchema, issues);
  const config = await readJsonFile(join(folder, 'config.json'));
  const currency = config.ok ? (config.value as { currency?: unknown }).currency : undefined;
  if (typeof currency !== 'string') return issues;
  if (priceList && priceList.currency !== currency)
    issues.push({
      file: priceFile,
      pointer: '/currency',
      rule: 'currency-mismatch',
      message: `the price list is for ${priceList.currency}; config.json sells in ${currency}`,
    });
  if (priceList && priceList.base === priceList.currency)
    issues.push({
      file: priceFile,
      pointer: '/base',
      rule: 'currency-mismatch',
      message: 'a price list derives its prices from another currency',
    });
  if (!existsSync(join(folder, priceFile)) && demoRateFromPounds(currency) === undefined)
    issues.push({
      file: 'config.json',
      pointer: '/currency',
      rule: 'unpriced-currency',
      message: `nothing prices ${currency}: add ${priceFile} (base currency, rate, rounding) so its listings are not empty`,
    });
  return issues;
}
