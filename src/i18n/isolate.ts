/**
 * Text that keeps its own direction inside a sentence of the other one (Unicode first-strong isolate): a Latin phone
 * number, name or e-mail in Arabic text keeps its order ("050 123 4567", never "4567 123 050"), and its brackets
 * and punctuation stay on its own side. Empty text stays empty.
 */
export const isolate = (text: string): string => (text ? `\u2068${text}\u2069` : text);
