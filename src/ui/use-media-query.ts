import { useCallback, useSyncExternalStore } from 'react';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** The system setting for less motion: no smooth scrolling, slides, rotation or autoplay. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/**
 * Whether a media query matches, following changes; false without `matchMedia` (old test environments). On the
 * server (and while hydrating) it answers `serverValue`.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => canMatch() && window.matchMedia(query).matches,
    () => serverValue,
  );
}

/**
 * The shopper asked the system for less motion. `serverValue` is what the server assumes: blocks that would start
 * moving on their own pass `true`, so nothing moves before hydration.
 */
export function usePrefersReducedMotion(serverValue = false): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY, serverValue);
}
