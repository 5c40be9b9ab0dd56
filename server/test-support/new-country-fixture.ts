import { cp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PriceListFile, ShippingAndTaxFile } from '../../schemas/content/site-commerce.schema.ts';
import { SITE_COMMERCE_FILES } from '../../schemas/content/site-commerce.schema.ts';

/** Sweden, in a currency none of the demo sites sell in: what an operator would push to open a new country. */
export const SWEDEN = {
  siteId: 'se',
  country: 'SE',
  currency: 'SEK',
  sitePublicId: 'maison-nord-se',
} as const;

export const SWEDISH_PRICE_LIST: PriceListFile = {
  currency: 'SEK',
  base: 'GBP',
  rate: 13.5,
  rounding: [
    { below: 1000, step: 10, minus: 1 },
    { step: 100, minus: 1 },
  ],
};

export const SWEDISH_SHIPPING_AND_TAX: ShippingAndTaxFile = {
  shippingMethods: [
    { method: 'standard', name: 'Standardleverans', price: 49, freeOver: 799, minDays: 2, maxDays: 5 },
    {
      method: 'express',
      name: 'Expressleverans',
      price: 129,
      minDays: 1,
      maxDays: 2,
      supportsBulkyItems: false,
    },
  ],
  tax: { rate: 25, inclusive: true },
};

/**
 * Copy the `us` folder of `contentDir` as a new country site (config rewritten for it), with the commerce files
 * given; `undefined` leaves a file out.
 */
export async function addCountryFolder(
  contentDir: string,
  options: {
    site?: { siteId: string; country: string; currency: string; sitePublicId: string };
    priceList?: PriceListFile | string;
    shippingAndTax?: ShippingAndTaxFile | string;
    /** Write the folder elsewhere first (then move it in), as a deploy would. */
    target?: string;
  } = {},
): Promise<string> {
  const site = options.site ?? SWEDEN;
  const folder = options.target ?? join(contentDir, site.siteId);
  await cp(join(contentDir, 'us'), folder, { recursive: true });
  const configFile = join(folder, 'config.json');
  const config = JSON.parse(await readFile(configFile, 'utf8')) as Record<string, unknown>;
  Object.assign(config, {
    siteId: site.siteId,
    name: site.siteId.toUpperCase(),
    country: site.country,
    countryFolder: site.siteId,
    currency: site.currency,
    sitePublicId: site.sitePublicId,
    locales: { en: `en-${site.country}` },
  });
  await writeFile(configFile, JSON.stringify(config, null, 2));
  const write = async (path: string, value: object | string | undefined) => {
    if (value === undefined) return;
    await mkdir(join(folder, 'commerce'), { recursive: true });
    await writeFile(join(folder, path), typeof value === 'string' ? value : JSON.stringify(value, null, 2));
  };
  await write(SITE_COMMERCE_FILES.priceList, options.priceList);
  await write(SITE_COMMERCE_FILES.shippingAndTax, options.shippingAndTax);
  return folder;
}
