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
