import { useMemo } from 'react';

/** Country names in `language` ("United Kingdom", "المملكة المتحدة"), the code itself when the runtime has none. */
export function countryNamesIn(language: string): (code: string) => string {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return (code: string) => {
    try {
      return names.of(code) ?? code;
    } catch {
      return code;
    }
  };
}

/** `countryNamesIn` for a component, made again only when the language changes. */
export function useCountryName(language: string): (code: string) => string {
  return useMemo(() => countryNamesIn(language), [language]);
}
