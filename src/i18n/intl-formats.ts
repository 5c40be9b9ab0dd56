/**
 * Intl formatters made when first used and kept per locale and options. A page's first Intl object of a kind loads
 * the browser's locale data (tens of milliseconds on a phone, in one piece nothing can split), so a screen makes a
 * formatter only when it has something to format: a product page that shows no date never loads the date data.
 */
/** A date as a shopper reads it in a sentence: "6 January 2027". */
export const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function kept<T>(formats: Map<string, T>, locale: string, options: object, make: () => T): T {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(dateFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

/** A function formatting dates for `locale`, making its formatter at the first date it is given. */
export function dateFormatter(locale: string, options: Intl.DateTimeFormatOptions): (date: Date) => string {
  return (date) => dateFormat(locale, options).format(date);
}
