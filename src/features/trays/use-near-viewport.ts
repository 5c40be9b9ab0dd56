import { useEffect, useRef, type RefObject } from 'react';
import { TRAY_LAZY_MARGIN_PX } from './tray-rules.ts';

/**
 * Calls `onNear` once, the first time the element comes within 500 px of the viewport (spec 2 section 9.2), so a tray
 * fetches only when the shopper may see it. Without IntersectionObserver it calls at once. Nothing runs on the server.
 */
export function useNearViewport<T extends Element>(
  enabled: boolean,
  onNear: () => void,
): RefObject<T | null> {
  const ref = useRef<T>(null);
  const callback = useRef(onNear);
  useEffect(() => {
    callback.current = onNear;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      callback.current();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        callback.current();
      },
      { rootMargin: `${TRAY_LAZY_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}
