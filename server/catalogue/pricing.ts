/**
 * Demo prices: a list price in pounds converted to each site currency and rounded to the price points shops use
 * (£49, $65, AED 229, ¥12,900). Amounts are integer minor units.
 */

/** Rough retail conversion from pounds (local price positioning, not the exchange rate of the day). */
const FROM_GBP: Readonly<Record<string, number>> = {
  GBP: 1,
  USD: 1.3,
  EUR: 1.2,
  AED: 4.7,
  SAR: 4.8,
  QAR: 4.7,
  KWD: 0.4,
  BHD: 0.49,
  JPY: 195,
  KRW: 1800,
  CNY: 9.3,
  HKD: 10,
  TWD: 42,
  SGD: 1.75,
  MYR: 6,
  AUD: 2,
  NZD: 2.2,
  CAD: 1.8,
  CHF: 1.15,
  SEK: 14,
  NOK: 14,
  DKK: 9,
  PLN: 5.3,
  HUF: 470,
  MXN: 23,
  RUB: 120,
  TRY: 45,
  INR: 110,
};

/**
 * Minor units in one unit of the currency, as ISO 4217 counts them (the storefront divides by the same): 100 for
 * pence, cents and fils, 1 for yen. So AED 229 is stored as 22900 and ¥12,900 as 12900.
 */
export function minorPerUnit(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return 10 ** (digits ?? 2);
}

/** The demo's pounds-to-`currency` rate, or undefined for a currency it has no price positioning for. */
export function demoRateFromPounds(currency: string): number | undefined {
  return FROM_GBP[currency];
}

/** An amount in pounds as whole units of `currency`, before rounding to a price point. */
export function convertFromPounds(pounds: number, currency: string): number {
  return pounds * (FROM_GBP[currency] ?? FROM_GBP.EUR!);
}

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);

/** The nearest shop price point, in whole units: 29, 35, 39 ... 125, 149 ... 4,900, 5,500 ... 12,900. */
export function pricePoint(units: number): number {
  if (units < 20) return Math.max(1, Math.round(units));
  if (units < 1000) {
    const rounded = roundTo(units, 5);
    return rounded % 10 === 0 ? rounded - 1 : rounded;
  }
  if (units < 10_000) {
    const rounded = roundTo(units, 100);
    return rounded % 1000 === 0 ? rounded - 100 : rounded;
  }
  return roundTo(units, 1000) - 100;
}

/** A list price in minor units of `currency` from a price in pounds. */
export function listPrice(pounds: number, currency: string): number {
  return pricePoint(convertFromPounds(pounds, currency)) * minorPerUnit(currency);
}

/**
 * The sale price `percentOff` below a list price, rounded down to a whole unit (tens of yen above ¥1,000), and always
 * above 0 and below the list price, the only sale prices the shop shows.
 */
export function salePrice(listMinor: number, percentOff: number, currency: string): number {
  const unit = minorPerUnit(currency);
  const units = (listMinor / unit) * (1 - percentOff / 100);
  const step = units >= 10_000 ? 100 : units >= 1000 ? 10 : 1;
  const sale = Math.floor(units / step) * step * unit;
  return Math.min(listMinor - 1, Math.max(1, sale));
}
