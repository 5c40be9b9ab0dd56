import { useCallback, useEffect, useState } from 'react';

/** A pixel of slack: scroll positions are fractional on zoomed and high-density screens. */
const SLACK = 1;

/** What the previous/next buttons need: whether the row can move either way, and moving it by one view. */
export interface ScrollRow {
  canPrevious: boolean;
  canNext: boolean;
  previous: () => void;
  next: () => void;
}

/**
 * Pages a horizontally scrolled row by its visible width (scroll snapping lines the cards up). In right-to-left
 * pages the row starts at the right and scrolls towards negative offsets, so "next" goes left.
 */
export function useScrollRow(row: HTMLElement | null, rtl: boolean, itemCount: number): ScrollRow {
  const [edges, setEdges] = useState({ canPrevious: false, canNext: false });

  const measure = useCallback(() => {
    if (!row) return;
    const travelled = Math.abs(row.scrollLeft);
    const canPrevious = travelled > SLACK;
    const canNext = travelled + row.clientWidth < row.scrollWidth - SLACK;
    setEdges((old) =>
      old.canPrevious === canPrevious && old.canNext === canNext ? old : { canPrevious, canNext },
    );
  }, [row]);

  useEffect(() => {
    if (!row) return;
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resize?.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [row, measure, itemCount]);

  const move = (direction: 1 | -1) => {
    // jsdom has no scrolling.
    if (!row || typeof row.scrollBy !== 'function') return;
    row.scrollBy({ left: direction * (rtl ? -1 : 1) * row.clientWidth });
  };
  return { ...edges, previous: () => move(-1), next: () => move(1) };
}
