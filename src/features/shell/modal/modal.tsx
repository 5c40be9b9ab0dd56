import { useId, useRef, type ReactNode } from 'react';
import { useT } from '../../../i18n/index.ts';
import { useBodyScrollLock } from '../hooks/use-body-scroll-lock.ts';
import { useModalFocus } from '../hooks/use-modal-focus.ts';
import { usePresence } from '../hooks/use-presence.ts';
import { CloseIcon } from '../icons.tsx';
import { timing } from '../shell-constants.ts';
import * as styles from './modal.styles.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Where focus goes on close when the opener is gone. */
  returnFocusId?: string;
  children: ReactNode;
}

/**
 * A centred modal dialog (a bottom sheet on phones): labelled by its title, focus trapped, Escape, overlay click
 * and the close button close it, page scroll locked, focus given back on close. Children mount on every opening.
 */
export function Modal({ open, onClose, title, returnFocusId, children }: Props) {
  const t = useT();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { mounted, shown } = usePresence(open, timing.drawerClose);
  useModalFocus(ref, open && mounted, onClose, returnFocusId);
  useBodyScrollLock(open);
  if (!mounted) return null;
  return (
    <div className={styles.layer} data-shown={shown ? 'true' : 'false'}>
      <div className={styles.overlay} onClick={onClose} aria-hidden="true" />
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('WEB.SHELL.CLOSE')}>
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
