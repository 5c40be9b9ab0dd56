import { useEffect, useEffectEvent, type RefObject } from 'react';
import { focusableIn } from './focusable.ts';

/**
 * Focus handling of a modal layer (drawer or dialog) while `active`: moves focus in (to `[data-autofocus]` or the first
 * focusable), keeps Tab inside, closes on Escape, and gives focus back to the opener (or `fallbackId`) on close.
 */
export function useModalFocus(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  onClose: () => void,
  fallbackId?: string,
): void {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    const node = ref.current;
    if (!active || !node) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const initial = node.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(node)[0] ?? node;
    initial.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(node);
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (!first || !last) {
        event.preventDefault();
        node.focus();
      } else if (event.shiftKey && (current === first || !node.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !node.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && !node.contains(event.target))
        (focusableIn(node)[0] ?? node).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      const target =
        opener && opener !== document.body && opener.isConnected
          ? opener
          : fallbackId
            ? document.getElementById(fallbackId)
            : null;
      target?.focus({ preventScroll: true });
    };
  }, [ref, active, fallbackId]);
}
