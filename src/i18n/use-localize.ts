import { localize, type LocalizedText } from '../content/index.ts';
import { useSiteContext } from '../sites/site-context.tsx';

/** Resolve editor text written once or per language, for the shopper's language. */
export function useLocalize(): (text: LocalizedText | undefined) => string {
  const { language, defaultLanguage } = useSiteContext();
  return (text) => localize(text, language, defaultLanguage);
}
