import type { ReactNode } from 'react';
import { CloseButton } from '../close-button.tsx';
import { useDialogLayer } from '../hooks/use-dialog-layer.ts';
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
  const { ref, titleId, mounted, shown, dialogProps } = useDialogLayer(open, onClose, returnFocusId);
  if (!mounted) return null;
  return (
    <div className={styles.layer} data-shown={shown ? 'true' : 'false'}>
      <div className={styles.overlay} onClick={onClose} aria-hidden="true" />
      <div ref={ref} {...dialogProps} className={styles.dialog}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <CloseButton className={styles.close} onClick={onClose} />
      </div>
    </div>
  );
}
