import { Ajv, type ValidateFunction } from 'ajv';
import { findContentFile, readContentFile } from '../lib/content-files.ts';
import {
  priceListSchema,
  shippingAndTaxSchema,
  SITE_COMMERCE_FILES,
  type PriceListFile,
  type ShippingAndTaxFile,
} from '../../schemas/content/site-commerce.schema.ts';
import { minorPerUnit } from '../catalogue/pricing.ts';
import { methodTexts, type ShippingMethodRow, type TaxRateRow } from '../catalogue/shipping-and-tax.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
const validators = {
  priceList: ajv.compile(priceListSchema),
  shippingAndTax: ajv.compile(shippingAndTaxSchema),
} satisfies Record<keyof typeof SITE_COMMERCE_FILES, ValidateFunction>;

/** A commerce file as found in a country folder: absent, valid, or unusable with the reasons. */
export type FileReading<T> =
  { state: 'absent' } | { state: 'valid'; value: T } | { state: 'invalid'; problems: string[] };

export interface SiteCommerceFiles {
  priceList: FileReading<PriceListFile>;
  shippingAndTax: FileReading<ShippingAndTaxFile>;
}

const KEYS = Object.keys(SITE_COMMERCE_FILES) as (keyof typeof SITE_COMMERCE_FILES)[];
const pathOf = (siteId: string, key: keyof typeof SITE_COMMERCE_FILES) =>
  `${siteId}/${SITE_COMMERCE_FILES[key]}`;

/** A file over the cap, or leading outside the content root, is not used: the site opens without it. */
const refused = (reason: string): FileReading<never> => ({
  state: 'invalid',
  problems: [`the file ${reason}`],
});
/** The watcher names a refused file among the site's problems, once, when it opens the site: no second warning. */
const reportedByWatcher = { log: { warn: () => undefined } };

async function readOne<T>(contentDir: string, siteId: string, key: keyof typeof SITE_COMMERCE_FILES) {
  const read = await readContentFile(contentDir, pathOf(siteId, key), reportedByWatcher);
  if (read.kind === 'absent') return { state: 'absent' } satisfies FileReading<T>;
  if (read.kind === 'refused') return refused(read.reason);
  let value: unknown;
  try {
    value = JSON.parse(read.text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { state: 'invalid', problems: [(error as Error).message] } satisfies FileReading<T>;
  }
  const validate = validators[key];
  if (validate(value)) return { state: 'valid', value: value as T } satisfies FileReading<T>;
  const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
  return { state: 'invalid', problems } satisfies FileReading<T>;
}

/** Numbers the versions of files still changing, so no two scans see the same one. */
let changing = 0;

/**
 * Which versions of a site's commerce files are on disk, from their stats alone: while it stays the same, the files
 * are not read again. A file changed in the last moments has no version yet, so the answer differs on every call.
 */
export async function siteCommerceFilesVersion(contentDir: string, siteId: string): Promise<string> {
  const parts = await Promise.all(
    KEYS.map(async (key) => {
      const found = await findContentFile(contentDir, pathOf(siteId, key), reportedByWatcher);
      if (found.kind === 'absent') return 'absent';
      if (found.kind === 'refused') return `refused ${found.reason}`;
      return found.version ?? `changing ${++changing}`;
    }),
  );
  return parts.join('\u0000');
}

/** Read and check a site's price list and shipping-and-tax file in the content root. */
export async function readSiteCommerceFiles(contentDir: string, siteId: string): Promise<SiteCommerceFiles> {
  return {
    priceList: await readOne<PriceListFile>(contentDir, siteId, 'priceList'),
    shippingAndTax: await readOne<ShippingAndTaxFile>(contentDir, siteId, 'shippingAndTax'),
  };
}

/**
 * A shipping-and-tax file as table rows for `country`, amounts in minor units of `currency`; names and tooltips
 * written per language keep `language` (the site's default) in their columns and the rest as translations.
 */
export function shippingAndTaxRows(
  file: ShippingAndTaxFile,
  country: string,
  currency: string,
  language: string,
): { shipping: ShippingMethodRow[]; taxes: TaxRateRow[] } {
  const minor = minorPerUnit(currency);
  const toMinor = (units: number) => Math.round(units * minor);
  const basisPoints = (percent: number) => Math.round(percent * 100);
  return {
    shipping: file.shippingMethods.map((row) => ({
      id: `${country.toLowerCase()}-${row.method}`,
      country,
      method: row.method,
      ...methodTexts(row.name, row.tooltip ?? '', language),
      currency,
      priceMinor: toMinor(row.price),
      freeOverMinor: row.freeOver == null ? null : toMinor(row.freeOver),
      minDays: row.minDays,
      maxDays: Math.max(row.minDays, row.maxDays),
      supportsBulkyItems: row.supportsBulkyItems ?? true,
    })),
    taxes: [
      { country, region: '', rateBp: basisPoints(file.tax.rate), inclusive: file.tax.inclusive },
      ...Object.entries(file.tax.regions ?? {}).map(([region, rate]) => ({
        country,
        region,
        rateBp: basisPoints(rate),
        inclusive: file.tax.inclusive,
      })),
    ],
  };
}
