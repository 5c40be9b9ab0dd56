import { observer } from 'mobx-react-lite';
import { assignLocation } from './assign-location.ts';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../i18n/index.ts';
import { useStores, type ShellContent } from '../../../kernel/stores/index.ts';
import { ChevronIcon } from '../../../ui/icons.tsx';
import { Modal } from '../../../ui/modal/modal.tsx';
import { shellIds, timing } from '../shell-constants.ts';
import { countryChoices, otherSiteUrl } from './country-choices.ts';
import * as styles from './site-settings.styles.ts';

interface Props {
  shell: ShellContent | null;
  /** Full page load to another site (tests pass a spy). */
  assign?: (url: string) => void;
}

/**
 * The site settings modal (`ui.modal === 'siteSettings'`): shipping destination and preferred language. Saving the
 * current site switches language in place (same page, choice stored per site); another site is a full page load to
 * its address, keeping a category path; either way the country choice is stored.
 */
export const SiteSettingsModal = observer(function SiteSettingsModal({
  shell,
  assign = assignLocation,
}: Props) {
  const { ui } = useStores();
  const t = useT();
  const close = () => ui.closeModal();
  return (
    <Modal
      open={ui.modal === 'siteSettings'}
      onClose={close}
      title={t('WEB.SITE_SETTINGS.TITLE')}
      returnFocusId={shellIds.settingsButton}
    >
      <SiteSettingsForm shell={shell} assign={assign} onDone={close} />
    </Modal>
  );
});

const SiteSettingsForm = observer(function SiteSettingsForm({
  shell,
  assign,
  onDone,
}: Required<Props> & { onDone: () => void }) {
  const { site, memory } = useStores();
  const t = useT();
  const navigate = useNavigate();
  const { search } = useLocation();
  const id = useId();
  const choices = countryChoices(shell?.countryNavigation ?? null, site.sites, site.language);
  const currentSiteId = site.site?.siteId;
  const initial = choices.find((choice) => choice.siteId === currentSiteId) ?? choices[0];
  const [siteId, setSiteId] = useState(initial?.siteId ?? '');
  const [language, setLanguage] = useState(site.language);
  const country = choices.find((choice) => choice.siteId === siteId);
  const languages = country?.languages ?? [];
  const chosen = languages.find((entry) => entry.code === language) ?? languages[0];
  const otherSite = !!country && country.siteId !== currentSiteId;

  const chooseCountry = (value: string) => {
    setSiteId(value);
    setLanguage(choices.find((choice) => choice.siteId === value)?.languages[0]?.code ?? '');
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    onDone();
    if (!country || !chosen) return;
    memory.rememberCountry(country.code);
    if (otherSite) {
      assign(otherSiteUrl(chosen.url, site.location?.rest ?? '/', shell?.navTree ?? null));
      return;
    }
    if (chosen.code === site.language) return;
    const path = site.chooseLanguage(chosen.code);
    if (!path) return;
    if (site.switchReloads) site.reloadAfter(() => assign(`${path}${search}`), timing.languageSwitchReload);
    else navigate(`${path}${search}`);
  };

  return (
    <form className={styles.form} onSubmit={save}>
      <div className={styles.field}>
        <label htmlFor={`${id}-country`}>{t('WEB.SITE_SETTINGS.SHIPPING_DESTINATION')}</label>
        <div className={styles.selectWrap}>
          <select id={`${id}-country`} value={siteId} onChange={(event) => chooseCountry(event.target.value)}>
            {choices.map((choice) => (
              <option key={choice.siteId} value={choice.siteId}>
                {choice.label}
              </option>
            ))}
          </select>
          <ChevronIcon size={16} />
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-language`}>{t('WEB.SITE_SETTINGS.PREFERRED_LANGUAGE')}</label>
        <div className={styles.selectWrap}>
          <select
            id={`${id}-language`}
            value={chosen?.code ?? ''}
            onChange={(event) => setLanguage(event.target.value)}
          >
            {languages.map((entry) => (
              <option key={entry.code} value={entry.code} lang={entry.code}>
                {entry.label}
              </option>
            ))}
          </select>
          <ChevronIcon size={16} />
        </div>
      </div>
      {otherSite && country.note && <p className={styles.note}>{country.note}</p>}
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={onDone}>
          {t('WEB.SITE_SETTINGS.CANCEL')}
        </button>
        <button type="submit" className={styles.primary}>
          {(otherSite && country.ctaLabel) || t('WEB.SITE_SETTINGS.SAVE')}
        </button>
      </div>
    </form>
  );
});
