import { useCallback } from 'react';
import { localize, type LocalizedText } from '../content/index.ts';
import { useSiteContext } from '../sites/site-context.tsx';

/**
 * Resolve editor text written once or per language, for the shopper's language. The function stays the same while
 * the language does, so what is worked out from it (a size chart in one language) can be kept between renders.
 */
export function useLocalize(): (text: LocalizedText | undefined) => string {
  const { language, defaultLanguage } = useSiteContext();
  return useCallback((text) => localize(text, language, defaultLanguage), [language, defaultLanguage]);
}
