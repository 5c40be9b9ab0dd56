import { useEffect, useRef, type RefObject } from 'react';

/**
 * Calls `onNear` once, the first time the element comes within `marginPx` of the viewport, so work the shopper may
 * never see (a tray's fetch, a video's player) waits until it is about to show. Without IntersectionObserver it calls
 * at once. Nothing runs on the server.
 */
export function useNearViewport<T extends Element>(
  enabled: boolean,
  onNear: () => void,
  marginPx: number,
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
      { rootMargin: `${marginPx}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled, marginPx]);
  return ref;
}
