/**
 * Text rules of the site search box and of values sent to the search index, and
 * where a search's rule redirect leads.
 */
import { sitePath } from '../../../sites/index.ts';

/** The search input's max length. */
export const SEARCH_MAX_LENGTH = 50;

/** Per-language suggestion threshold when the language sets none. */
export const DEFAULT_SUGGESTION_THRESHOLD = 1;

/** The query as typed, held to the input's max length even when it arrives pasted or from code. */
export function clampQuery(text: string): string {
  if (text.length <= SEARCH_MAX_LENGTH) return text;
  const cut = text.slice(0, SEARCH_MAX_LENGTH);
  // Cutting between the halves of a surrogate pair would leave a broken character (emoji, rare CJK).
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** An empty or blank submit does nothing. */
export function isSubmittable(query: string): boolean {
  return query.trim() !== '';
}

/** Suggestions are requested only for a non-empty query whose length reaches the language's threshold. */
export function reachesSuggestionThreshold(
  query: string,
  threshold: number = DEFAULT_SUGGESTION_THRESHOLD,
): boolean {
  const length = [...query.trim()].length;
  return length > 0 && length >= threshold;
}

/** Suggestion text without highlight markup or characters the suggestion index treats as operators. */
export function cleanSuggestionText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/[$%*!]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A filter value as the search index accepts it: letters of any script, digits, space, `>`, `-`, `.`, `_`. */
export function indexFilterValue(value: string): string {
  // Combining marks count as part of letters: Devanagari or Thai words are unreadable without them.
  return value.replace(/[^\p{L}\p{M}\p{Nd} >\-._]/gu, '');
}

/** A place to navigate to: inside the shop (an absolute path with the site base) or another site. */
export type Destination = { kind: 'internal'; path: string } | { kind: 'external'; url: string };

/**
 * A full URL is left for; a path is inside the site (`/sale`, `/product/...`) unless it already carries the site's
 * base path.
 */
export function destinationOf(target: string, basePath: string): Destination {
  const trimmed = target.trim();
  if (/^https?:\/\//i.test(trimmed)) return { kind: 'external', url: trimmed };
  const path = trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  const rest = path.slice(basePath.length);
  const inBase = basePath !== '' && path.startsWith(basePath) && (rest === '' || /^[/?#]/.test(rest));
  return { kind: 'internal', path: inBase ? path : sitePath(basePath, path) };
}
