import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** Fewer digits than this is no phone number: an empty stored phone must never match an empty given one. */
const MIN_PHONE_DIGITS = 6;

const digitsOf = (phone: string) => phone.normalize('NFKC').replace(/\D/g, '');

function parsed(phone: string, region?: CountryCode) {
  try {
    return parsePhoneNumberFromString(phone.normalize('NFKC'), region);
  } catch {
    return undefined;
  }
}

/** The country an internationally written number rings ("+44 ..." is GB), or undefined for a national one. */
function countryOf(phone: string): CountryCode | undefined {
  const number = parsed(phone);
  return number?.country ?? number?.getPossibleCountries()[0];
}

/**
 * True when two ways of writing a phone name the same number: the same digits ("020 7946 0321", "(020) 7946-0321"),
 * or, when one is written internationally, the same number once the other is read in that one's country
 * ("+44 7911 123456", "07911 123456"). The checkout stores numbers internationally, shoppers look their orders up with
 * the number as they know it, and older orders keep the form they were placed with.
 */
export function samePhoneNumber(given: string, stored: string): boolean {
  const digits = digitsOf(given);
  if (digits.length < MIN_PHONE_DIGITS) return false;
  if (digits === digitsOf(stored)) return true;
  const region = countryOf(given) ?? countryOf(stored);
  if (!region) return false;
  const number = parsed(given, region)?.number;
  return number !== undefined && number === parsed(stored, region)?.number;
}
