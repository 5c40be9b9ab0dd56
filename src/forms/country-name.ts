import { useMemo } from 'react';

/** Country names in `language` ("United Kingdom", "المملكة المتحدة"), the code itself when the browser has none. */
export function useCountryName(language: string): (code: string) => string {
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (code: string) => {
      try {
        return names.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [language]);
}
