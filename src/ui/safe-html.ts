import { use } from 'react';

type Sanitize = (html: string) => string;

/**
 * Editorial HTML made safe to show, with the sanitiser loaded only when needed: strings the server sanitised and found
 * unchanged are shown as they are (the page vouches for them), anything else goes through the sanitiser, fetched the
 * first time some is needed. A page the server rendered from clean content thus never downloads it.
 */
export function createSafeHtml(loadSanitize: () => Promise<Sanitize>) {
  const knownClean = new Set<string>();
  let sanitize: Sanitize | undefined;
  let loading: Promise<unknown> | undefined;
  const load = () =>
    (loading ??= loadSanitize().then((loaded) => {
      sanitize = loaded;
    }));
  return {
    /** Trust these strings as clean. Only the page's own markup (which the server wrote) may say so. */
    trust(strings: readonly string[]): void {
      for (const html of strings) knownClean.add(html);
    },
    load,
    /** `html` safe to show; suspends the first time the sanitiser is needed, until it has loaded. */
    useSafeHtml(html: string): string {
      if (knownClean.has(html)) return html;
      if (!sanitize) use(load());
      return sanitize!(html);
    },
  };
}

const page = createSafeHtml(() => import('./sanitize-html.ts').then((module) => module.sanitizeHtml));

/** Trust strings the server vouched for in the page. */
export const trustCleanHtml = page.trust;
/** Fetch the sanitiser now (the server, and tests rendering synchronously). */
export const loadSanitizer = page.load;
/** Editorial HTML safe to put in the page. */
export const useSafeHtml = page.useSafeHtml;
