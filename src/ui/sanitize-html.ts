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

/** Without a browser (server rendering), DOMPurify works on a window the caller provides (jsdom's). */
export function sanitizeWithWindow(window: Parameters<typeof DOMPurify>[0]): void {
  purifier = DOMPurify(window);
}

/**
 * Editorial HTML made safe: a small allow-list of tags, no scripts, no event handlers, no javascript: URLs, and
 * links opening a new tab get rel=noopener. With no DOM at all, every tag is stripped instead.
 */
export function sanitizeHtml(html: string): string {
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
