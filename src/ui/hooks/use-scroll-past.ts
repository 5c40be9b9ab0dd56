import { useSyncExternalStore } from 'react';

/**
 * The page's scroll position as last seen by a scroll or resize event, or by a frame after the first subscriber came.
 * Never read while React commits: reading `scrollY` then makes the browser lay out the page in the middle of the
 * hydration's task, which made that task about a fifth longer.
 */
let seenScrollY = 0;
const listeners = new Set<() => void>();

function readScroll(): void {
  seenScrollY = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('scroll', readScroll, { passive: true });
    window.addEventListener('resize', readScroll, { passive: true });
    // A page opened already scrolled (a reload keeps the place) is seen at the next frame, its layout done by then.
    requestAnimationFrame(readScroll);
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    window.removeEventListener('scroll', readScroll);
    window.removeEventListener('resize', readScroll);
  };
}

/**
 * True once the page is scrolled further than `threshold()` pixels (read on every scroll, so it may depend on the
 * viewport). Passive listeners; false when rendered without a DOM.
 */
export function useScrollPast(threshold: () => number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => seenScrollY > threshold(),
    () => false,
  );
}
