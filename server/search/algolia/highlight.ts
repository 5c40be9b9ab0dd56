import { normalize } from '../engine/text.ts';

/** The words of a query as the engine matched them. */
export interface MatchedWords {
  word: string;
  tokens: string[];
  prefix: boolean;
}

/** Algolia's `_highlightResult` entry for one attribute value. */
export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`,
  );

/**
 * Wrap the words of `text` that a query matched in the highlight tags; the rest is escaped, so the value can be
 * shown as HTML safely (Algolia escapes highlighted values too).
 */
export function highlight(
  text: string,
  words: readonly MatchedWords[],
  pre: string,
  post: string,
): HighlightResult {
  const matched = new Set<string>();
  let highlightedLetters = 0;
  let letters = 0;
  let value = '';
  let last = 0;
  for (const found of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const token = found[0];
    const normal = normalize(token);
    letters += token.length;
    let length = 0;
    for (const word of words) {
      if (word.tokens.includes(normal)) {
        length =
          word.prefix && normal.startsWith(word.word)
            ? Math.min(word.word.length, token.length)
            : token.length;
        matched.add(word.word);
        break;
      }
    }
    value += escapeHtml(text.slice(last, found.index));
    if (length > 0) {
      value += `${pre}${escapeHtml(token.slice(0, length))}${post}${escapeHtml(token.slice(length))}`;
      highlightedLetters += length;
    } else value += escapeHtml(token);
    last = found.index + token.length;
  }
  value += escapeHtml(text.slice(last));
  const matchLevel = matched.size === 0 ? 'none' : matched.size === words.length ? 'full' : 'partial';
  return {
    value,
    matchLevel,
    matchedWords: [...matched],
    ...(matchLevel !== 'none' ? { fullyHighlighted: highlightedLetters === letters } : {}),
  };
}
