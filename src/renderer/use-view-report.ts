import { useEffect, useRef, type RefObject } from 'react';
import { useRenderer } from './renderer-context.tsx';

/** Share of a banner that must be visible before its view counts. */
export const BANNER_VIEW_THRESHOLD = 0.5;

/** Emits one `bannerView` analytics event the first time the element is at least half visible. */
export function useViewReport<T extends Element>(details: {
  type: string;
  id?: string;
  name?: string;
}): RefObject<T | null> {
  const ref = useRef<T>(null);
  const { analytics } = useRenderer();
  const { type, id, name } = details;
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (
          entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= BANNER_VIEW_THRESHOLD)
        ) {
          analytics.emit({ event: 'bannerView', blockType: type, blockId: id, name });
          observer.disconnect();
        }
      },
      { threshold: BANNER_VIEW_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [analytics, type, id, name]);
  return ref;
}
