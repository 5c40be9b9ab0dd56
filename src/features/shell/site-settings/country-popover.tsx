import { useId } from 'react';
import { useT } from '../../../i18n/index.ts';
import type { CountryChoice } from './country-choices.ts';
import * as styles from './country-popover.styles.ts';

interface Props {
  /** The site the shopper is on. */
  current: CountryChoice | undefined;
  /** The site suggested for the detected country. */
  suggested: CountryChoice;
  onStay: () => void;
  onContinue: () => void;
  onDismiss: () => void;
}

/**
 * A small non-modal dialog under the header: "Shopping from {country}?" with Stay and Continue. It does not take
 * focus (it appears on load); Escape dismisses it.
 */
export function CountryPopover({ current, suggested, onStay, onContinue, onDismiss }: Props) {
  const t = useT();
  const titleId = useId();
  const siteName = current?.label ?? '';
  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      className={styles.popover}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
    >
      <h2 id={titleId}>{t('WEB.COUNTRY_POPOVER.TITLE', { country: suggested.label })}</h2>
      <p>{t('WEB.COUNTRY_POPOVER.TEXT', { site: siteName })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.stay} onClick={onStay}>
          {t('WEB.COUNTRY_POPOVER.STAY', { site: siteName })}
        </button>
        <button type="button" className={styles.go} onClick={onContinue}>
          {suggested.ctaLabel ?? t('WEB.COUNTRY_POPOVER.GO')}
        </button>
      </div>
    </div>
  );
}
