/**
 * Card number facts both the storefront's card form and the sandbox provider check: the Luhn check digit and the
 * scheme by prefix. Pure functions on digits; nothing here sees a key or an encrypted field.
 */

/** The Luhn checksum every card number carries in its last digit (catches a mistyped digit or two swapped). */
export function passesLuhn(digits: string): boolean {
  if (!/^[0-9]{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card scheme by its prefix, as payment providers name them. */
export function cardBrand(digits: string): 'visa' | 'mc' | 'amex' | 'card' {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mc';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'card';
}

/** A card is good through the last day of its expiry month (UTC). */
export function hasExpired(expiry: { month: number; year: number }, now: Date): boolean {
  return now.getTime() >= Date.UTC(expiry.year, expiry.month, 1);
}

/** A security code of the scheme's length: four digits for American Express, three for every other scheme. */
export function securityCodeFits(digits: string, code: string): boolean {
  return new RegExp(`^[0-9]{${cardBrand(digits) === 'amex' ? 4 : 3}}$`).test(code);
}
