/**
 * How personalisation text and colour codes are cleaned, the same in the browser (as the shopper types) and in the
 * API (which decides): one module, so the two never disagree about what a maker can work.
 */

/** A colour code as shoppers type it: three or six hex digits, the `#` optional. */
export const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
/** Keycap emoji (1️⃣) are a digit plus marks: dropped whole, so no stray digit is left behind. */
const KEYCAP = /[0-9#*]\uFE0F?\u20E3/gu;
/** Typographic apostrophes are the same apostrophe to a maker. */
const APOSTROPHES = /[\u2018\u2019\u02BC]/gu;
/**
 * What a maker can stamp, stitch or cut: letters (with their combining marks), digits, spaces and . , ' & -.
 * Everything else goes: emoji, symbols, other punctuation, joiners, and variation selectors, which are marks too.
 */
const NOT_MAKEABLE = /[^\p{L}\p{Mn}\p{Mc}\p{Nd} .,'&-]|[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/gu;

/** Text as a maker can work it: NFC, one space between words, emoji and symbols removed. */
export function normaliseText(raw: string, uppercase = false): string {
  const text = raw
    .normalize('NFC')
    .replace(APOSTROPHES, "'")
    .replace(/\s+/gu, ' ')
    .replace(KEYCAP, '')
    .replace(NOT_MAKEABLE, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  return uppercase ? text.toUpperCase() : text;
}

/** `#rrggbb` in lower case for a valid colour code (three digits doubled), else undefined. */
export function normaliseHex(raw: string): string | undefined {
  const match = HEX_COLOUR.exec(raw.trim());
  if (!match) return undefined;
  const digits = match[1]!.toLowerCase();
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

/** Splits text where a reader sees one character end; absent where the runtime lacks `Intl.Segmenter`. */
const readerCharacters =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter('en', { granularity: 'grapheme' }) : undefined;

/**
 * A text's characters as a reader sees them (grapheme clusters): an emoji with its skin tone, a flag, a joined family
 * or a letter with its marks is one. Without `Intl.Segmenter`, code points.
 */
export function characters(text: string): string[] {
  return readerCharacters ? Array.from(readerCharacters.segment(text), (part) => part.segment) : [...text];
}

/** Characters of a text as the rules (and the shopper) count them: what a reader sees as one is one. */
export const characterCount = (text: string) => characters(text).length;
