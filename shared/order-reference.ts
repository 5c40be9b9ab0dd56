/**
 * The shape of the shop's order references, shared by the server that makes them and the checks that read them (the
 * content check holds each site's contact form to it), so a form can never refuse the shop's own order numbers.
 * Pure functions, no imports.
 */

/** Base32 (RFC 4648): capitals and 2 to 7, none of 0, 1, 8 or 9 that read like O, I, B or g on the phone. */
export const ORDER_REFERENCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Random characters after the site code: 50 bits, too many to guess, few enough to read out. */
export const ORDER_REFERENCE_RANDOM_LENGTH = 10;

/** Any reference the shop makes: a site code of one to four letters or digits, then the random characters. */
export const SHOP_ORDER_REFERENCE_PATTERN = '^[A-Z0-9]{1,4}[A-Z2-7]{10}$';

/** The site code a reference starts with: the site id's first four letters or digits, in capitals ("UK"). */
export function orderReferencePrefix(siteId: string): string {
  return siteId
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 4)
    .toUpperCase();
}

/** The reference of a site from random bytes (one per character; only the low five bits count): "UKAWRW2PTMWI". */
export function orderReferenceFrom(siteId: string, random: Uint8Array): string {
  if (random.length < ORDER_REFERENCE_RANDOM_LENGTH)
    throw new RangeError(`an order reference needs ${ORDER_REFERENCE_RANDOM_LENGTH} random bytes`);
  const characters = [...random.subarray(0, ORDER_REFERENCE_RANDOM_LENGTH)].map(
    (byte) => ORDER_REFERENCE_ALPHABET[byte % 32],
  );
  return `${orderReferencePrefix(siteId)}${characters.join('')}`;
}

/**
 * References a site could give its shoppers, from the first and last characters of the alphabet (all letters, all
 * digits, a mix): what a form's order-number rule is checked against.
 */
export function sampleOrderReferences(siteId: string): string[] {
  const prefix = orderReferencePrefix(siteId);
  return ['AWRW2PTMWI', '2345672345', 'Z7Y6X5W4V3'].map((random) => `${prefix}${random}`);
}
