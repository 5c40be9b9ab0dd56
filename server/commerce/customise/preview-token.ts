import { CUSTOMISE_LIMITS } from '../../../schemas/api/customise.schema.ts';

/** Longer than any normalised choice of any product encodes to; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 600;
const TOKEN = /^[A-Za-z0-9_-]+$/;

/** A normalised choice as a URL-safe token: base64url of its JSON, keys in the product's option order. */
export const encodeSelection = (selected: Readonly<Record<string, string>>) =>
  Buffer.from(JSON.stringify(selected), 'utf8').toString('base64url');

/** The choice a token carries, or undefined when it is not a small object of strings. */
export function decodeSelection(token: string): Record<string, string> | undefined {
  if (token.length > MAX_TOKEN_LENGTH || !TOKEN.test(token)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length > CUSTOMISE_LIMITS.maxOptions) return undefined;
  if (!entries.every(([, text]) => typeof text === 'string')) return undefined;
  return Object.fromEntries(entries) as Record<string, string>;
}

/**
 * Where the personalised picture of a product colour is drawn. The same choice always gives the same URL, so
 * browsers and caches keep one copy per choice.
 */
export const previewPath = (
  productId: string,
  colourSlug: string,
  selected: Readonly<Record<string, string>>,
) =>
  `/media/customised/${encodeURIComponent(productId)}/${encodeURIComponent(colourSlug)}.svg?o=${encodeSelection(selected)}`;
