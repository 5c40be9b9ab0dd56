import type { SiteSummary } from '../lib/sites-index.ts';
import { textIn, translationsOf, type FieldTranslations, type Translations } from '../lib/translated-text.ts';
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
  /** The name and tooltip in each language written for them; `name` and `tooltip` are the site's own language. */
  translations: FieldTranslations;
}

export interface TaxRateRow {
  country: string;
  region: string;
  rateBp: number;
  inclusive: boolean;
}

/** A delivery method before it is placed in a country: its texts in every language written for them. */
type Method = Omit<ShippingMethodRow, 'id' | 'country' | 'currency' | 'name' | 'tooltip' | 'translations'> & {
  name: Translations;
  tooltip: Translations;
};
const method = (
  key: string,
  name: Translations,
  [priceMinor, freeOverMinor]: [number, number | null],
  [minDays, maxDays]: [number, number],
  supportsBulkyItems: boolean,
  tooltip: Translations,
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

/** A method's row columns in the site's own language, with every other language kept as translations. */
export function methodTexts(
  name: unknown,
  tooltip: unknown,
  language: string,
): Pick<ShippingMethodRow, 'name' | 'tooltip' | 'translations'> {
  return {
    name: textIn(name, language) ?? '',
    tooltip: textIn(tooltip, language) ?? '',
    translations: { name: translationsOf(name, language), tooltip: translationsOf(tooltip, language) },
  };
}

/** Delivery by country, in minor units of the site's currency (pence, cents, fils; yen are whole). */
const METHODS: Record<string, Method[]> = {
  GB: [
    method('standard', { en: 'Standard delivery' }, [395, 5000], [3, 5], true, {
      en: 'Tracked delivery in 3–5 working days. Free on orders over £50.',
    }),
    method('express', { en: 'Express delivery' }, [795, null], [1, 2], false, {
      en: 'Order by 8pm for delivery in 1–2 working days. Not available for large items.',
    }),
    method('next-day', { en: 'Next or nominated day' }, [995, null], [1, 1], false, {
      en: 'Order by 10pm for delivery tomorrow, or choose a day that suits you.',
    }),
  ],
  US: [
    method('standard', { en: 'Standard shipping' }, [800, 10000], [4, 7], true, {
      en: 'Delivered in 4–7 business days. Free on orders over $100.',
    }),
    method('express', { en: 'Express shipping' }, [1800, null], [2, 3], false, {
      en: 'Delivered in 2–3 business days. Not available for oversized items.',
    }),
    method('next-day', { en: 'Overnight' }, [3000, null], [1, 1], false, {
      en: 'Order by 1pm ET, Monday to Friday, for delivery the next business day.',
    }),
  ],
  AE: [
    method('standard', { en: 'Standard delivery', ar: 'التوصيل العادي' }, [2500, 25000], [2, 4], true, {
      en: 'Delivered in 2–4 working days across the UAE. Free on orders over AED 250.',
      ar: 'يصلك خلال 2–4 أيام عمل في جميع أنحاء الإمارات. مجاني للطلبات التي تزيد على 250 درهماً.',
    }),
    method('express', { en: 'Express delivery', ar: 'التوصيل السريع' }, [4500, null], [1, 2], false, {
      en: 'Next-day delivery in Dubai and Abu Dhabi when you order by 2pm.',
      ar: 'توصيل في اليوم التالي في دبي وأبوظبي للطلبات قبل الساعة 2 ظهراً.',
    }),
  ],
  JP: [
    method('standard', { ja: '通常配送', en: 'Standard delivery' }, [550, 11000], [2, 4], true, {
      ja: '2〜4営業日でお届けします。11,000円以上のご注文で送料無料。',
      en: 'Delivered in 2–4 working days. Free on orders over ¥11,000.',
    }),
    method('express', { ja: 'お急ぎ便', en: 'Express delivery' }, [990, null], [1, 2], false, {
      ja: '14時までのご注文で翌日お届け（一部地域を除く）。大型商品は対象外です。',
      en: 'Order by 2pm for next-day delivery (some areas excluded). Not available for large items.',
    }),
    method('nominated', { ja: '日時指定便', en: 'Nominated day' }, [770, null], [2, 7], true, {
      ja: 'お届け日と時間帯をご指定いただけます。',
      en: 'Choose the day and time of your delivery.',
    }),
  ],
};

/** Delivery for a country the demo has no table for: prices converted from the UK's. */
function defaultMethods(currency: string): Method[] {
  return [
    method(
      'standard',
      { en: 'Standard delivery', ar: 'التوصيل العادي', ja: '通常配送' },
      [listPrice(3.95, currency), listPrice(50, currency)],
      [3, 6],
      true,
      {
        en: 'Tracked delivery in 3–6 working days.',
        ar: 'توصيل مع التتبّع خلال 3–6 أيام عمل.',
        ja: '追跡可能な配送で3〜6営業日でお届けします。',
      },
    ),
    method(
      'express',
      { en: 'Express delivery', ar: 'التوصيل السريع', ja: 'お急ぎ便' },
      [listPrice(7.95, currency), null],
      [1, 3],
      false,
      {
        en: 'Delivered in 1–3 working days. Not available for large items.',
        ar: 'يصلك خلال 1–3 أيام عمل. غير متاح للقطع الكبيرة.',
        ja: '1〜3営業日でお届けします。大型商品は対象外です。',
      },
    ),
  ];
}

/**
 * One set of delivery methods per country of the content's sites (ids like `gb-standard`), worded in the language of
 * the country's first site, every other language kept as translations.
 */
export function shippingMethodsFor(sites: readonly SiteSummary[]): ShippingMethodRow[] {
  const countries = new Map<string, SiteSummary>();
  for (const site of sites) if (!countries.has(site.country)) countries.set(site.country, site);
  return [...countries].flatMap(([country, { currency, defaultLanguage }]) =>
    (METHODS[country] && currency === defaultCurrency(country)
      ? METHODS[country]
      : defaultMethods(currency)
    ).map(({ name, tooltip, ...row }) => ({
      ...row,
      ...methodTexts(name, tooltip, defaultLanguage),
      id: `${country.toLowerCase()}-${row.method}`,
      country,
      currency,
    })),
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
