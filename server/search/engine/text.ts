/** Algolia's defaults: a word needs 4 letters before one typo is forgiven and 8 before two are. */
export const MIN_WORD_SIZE_FOR_1_TYPO = 4;
export const MIN_WORD_SIZE_FOR_2_TYPOS = 8;

/** Lowercase without accents, so "Café" and "cafe" are one word, as Algolia's normalisation does. */
export function normalize(text: string): string {
  // Printable ASCII has no accents to take off: most catalogue text, on every record and every query.
  if (/^[ -~]*$/.test(text)) return text.toLowerCase();
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
}

/** Words of any script; everything else separates. */
export function tokenize(text: string): string[] {
  return normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

export function typosAllowed(word: string): number {
  if (word.length >= MIN_WORD_SIZE_FOR_2_TYPOS) return 2;
  return word.length >= MIN_WORD_SIZE_FOR_1_TYPO ? 1 : 0;
}

/** Rows of the distance table, reused by every call (a query compares each of its words with the vocabulary). */
let rows = [new Int32Array(64), new Int32Array(64), new Int32Array(64)] as const;

/**
 * Edit distance counting a swap of neighbours as one typo (as Algolia does), giving up past `limit`: returns
 * `limit + 1` when the words are further apart.
 */
export function typoDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const width = b.length + 1;
  if (rows[0].length < width)
    rows = [new Int32Array(width * 2), new Int32Array(width * 2), new Int32Array(width * 2)];
  let [previous2, previous, current] = rows;
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const letter = a.charCodeAt(i - 1);
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1))
        value = Math.min(value, previous2[j - 2]! + 1);
      current[j] = value;
      rowBest = Math.min(rowBest, value);
    }
    if (rowBest > limit) return limit + 1;
    const spare = previous2;
    previous2 = previous;
    previous = current;
    current = spare;
  }
  return previous[b.length]!;
}
