import { minorUnitDigits, shownFractionDigits } from '../../shared/currency-digits.ts';

/** The number of decimals prices show on a country's site (the server rounds the bag's amounts to the same). */
export const fractionDigits = shownFractionDigits;

/** Formats amounts for one site and locale; amounts are integer minor units of the currency. */
export interface PriceFormatter {
  format(minorUnits: number): string;
  /** The smallest price step shoppers can type (used by price-range filters). */
  readonly step: number;
}

/** Build a formatter once per site and locale; Intl formatters are costly to create. */
export function createPriceFormatter(locale: string, country: string, currency: string): PriceFormatter {
  const digits = fractionDigits(country, currency);
  const currencyDigits = minorUnitDigits(currency);
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
