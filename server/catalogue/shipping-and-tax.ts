import type { SiteSummary } from '../lib/sites-index.ts';
import { listPrice } from './pricing.ts';

export interface ShippingMethodRow {
  id: string;
  country: string;
  method: string;
  name: string;
  currency: string;
  priceMinor: number;
  freeOverMinor: number | null;
  minDays: number;
  maxDays: number;
  supportsBulkyItems: boolean;
  tooltip: string;
}

export interface TaxRateRow {
  country: string;
  region: string;
  rateBp: number;
  inclusive: boolean;
}

type Method = Omit<ShippingMethodRow, 'id' | 'country' | 'currency'>;
const method = (
  key: string,
  name: string,
  [priceMinor, freeOverMinor]: [number, number | null],
  [minDays, maxDays]: [number, number],
  supportsBulkyItems: boolean,
  tooltip: string,
): Method => ({
  method: key,
  name,
  priceMinor,
  freeOverMinor,
  minDays,
  maxDays,
  supportsBulkyItems,
  tooltip,
});

/** Delivery by country, in minor units of the site's currency (pence, cents, fils; yen are whole). */
const METHODS: Record<string, Method[]> = {
  GB: [
    method(
      'standard',
      'Standard delivery',
      [395, 5000],
      [3, 5],
      true,
      'Tracked delivery in 3–5 working days. Free on orders over £50.',
    ),
    method(
      'express',
      'Express delivery',
      [795, null],
      [1, 2],
      false,
      'Order by 8pm for delivery in 1–2 working days. Not available for large items.',
    ),
    method(
      'next-day',
      'Next or nominated day',
      [995, null],
      [1, 1],
      false,
      'Order by 10pm for delivery tomorrow, or choose a day that suits you.',
    ),
  ],
  US: [
    method(
      'standard',
      'Standard shipping',
      [800, 10000],
      [4, 7],
      true,
      'Delivered in 4–7 business days. Free on orders over $100.',
    ),
    method(
      'express',
      'Express shipping',
      [1800, null],
      [2, 3],
      false,
      'Delivered in 2–3 business days. Not available for oversized items.',
    ),
    method(
      'next-day',
      'Overnight',
      [3000, null],
      [1, 1],
      false,
      'Order by 1pm ET, Monday to Friday, for delivery the next business day.',
    ),
  ],
  AE: [
    method(
      'standard',
      'Standard delivery',
      [2500, 25000],
      [2, 4],
      true,
      'Delivered in 2–4 working days across the UAE. Free on orders over AED 250.',
    ),
    method(
      'express',
      'Express delivery',
      [4500, null],
      [1, 2],
      false,
      'Next-day delivery in Dubai and Abu Dhabi when you order by 2pm.',
    ),
  ],
  JP: [
    method(
      'standard',
      '通常配送',
      [550, 11000],
      [2, 4],
      true,
      '2〜4営業日でお届けします。11,000円以上のご注文で送料無料。',
    ),
    method(
      'express',
      'お急ぎ便',
      [990, null],
      [1, 2],
      false,
      '14時までのご注文で翌日お届け（一部地域を除く）。大型商品は対象外です。',
    ),
    method('nominated', '日時指定便', [770, null], [2, 7], true, 'お届け日と時間帯をご指定いただけます。'),
  ],
};

/** Delivery for a country the demo has no table for: prices converted from the UK's. */
function defaultMethods(currency: string): Method[] {
  return [
    method(
      'standard',
      'Standard delivery',
      [listPrice(3.95, currency), listPrice(50, currency)],
      [3, 6],
      true,
      'Tracked delivery in 3–6 working days.',
    ),
    method(
      'express',
      'Express delivery',
      [listPrice(7.95, currency), null],
      [1, 3],
      false,
      'Delivered in 1–3 working days. Not available for large items.',
    ),
  ];
}

/** One set of delivery methods per country of the content's sites (ids like `gb-standard`). */
export function shippingMethodsFor(sites: readonly SiteSummary[]): ShippingMethodRow[] {
  const countries = new Map<string, string>();
  for (const site of sites) if (!countries.has(site.country)) countries.set(site.country, site.currency);
  return [...countries].flatMap(([country, currency]) =>
    (METHODS[country] && currency === defaultCurrency(country)
      ? METHODS[country]
      : defaultMethods(currency)
    ).map((row) => ({ ...row, id: `${country.toLowerCase()}-${row.method}`, country, currency })),
  );
}

const defaultCurrency = (country: string) => ({ GB: 'GBP', US: 'USD', AE: 'AED', JP: 'JPY' })[country];

/** Sales tax of a few US states (state plus typical local rate), in basis points; other states fall back to 0. */
const US_STATES: Record<string, number> = {
  CA: 725,
  NY: 888,
  TX: 625,
  FL: 600,
  WA: 650,
  IL: 625,
  MA: 625,
  NJ: 663,
  PA: 600,
  GA: 400,
};
/** Prices include VAT or GST in these countries. */
const INCLUSIVE: Record<string, number> = {
  GB: 2000,
  AE: 500,
  JP: 1000,
  FR: 2000,
  DE: 1900,
  IE: 2300,
  NL: 2100,
  IT: 2200,
  ES: 2100,
  AU: 1000,
  SA: 1500,
  SG: 900,
};

/** Tax rates of every site country; `region ''` is the country default (0 for US states without a row). */
export function taxRatesFor(sites: readonly SiteSummary[]): TaxRateRow[] {
  return [...new Set(sites.map((site) => site.country))].flatMap((country): TaxRateRow[] => {
    if (country === 'US')
      return [
        { country, region: '', rateBp: 0, inclusive: false },
        ...Object.entries(US_STATES).map(([region, rateBp]) => ({
          country,
          region,
          rateBp,
          inclusive: false,
        })),
      ];
    const inclusive = INCLUSIVE[country];
    return [{ country, region: '', rateBp: inclusive ?? 0, inclusive: inclusive !== undefined }];
  });
}
