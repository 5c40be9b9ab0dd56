/**
 * The Japanese default-address rule both sides run: for a Japanese locale, the first address of that locale of each
 * type becomes the default when none of that type and locale is. The server applies it when the book is listed or
 * an address added; the storefront asks for it when the book it shows still lacks such a default.
 */

/** A Japanese locale (`ja`, `ja-JP`): the only locale the rule applies to. */
export const isJapaneseLocale = (locale: string): boolean => /^ja(-|$)/.test(locale);

/**
 * The addresses to make default: per group (one group per address type), the first of `locale` where none of that
 * locale is default; none outside a Japanese locale.
 */
export function japaneseDefaultsWanted<Address>(
  locale: string,
  groups: readonly (readonly Address[])[],
  read: (address: Address) => { locale: string; isDefault: boolean },
): Address[] {
  if (!isJapaneseLocale(locale)) return [];
  return groups.flatMap((group) => {
    const ofLocale = group.filter((address) => read(address).locale === locale);
    return ofLocale.length > 0 && !ofLocale.some((address) => read(address).isDefault) ? [ofLocale[0]!] : [];
  });
}
