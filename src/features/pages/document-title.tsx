import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { LocalizedText } from '../../content/index.ts';
import { useLocalize } from '../../i18n/index.ts';
import type { ShellContent } from '../../stores/index.ts';

/**
 * Sets the document title and description from seoData: the route's own entry, else what the page gives, else the
 * site defaults, through the site's title template.
 */
export const DocumentTitle = observer(function DocumentTitle({
  shell,
  path,
  title,
  description,
}: {
  shell: ShellContent;
  path: string;
  title?: LocalizedText;
  description?: LocalizedText;
}) {
  const localize = useLocalize();
  const seo = shell.seoData;
  const route = seo?.routes?.[path];
  const pageTitle = localize(route?.title) || localize(title);
  const fullTitle = pageTitle
    ? (seo?.titleTemplate ?? '%s').replace('%s', pageTitle)
    : localize(seo?.defaults.title) || shell.config?.name || '';
  const fullDescription =
    localize(route?.description) || localize(description) || localize(seo?.defaults.description);
  useEffect(() => {
    if (fullTitle) document.title = fullTitle;
    const meta = document.querySelector('meta[name="description"]');
    if (meta && fullDescription) meta.setAttribute('content', fullDescription);
  }, [fullTitle, fullDescription]);
  return null;
});
