import { useEffect } from 'react';

/** Stops the page behind a drawer or modal from scrolling, keeping the scrollbar's width so nothing shifts. */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    const scrollbar = window.innerWidth - documentElement.clientWidth;
    const previous = { overflow: body.style.overflow, padding: body.style.paddingInlineEnd };
    body.style.overflow = 'hidden';
    if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingInlineEnd = previous.padding;
    };
  }, [active]);
}
