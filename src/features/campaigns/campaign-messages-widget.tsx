import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { dateFormatter, useLocalize, useT } from '../../i18n/index.ts';
import { useStores } from '../../kernel/stores/index.ts';
import type { CampaignLocation } from './stores/campaigns-store.ts';
import { useShell } from '../../kernel/content/use-shell.ts';
import * as styles from './campaign-messages.styles.ts';
import { campaignsStore } from './stores/campaigns-store.ts';

const END_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', timeZone: 'UTC' };

/**
 * The running campaigns' messages for one place in the shop (`settings.location`, HOMEPAGE by default), from the
 * site's campaign files. A campaign leaves as it ends, with no reload; none running, nothing shows.
 */
export const CampaignMessagesWidget = observer(function CampaignMessagesWidget({
  title,
  settings,
}: {
  title?: string;
  settings: Record<string, unknown>;
}) {
  const { site, build, content } = useStores();
  const { shell } = useShell();
  const t = useT();
  const localize = useLocalize();
  const [store] = useState(() => build(campaignsStore));
  const siteId = site.location?.site.siteId;
  const names = shell?.config?.campaigns ?? [];
  const namesKey = names.join(',');
  if (siteId) for (const name of names) content.plan(siteId, 'campaign', { name });
  useEffect(() => {
    if (siteId) void store.watch(siteId, namesKey ? namesKey.split(',') : []);
    return () => store.stop();
  }, [store, siteId, namesKey]);

  const campaigns = store.at((settings.location as CampaignLocation | undefined) ?? 'HOMEPAGE');
  if (!campaigns.length) return null;
  const endDate = dateFormatter(site.locale, END_DATE);
  return (
    <section className={styles.band} aria-label={title ?? t('WEB.SITE.CAMPAIGNS')}>
      <ul className={styles.list}>
        {campaigns.map((campaign) => (
          <li key={campaign.name} className={styles.item} data-campaign={campaign.name}>
            {campaign.title ? <h3>{localize(campaign.title)}</h3> : null}
            {campaign.message ? <p>{localize(campaign.message)}</p> : null}
            {campaign.end ? (
              <small>{t('WEB.SITE.CAMPAIGN_ENDS', { date: endDate(new Date(campaign.end)) })}</small>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
});
