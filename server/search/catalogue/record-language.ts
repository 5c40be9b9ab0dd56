import type { ProductRecord } from '../../../schemas/search/product-record.ts';
import type { FieldTranslations } from '../../lib/translated-text.ts';

/** A record's words in one language: the product name, its colour's name and its swatches' names, in order. */
export interface RecordWords {
  name: string;
  colorName: string;
  colors: string[];
}

/** A colour as a record names it: its own wording and its translations. */
interface NamedColour {
  name: string;
  translations?: FieldTranslations | null | undefined;
}

/**
 * The words of one record in every language its product and colours were translated into; a language with no
 * translation at all is left out, so the record answers in its own wording there.
 */
export function recordWords(
  product: { name: string; translations?: FieldTranslations | null | undefined },
  colour: NamedColour,
  swatches: readonly NamedColour[],
): Readonly<Record<string, RecordWords>> | undefined {
  const languages = new Set(
    [product.translations, colour.translations, ...swatches.map((swatch) => swatch.translations)].flatMap(
      (translations) => Object.values(translations ?? {}).flatMap((texts) => Object.keys(texts)),
    ),
  );
  if (!languages.size) return undefined;
  const nameIn = (named: NamedColour, language: string) => named.translations?.name?.[language] || named.name;
  return Object.fromEntries(
    [...languages].map((language) => [
      language,
      {
        name: product.translations?.name?.[language] || product.name,
        colorName: nameIn(colour, language),
        colors: swatches.map((swatch) => nameIn(swatch, language)),
      },
    ]),
  );
}

/** The shopper's text laid over a record the answer already copied (its swatches are copied again, not changed). */
export function wordsOver(record: ProductRecord, words: RecordWords | undefined): ProductRecord {
  if (!words) return record;
  record.name = words.name;
  record.colorName = words.colorName;
  record.colors = record.colors.map((swatch, index) => ({
    ...swatch,
    name: words.colors[index] ?? swatch.name,
  }));
  return record;
}
