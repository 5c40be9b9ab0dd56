/**
 * How precisely money is shown and charged, shared by the storefront (which formats it) and the server (which prices
 * the bag and charges it), so the amount charged is always the amount shown. Pure functions, no imports.
 */

/** Decimals shown by site country; a country not listed shows its currency's own minor-unit digits. */
const SHOWN_DIGITS: Readonly<Record<string, number>> = {
  AU: 2,
  NZ: 2,
  TR: 2,
  SG: 2,
  US: 2,
  CN: 0,
  HK: 0,
  JP: 0,
  KR: 0,
  MX: 0,
  MY: 0,
  TW: 0,
  RU: 0,
  AE: 0,
  BH: 0,
  SA: 0,
  QA: 0,
  KW: 0,
  HU: 0,
};

/**
 * Decimals of the currency's minor unit as ISO 4217 counts them: the unit amounts are stored and charged in (fils
 * for AED, 2; yen, 0).
 */
export function minorUnitDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** The number of decimals prices show on a country's site. */
export function shownFractionDigits(country: string, currency: string): number {
  return SHOWN_DIGITS[country.toUpperCase()] ?? minorUnitDigits(currency);
}

/**
 * The smallest amount a site shows, in minor units: 100 fils on the UAE site (whole dirhams), 1 penny in the UK.
 * Every amount the bag works out (a percentage off, tax) is rounded to it once, so what is shown adds up and is
 * exactly what is charged.
 */
export function roundingStep(country: string, currency: string): number {
  return 10 ** Math.max(0, minorUnitDigits(currency) - shownFractionDigits(country, currency));
}
