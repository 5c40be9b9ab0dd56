/** Fraction digits by site country; countries not listed use the currency's own digits. */
const FRACTION_DIGITS: Readonly<Record<string, number>> = {
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

/** The number of decimals prices show on a country's site. */
export function fractionDigits(country: string, currency: string): number {
  const fixed = FRACTION_DIGITS[country.toUpperCase()];
  if (fixed !== undefined) return fixed;
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** Formats amounts for one site and locale; amounts are integer minor units of the currency. */
export interface PriceFormatter {
  format(minorUnits: number): string;
  /** The smallest price step shoppers can type (used by price-range filters). */
  readonly step: number;
}

/** Build a formatter once per site and locale; Intl formatters are costly to create. */
export function createPriceFormatter(locale: string, country: string, currency: string): PriceFormatter {
  const digits = fractionDigits(country, currency);
  const currencyDigits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const formatter = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  const divisor = 10 ** currencyDigits;
  return {
    format: (minorUnits) => formatter.format(minorUnits / divisor),
    step: 10 ** -digits,
  };
}
