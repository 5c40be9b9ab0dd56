import { observer } from 'mobx-react-lite';
import { useT } from '../../i18n/index.ts';
import { Modal } from '../../ui/modal/modal.tsx';
import * as styles from './site-overlays.styles.ts';
import type { UpdateStore } from './update-store.ts';

interface Props {
  update: UpdateStore;
  supportCode: string;
  homePath: () => string;
}

/**
 * A newer build (offer a reload), a page download that failed (reloading in 2 s), and one that failed again after
 * that reload (the support code and 'continue shopping').
 */
export const UpdateModals = observer(function UpdateModals({ update, supportCode, homePath }: Props) {
  const t = useT();
  if (update.chunkFailure === 'failed') {
    return (
      <Modal
        open
        onClose={() => update.continueShopping(homePath())}
        title={t('WEB.SITE.REFRESH_ERROR_TITLE')}
      >
        <div data-refresh-error-modal="">
          <p>{t('WEB.SITE.REFRESH_ERROR_TEXT')}</p>
          <p className={styles.supportCode}>{t('WEB.ERROR.SUPPORT_CODE', { code: supportCode })}</p>
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.primaryButton}
              onClick={() => update.continueShopping(homePath())}
            >
              {t('WEB.ERROR.CONTINUE_SHOPPING')}
            </button>
          </div>
        </div>
      </Modal>
    );
  }
  if (update.chunkFailure === 'reloading' || update.updateAvailable) {
    const reloading = update.chunkFailure === 'reloading';
    return (
      <Modal
        open
        onClose={() => (reloading ? update.reload() : update.dismissUpdate())}
        title={t('WEB.ERROR.UPDATE_TITLE')}
      >
        <div data-update-modal={reloading ? 'reloading' : 'offered'}>
          <p aria-live="polite">
            {t(reloading ? 'WEB.SITE.UPDATE_RELOADING' : 'WEB.ERROR.UPDATE_DESCRIPTION')}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primaryButton} onClick={() => update.reload()}>
              {t('WEB.ERROR.RELOAD')}
            </button>
            {reloading ? null : (
              <button type="button" className={styles.secondaryButton} onClick={() => update.dismissUpdate()}>
                {t('WEB.SITE.UPDATE_LATER')}
              </button>
            )}
          </div>
        </div>
      </Modal>
    );
  }
  return null;
});
