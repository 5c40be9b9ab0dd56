/** Languages written right to left. */
export const RTL_LANGUAGES: readonly string[] = ['ar', 'iw', 'he', 'dv', 'ku', 'fa', 'ur'];

/** `rtl` for right-to-left languages, `ltr` for all others. */
export function textDirection(language: string): 'rtl' | 'ltr' {
  return RTL_LANGUAGES.includes(language.toLowerCase().slice(0, 2)) ? 'rtl' : 'ltr';
}
