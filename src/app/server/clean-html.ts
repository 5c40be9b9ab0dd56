import { sanitizeHtml } from '../../ui/sanitize-html.ts';

/**
 * The strings of these content files that look like HTML and that the sanitiser leaves exactly as they are: the page
 * vouches for them, so the browser need not sanitise them again. Anything the sanitiser would change is left out, and
 * the browser sanitises it as it would any content.
 */
export function cleanHtmlOf(files: Record<string, string>): string[] {
  const clean = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.includes('<') && !clean.has(value) && sanitizeHtml(value) === value) clean.add(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  for (const text of Object.values(files)) {
    try {
      visit(JSON.parse(text));
    } catch {
      // A file that is not JSON vouches for nothing.
    }
  }
  return [...clean];
}
