import { observer } from 'mobx-react-lite';
import { useT } from '../../../i18n/index.ts';
import { useStores } from '../../../kernel/stores/index.ts';
import { shellIds } from '../shell-constants.ts';
import type { CountryChoice } from './country-choices.ts';
import * as styles from './site-settings-button.styles.ts';

interface Props {
  /** `compact`: "GB | EN" in the desktop header; `wide`: a row at the foot of the phone menu. */
  variant?: 'compact' | 'wide';
  /** The current site's entry of the country list, for the wide variant's names. */
  current?: CountryChoice;
  /** Runs before the modal opens (the phone menu closes itself first, so only one layer traps focus). */
  onBeforeOpen?: () => void;
}

/** Shows the current country and language ("GB | EN", no flags) and opens the site settings modal. */
export const SiteSettingsButton = observer(function SiteSettingsButton({
  variant = 'compact',
  current,
  onBeforeOpen,
}: Props) {
  const { site, ui } = useStores();
  const t = useT();
  const countryCode = site.site?.country ?? '';
  const codes = `${countryCode} | ${site.language.toUpperCase()}`;
  const open = () => {
    onBeforeOpen?.();
    ui.openModal('siteSettings');
  };
  if (variant === 'wide') {
    const language = current?.languages.find((entry) => entry.code === site.language)?.label;
    return (
      <button type="button" className={styles.wide} aria-haspopup="dialog" onClick={open}>
        <span className={styles.wideText}>
          <span>{t('WEB.SHELL.SHIPPING_TO', { country: current?.label ?? countryCode })}</span>
          {language && <small>{language}</small>}
        </span>
        <span className={styles.code}>{codes}</span>
      </button>
    );
  }
  return (
    <button
      id={shellIds.settingsButton}
      type="button"
      className={styles.compact}
      aria-haspopup="dialog"
      onClick={open}
      aria-label={`${t('WEB.SITE_SETTINGS.TITLE')}: ${codes}`}
    >
      {codes}
    </button>
  );
});
