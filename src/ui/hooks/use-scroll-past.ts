import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}

/**
 * True once the page is scrolled further than `threshold()` pixels (read on every scroll, so it may depend on the
 * viewport). Passive listeners; false when rendered without a DOM.
 */
export function useScrollPast(threshold: () => number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > threshold(),
    () => false,
  );
}
