import { Ajv, type ValidateFunction } from 'ajv';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  priceListSchema,
  shippingAndTaxSchema,
  SITE_COMMERCE_FILES,
  type PriceListFile,
  type ShippingAndTaxFile,
} from '../../schemas/content/site-commerce.schema.ts';
import { minorPerUnit } from '../catalogue/pricing.ts';
import type { ShippingMethodRow, TaxRateRow } from '../catalogue/shipping-and-tax.ts';

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
  /** The files' text: a change in either (or in the site's config) re-opens the site. */
  fingerprint: string;
}

async function readOne<T>(
  folder: string,
  key: keyof typeof SITE_COMMERCE_FILES,
): Promise<{ reading: FileReading<T>; text: string }> {
  let text: string;
  try {
    text = await readFile(join(folder, SITE_COMMERCE_FILES[key]), 'utf8');
  } catch {
    return { reading: { state: 'absent' }, text: '' };
  }
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    return { reading: { state: 'invalid', problems: [(error as Error).message] }, text };
  }
  const validate = validators[key];
  if (validate(value)) return { reading: { state: 'valid', value: value as T }, text };
  const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? e.keyword}`);
  return { reading: { state: 'invalid', problems }, text };
}

/** Read and check a country folder's price list and shipping-and-tax file. */
export async function readSiteCommerceFiles(folder: string): Promise<SiteCommerceFiles> {
  const priceList = await readOne<PriceListFile>(folder, 'priceList');
  const shippingAndTax = await readOne<ShippingAndTaxFile>(folder, 'shippingAndTax');
  return {
    priceList: priceList.reading,
    shippingAndTax: shippingAndTax.reading,
    fingerprint: `${priceList.text}\u0000${shippingAndTax.text}`,
  };
}

/** A shipping-and-tax file as table rows for `country`, amounts in minor units of `currency`. */
export function shippingAndTaxRows(
  file: ShippingAndTaxFile,
  country: string,
  currency: string,
): { shipping: ShippingMethodRow[]; taxes: TaxRateRow[] } {
  const minor = minorPerUnit(currency);
  const toMinor = (units: number) => Math.round(units * minor);
  const basisPoints = (percent: number) => Math.round(percent * 100);
  return {
    shipping: file.shippingMethods.map((row) => ({
      id: `${country.toLowerCase()}-${row.method}`,
      country,
      method: row.method,
      name: row.name,
      currency,
      priceMinor: toMinor(row.price),
      freeOverMinor: row.freeOver == null ? null : toMinor(row.freeOver),
      minDays: row.minDays,
      maxDays: Math.max(row.minDays, row.maxDays),
      supportsBulkyItems: row.supportsBulkyItems ?? true,
      tooltip: row.tooltip ?? '',
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
