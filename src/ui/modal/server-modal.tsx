import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.ts';
import { CloseIcon } from '../icons.tsx';
import * as styles from './modal.styles.ts';

/**
 * A modal the server puts in the page, open from the first paint and looking as `Modal` does. It is a native dialog
 * whose close button is a form of method "dialog", so it closes before (or without) JavaScript; the app's own
 * `Modal` takes its place once it runs.
 */
export function ServerModal({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  const t = useT();
  const titleId = `${id}-title`;
  return (
    <dialog
      open
      id={id}
      className={`${styles.layer} ${styles.nativeDialog}`}
      data-shown="true"
      aria-labelledby={titleId}
    >
      <div className={styles.overlay} aria-hidden="true" />
      <div className={styles.dialog}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <form method="dialog">
          <button className={styles.close} aria-label={t('WEB.SHELL.CLOSE')}>
            <CloseIcon />
          </button>
        </form>
      </div>
    </dialog>
  );
}
