/**
 * Text a shopper reads, as the catalogue and the content carry it in each language: one record per text, keyed by
 * language (`{ en: 'Winter Sale', ar: 'تخفيضات الشتاء' }`). The server resolves it for the session's (or the
 * request's) language, falling back to English, then to whatever was written.
 */
export type Translations = Readonly<Record<string, string>>;

/**
 * The translations of a row's text fields, by field (`{ name: { ar: '…', ja: '…' } }`), as the `translations` column
 * of a table keeps them. The row's own column still holds the wording the site was written in.
 */
export type FieldTranslations = Readonly<Record<string, Translations>>;

/** The language every text falls back to when the shopper's is missing. */
export const FALLBACK_LANGUAGE = 'en';

/**
 * A content text (a string, or one per language) in `language`: its own wording, else English, else the first given.
 * A plain string is the same in every language.
 */
export function textIn(text: unknown, language: string): string | undefined {
  if (typeof text === 'string') return text;
  if (!text || typeof text !== 'object') return undefined;
  const texts = text as Record<string, unknown>;
  const found = [texts[language], texts[FALLBACK_LANGUAGE], ...Object.values(texts)].find(
    (value) => typeof value === 'string' && value !== '',
  );
  return found as string | undefined;
}

/** A content text as a translations record: a plain string becomes the `fallback` language's wording. */
export function translationsOf(text: unknown, fallback = FALLBACK_LANGUAGE): Translations {
  if (typeof text === 'string') return { [fallback]: text };
  if (!text || typeof text !== 'object') return {};
  return Object.fromEntries(
    Object.entries(text).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** A row's field in `language`: its translation when one is kept, else the row's own wording. */
export function fieldIn(
  translations: FieldTranslations | null | undefined,
  field: string,
  language: string,
  own: string,
): string {
  return translations?.[field]?.[language] || own;
}

/** One text in each of `languages`, as a translations record: what a copy keeps so it reads in every one of them. */
export function translationsIn(
  languages: readonly string[],
  text: (language: string) => string,
): Translations {
  return Object.fromEntries(languages.map((language) => [language, text(language)]));
}
