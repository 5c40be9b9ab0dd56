import type { LocalizedText } from './content-types.ts';

/** Pick the editor's text for a language: the language's own, else the site default's, else the first given. */
export function localize(
  text: LocalizedText | undefined,
  language: string,
  fallbackLanguage: string,
): string {
  if (text === undefined) return '';
  if (typeof text === 'string') return text;
  return text[language] ?? text[fallbackLanguage] ?? Object.values(text)[0] ?? '';
}
