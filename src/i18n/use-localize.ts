import { localize, type LocalizedText } from '../content/index.ts';
import { useStores } from '../stores/index.ts';

/** Resolve editor text written once or per language, for the shopper's language. */
export function useLocalize(): (text: LocalizedText | undefined) => string {
  const { site } = useStores();
  const language = site.language;
  const fallback = site.site?.defaultLanguage ?? language;
  return (text) => localize(text, language, fallback);
}
