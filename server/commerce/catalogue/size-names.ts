/** A name in the languages the demo catalogue speaks besides English. */
interface OtherLanguages {
  ar: string;
  ja: string;
}

const w = (ar: string, ja: string): OtherLanguages => ({ ar, ja });

/** The size and fit-range names the demo catalogue (`server/catalogue/sizes.ts`) writes as words, by their English. */
const WORDS: Readonly<Record<string, OtherLanguages>> = {
  'One size': w('مقاس واحد', 'フリーサイズ'),
  Regular: w('عادي', 'レギュラー'),
  Petite: w('للقامة القصيرة', 'プチ'),
  Tall: w('للقامة الطويلة', 'トール'),
  Short: w('قصير', 'ショート丈'),
  Long: w('طويل', 'ロング丈'),
};

/**
 * Arabic counts 3 to 10 with a plural noun and 11 and over with a singular one: "2-3 سنوات" but "12-13 سنة", "3-6 أشهر"
 * but "12-18 شهرًا". The noun agrees with the range's last number.
 */
const arabicCount = (range: string, plural: string, singular: string) =>
  `${range} ${Number(range.split('-').pop()) > 10 ? singular : plural}`;

/** Names made of a number and a word ("2-3 years", "EU 36", "50 ml"): the pattern and its wording per language. */
const PATTERNS: readonly [RegExp, Record<'ar' | 'ja', (number: string) => string>][] = [
  [/^(\d+-\d+) years$/, { ar: (n) => arabicCount(n, 'سنوات', 'سنة'), ja: (n) => `${n}歳` }],
  [/^(\d+-\d+) months$/, { ar: (n) => arabicCount(n, 'أشهر', 'شهرًا'), ja: (n) => `${n}か月` }],
  [/^EU (\d+(?:\.\d+)?)$/, { ar: (n) => `أوروبي ${n}`, ja: (n) => `EU ${n}` }],
  [/^(\d+) ml$/, { ar: (n) => `${n} مل`, ja: (n) => `${n}ml` }],
  [/^(\d+) g$/, { ar: (n) => `${n} غ`, ja: (n) => `${n}g` }],
];

/**
 * A size's or fit range's name ("One size", "Regular", "2-3 years", "EU 36") in `language`, for the product page,
 * the bag and the size filter alike, so the three never disagree. Letter and number sizes (M, W30, S/M) read the
 * same in every language and stay as they are; so does every name in English or in a language the tables lack.
 * The name is only a label: sku ids, slugs and filter values never go through here.
 */
export function sizeNameIn(name: string, language: string): string {
  if (language !== 'ar' && language !== 'ja') return name;
  const word = WORDS[name];
  if (word) return word[language];
  for (const [pattern, wording] of PATTERNS) {
    const number = pattern.exec(name)?.[1];
    if (number !== undefined) return wording[language](number);
  }
  return name;
}
