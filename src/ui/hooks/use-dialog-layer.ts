import { useId, useRef } from 'react';
import { DIALOG_CLOSE_MS } from '../timing.ts';
import { useBodyScrollLock } from './use-body-scroll-lock.ts';
import { useModalFocus } from './use-modal-focus.ts';
import { usePresence } from './use-presence.ts';

/**
 * What a modal layer (the dialog and the drawer) needs: it stays mounted for its exit transition, traps focus while
 * open (Escape closes, focus goes back on close), locks the page scroll, and gives its title an id to be named by.
 * `dialogProps` make the element holding `ref` a modal dialog named by the element with `titleId`.
 */
export function useDialogLayer(open: boolean, onClose: () => void, returnFocusId?: string) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { mounted, shown } = usePresence(open, DIALOG_CLOSE_MS);
  useModalFocus(ref, open && mounted, onClose, returnFocusId);
  useBodyScrollLock(open);
  const dialogProps = {
    role: 'dialog',
    'aria-modal': 'true',
    'aria-labelledby': titleId,
    tabIndex: -1,
  } as const;
  return { ref, titleId, mounted, shown, dialogProps };
}
