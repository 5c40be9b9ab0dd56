import {
  DESCRIPTIONS_TRANSLATED,
  FITS_TRANSLATED,
  MATERIAL_PHRASES,
} from './catalogue-descriptions-translated.ts';
import {
  COLOUR_NAMES,
  MATERIAL_WORDS,
  NOUNS,
  STYLES,
  type OtherLanguages,
} from './catalogue-names-translated.ts';
import type { PaletteColour } from './palette.ts';

/** The languages the demo catalogue is written in besides English. */
export const OTHER_LANGUAGES = ['ar', 'ja'] as const;
type OtherLanguage = (typeof OTHER_LANGUAGES)[number];

/** A word in `language` from one of the tables; a word the tables lack stays in English rather than going missing. */
const wordIn = (table: Readonly<Record<string, OtherLanguages>>, word: string, language: OtherLanguage) =>
  table[word]?.[language] ?? word;

/** One entry per other language, each made by `make`. */
const perLanguage = (make: (language: OtherLanguage) => string): Record<OtherLanguage, string> =>
  Object.fromEntries(OTHER_LANGUAGES.map((language) => [language, make(language)])) as Record<
    OtherLanguage,
    string
  >;

/**
 * A product's name in Arabic and Japanese from the words of its English name. Arabic puts the noun first and the
 * material and style after it; Japanese keeps the English order, the material joined to the noun.
 */
export function nameIn(words: { style?: string | undefined; material?: string | undefined; noun: string }) {
  return perLanguage((language) => {
    const noun = wordIn(NOUNS, words.noun, language);
    const material = words.material ? wordIn(MATERIAL_WORDS, words.material, language) : '';
    const style = words.style ? wordIn(STYLES, words.style, language) : '';
    return language === 'ar'
      ? [noun, material, style].filter(Boolean).join(' ')
      : [style, `${material}${noun}`].filter(Boolean).join(' ');
  });
}

/** A palette colour's name in Arabic and Japanese. */
export const colourNameIn = (colour: PaletteColour) =>
  perLanguage((language) => wordIn(COLOUR_NAMES, colour.slug, language) || colour.name);

/** The sentences the generator drew (by group part and index, with each one's fit), in Arabic and Japanese. */
export function describeIn(
  group: string,
  drawn: readonly { part: 'opening' | 'detail' | 'care'; index: number; fit: number }[],
  {
    design,
    colour,
  }: { design: { brandName: string; noun: string; material: string }; colour: PaletteColour },
) {
  const sentences = DESCRIPTIONS_TRANSLATED[group];
  return perLanguage((language) =>
    drawn
      .map(({ part, index, fit }) =>
        (sentences?.[part][index]?.[language] ?? '')
          .replace('{brand}', design.brandName)
          .replace('{noun}', wordIn(NOUNS, design.noun, language))
          .replace('{material}', wordIn(MATERIAL_PHRASES, design.material, language))
          .replace('{colour}', colourNameIn(colour)[language])
          .replace('{fit}', FITS_TRANSLATED[fit]?.[language] ?? ''),
      )
      .filter(Boolean)
      .join(language === 'ja' ? '' : ' '),
  );
}
