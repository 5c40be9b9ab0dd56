import { useEffect, useMemo, useState } from 'react';
import type { ContentFileId } from '../../../schemas/content/content-paths.ts';
import type { ContentOf } from '../../content/index.ts';
import { useLocalize } from '../../i18n/index.ts';
import { createPriceFormatter, type PriceFormatter } from '../../sites/index.ts';
import { useStores } from '../stores/index.ts';

/** The current site's money format (prices in minor units). */
export function usePriceFormatter(): PriceFormatter {
  const { site } = useStores();
  const summary = site.site;
  const locale = site.locale;
  return useMemo(
    () => createPriceFormatter(locale, summary?.country ?? 'GB', summary?.currency ?? 'GBP'),
    [locale, summary?.country, summary?.currency],
  );
}

/** An optional per-language content file of the current site (badges, empty search), loaded after first render. */
export function useOptionalContent<Id extends ContentFileId>(id: Id): ContentOf<Id> | null {
  const { site, content } = useStores();
  const siteId = site.site?.siteId ?? '';
  const language = site.language;
  const [file, setFile] = useState<ContentOf<Id> | null>(null);
  content.plan(siteId, id, { language });
  useEffect(() => {
    let current = true;
    void content
      .loadOptional(siteId, id, language)
      .then((loaded) => current && setFile(loaded))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [content, siteId, language, id]);
  return file;
}

/** The language's badges.json by badge id (badges never block the grid). */
export function useBadges(): Readonly<Record<string, { label: string; color?: string; textColor?: string }>> {
  const localize = useLocalize();
  const file = useOptionalContent('badges');
  return useMemo(
    () =>
      Object.fromEntries(
        (file?.badges ?? []).map((badge) => [
          badge.id,
          {
            label: localize(badge.label),
            ...(badge.color ? { color: badge.color } : {}),
            ...(badge.textColor ? { textColor: badge.textColor } : {}),
          },
        ]),
      ),
    [file, localize],
  );
}
