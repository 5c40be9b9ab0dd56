import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * True when `value` is a phone number of `country` a courier could ring, written nationally ("07911 123456") or
 * internationally ("+44 7911 123456"). A well-formed number of another country is refused: the parcel goes to
 * `country`. Full-width digits (Japanese keyboards) count as digits.
 */
export function isValidPhoneFor(value: string, country: string): boolean {
  const text = value.normalize('NFKC').trim();
  if (text === '') return false;
  const number = parsePhoneNumberFromString(text, country as CountryCode);
  return number !== undefined && number.country === country && number.isValid();
}
