import { useT } from '../../i18n/index.ts';
import { useDialogLayer } from '../../ui/hooks/use-dialog-layer.ts';
import * as styles from './site-overlays.styles.ts';

const noClose = () => {};

/** The full-screen maintenance page; the page behind cannot scroll or take focus while it shows. */
export function MaintenancePage({ siteName }: { siteName: string }) {
  const t = useT();
  const { ref, titleId, dialogProps } = useDialogLayer(true, noClose);
  return (
    <div ref={ref} {...dialogProps} className={styles.fullScreen} data-maintenance-page="">
      <div className={styles.panel}>
        <span className={styles.brand}>{siteName}</span>
        <h1 id={titleId}>{t('WEB.SITE.MAINTENANCE_TITLE')}</h1>
        <p>{t('WEB.SITE.MAINTENANCE_TEXT')}</p>
      </div>
    </div>
  );
}
