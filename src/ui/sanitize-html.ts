import DOMPurify from 'dompurify';

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
  'small',
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'title', 'lang', 'dir'];

let purifier = DOMPurify;

/**
 * Results kept by their input: the server renders the same content for every request, and sanitises each string twice
 * per page (rendering it, then vouching for it), which on jsdom costs far more than a lookup. Bounded by characters
 * held, oldest first out.
 */
const remembered = new Map<string, string>();
const REMEMBERED_CHARACTERS = 2_000_000;
let rememberedCharacters = 0;

/** Without a browser (server rendering), DOMPurify works on a window the caller provides (jsdom's). */
export function sanitizeWithWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = DOMPurify(window);
  remembered.clear();
  rememberedCharacters = 0;
}

/**
 * Editorial HTML made safe: a small allow-list of tags, no scripts, no event handlers, no javascript: URLs, and
 * links opening a new tab get rel=noopener. With no DOM at all, every tag is stripped instead.
 */
export function sanitizeHtml(html: string): string {
  const known = remembered.get(html);
  if (known !== undefined) return known;
  const clean = purify(html);
  if (html.length + clean.length <= REMEMBERED_CHARACTERS) {
    remembered.set(html, clean);
    rememberedCharacters += html.length + clean.length;
    for (const [input, output] of remembered) {
      if (rememberedCharacters <= REMEMBERED_CHARACTERS) break;
      remembered.delete(input);
      rememberedCharacters -= input.length + output.length;
    }
  }
  return clean;
}

function purify(html: string): string {
  if (!purifier.isSupported) return html.replace(/<[^>]*>/g, '');
  const clean = purifier.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: /^(https?:|mailto:|tel:|\/|#)/i,
  });
  return clean.replace(/<a ([^>]*target="_blank"[^>]*)>/g, (match, attrs: string) =>
    attrs.includes('rel=') ? match : `<a ${attrs} rel="noopener noreferrer">`,
  );
}
