import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * True when `value` is a phone number of `country` a courier could ring, written nationally ("07911 123456") or
 * internationally ("+44 7911 123456"). A number under another country's calling code is refused: the parcel goes to
 * `country`. Countries sharing a code count as one (a Guernsey mobile rings in the UK too). Full-width digits
 * (Japanese keyboards) count as digits.
 */
export function isValidPhoneFor(value: string, country: string): boolean {
  const text = value.normalize('NFKC').trim();
  if (text === '') return false;
  try {
    const number = parsePhoneNumberFromString(text, country as CountryCode);
    return (
      number !== undefined &&
      number.countryCallingCode === getCountryCallingCode(country as CountryCode) &&
      number.isValid()
    );
  } catch {
    // A country libphonenumber does not know: nothing to check the number against here; the API's rule still runs.
    return true;
  }
}

/** Regions whose numbers are never rewritten: the shop's phone rule leaves Vietnam's as the shopper wrote them. */
const WRITTEN_AS_TYPED = new Set(['VN']);

/**
 * The number in international format ("+353 85 123 4567") when it is a valid number of `region`, else exactly as
 * written. Shoppers type numbers the way they know them ("085 123 4567"); the API, the courier and the order lookup
 * then get one form that says which country it rings, whatever the site. Nothing is rewritten for Vietnam.
 */
export function internationalPhone(value: string, region: string): string {
  const code = region.toUpperCase();
  if (WRITTEN_AS_TYPED.has(code) || !isValidPhoneFor(value, code)) return value;
  try {
    return (
      parsePhoneNumberFromString(
        value.normalize('NFKC').trim(),
        code as CountryCode,
      )?.formatInternational() ?? value
    );
  } catch {
    return value;
  }
}
