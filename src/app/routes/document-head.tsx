import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useStores } from '../../kernel/stores/index.ts';
import type { LocalizedText } from '../../content/index.ts';
import { useLocalize } from '../../i18n/index.ts';
import type { ShellContent } from '../../kernel/stores/index.ts';

export interface DocumentHead {
  title: string;
  description: string;
}

/**
 * The document title and description from seoData: the route's own entry, else what the page gives, else the site
 * defaults, through the site's title template. Pure, so the server writes the same head the browser would.
 */
export function documentHead(
  shell: ShellContent,
  localize: (text: LocalizedText | undefined) => string,
  page: { path: string; title?: LocalizedText; titleKey?: string; description?: LocalizedText },
): DocumentHead {
  const seo = shell.seoData;
  const route = seo?.routes?.[page.path];
  const pageTitle =
    localize(route?.title) ||
    localize(page.title) ||
    (page.titleKey ? catalogText(shell.catalog, page.titleKey) : '');
  const title = pageTitle
    ? (seo?.titleTemplate ?? '%s').replace('%s', pageTitle)
    : localize(seo?.defaults.title) || shell.config?.name || '';
  const description =
    localize(route?.description) || localize(page.description) || localize(seo?.defaults.description);
  return { title, description };
}

/** A string of a language file by its dotted key (`WEB.CART.TITLE`), '' when the file lacks it. */
function catalogText(catalog: Record<string, unknown> | null, key: string): string {
  let node: unknown = catalog;
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : '';
}

/** Keeps the document's title and description on the current page's. */
export const DocumentTitle = observer(function DocumentTitle({
  shell,
  path,
  title,
  titleKey,
  description,
}: {
  shell: ShellContent;
  path: string;
  title?: LocalizedText;
  titleKey?: string;
  description?: LocalizedText;
}) {
  const localize = useLocalize();
  const { pageEvents } = useStores();
  const { pathname } = useLocation();
  const head = documentHead(shell, localize, { path, title, titleKey, description });
  // One page view per path, sent through the data layer like every other event.
  useEffect(() => pageEvents.viewed(pathname), [pageEvents, pathname]);
  useEffect(() => {
    if (head.title) document.title = head.title;
    const meta = document.querySelector('meta[name="description"]');
    if (meta && head.description) meta.setAttribute('content', head.description);
  }, [head.title, head.description]);
  return null;
});
