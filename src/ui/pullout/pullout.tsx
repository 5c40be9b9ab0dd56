import type { CSSProperties, ReactNode } from 'react';
import { CloseButton } from '../close-button.tsx';
import { useDialogLayer } from '../hooks/use-dialog-layer.ts';
import * as styles from './pullout.styles.ts';

interface Props {
  open: boolean;
  onClose: () => void;
  /** The drawer's visible heading, which also names the dialog. */
  title: ReactNode;
  id?: string;
  /** The edge it slides from, in writing direction (right-to-left pages mirror it). */
  side?: 'start' | 'end';
  /** Where focus goes on close when the opener is gone (for example, the menu button's id). */
  returnFocusId?: string;
  /** The page's writing direction: right-to-left pages mirror the edge it slides from. */
  direction: 'ltr' | 'rtl';
  /** Sticky bottom area, e.g. a filter drawer's Apply button. */
  footer?: ReactNode;
  /** Its width in CSS pixels on a screen wide enough (default 420); narrower screens keep a strip of page beside it. */
  width?: number;
  children: ReactNode;
}

/**
 * A side drawer (the shell's pull-outs): a labelled modal dialog that slides in from the inline-start edge in 200 ms,
 * traps focus, closes on Escape, overlay click or its close button, locks page scroll and gives focus back on close.
 */
export function Pullout(props: Props) {
  const {
    open,
    onClose,
    title,
    id,
    side = 'start',
    direction,
    returnFocusId,
    footer,
    width,
    children,
  } = props;
  const { ref, titleId, mounted, shown, dialogProps } = useDialogLayer(open, onClose, returnFocusId);
  if (!mounted) return null;
  const fromStart = side === 'start';
  const from = (direction === 'rtl') === fromStart ? '100%' : '-100%';
  return (
    <div className={styles.layer} data-shown={shown ? 'true' : 'false'}>
      <div className={styles.overlay} onClick={onClose} data-pullout-overlay="" aria-hidden="true" />
      <div
        ref={ref}
        id={id}
        {...dialogProps}
        className={styles.drawer}
        data-side={side}
        style={
          { '--pullout-from': from, ...(width ? { '--pullout-width': `${width}px` } : {}) } as CSSProperties
        }
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <CloseButton className={styles.closeButton} onClick={onClose} />
        </div>
        <div className={styles.body}>{children}</div>
        {footer && <div className={styles.foot}>{footer}</div>}
      </div>
    </div>
  );
}
