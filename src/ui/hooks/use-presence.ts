import { useEffect, useState } from 'react';

const nextFrame = (callback: () => void): (() => void) => {
  if (typeof requestAnimationFrame !== 'function') {
    const id = setTimeout(callback, 16);
    return () => clearTimeout(id);
  }
  let inner = 0;
  const outer = requestAnimationFrame(() => {
    inner = requestAnimationFrame(callback);
  });
  return () => {
    cancelAnimationFrame(outer);
    cancelAnimationFrame(inner);
  };
};

/**
 * Keeps a layer mounted for its exit animation: `mounted` stays true `exitMs` after `open` turns false, and `shown`
 * turns true one frame after mounting so the enter transition runs from the closed state.
 */
export function usePresence(open: boolean, exitMs: number): { mounted: boolean; shown: boolean } {
  const [closing, setClosing] = useState(false);
  const [shown, setShown] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  if (wasOpen !== open) {
    setWasOpen(open);
    setClosing(!open);
    if (!open) setShown(false);
  }
  useEffect(() => {
    if (open) return nextFrame(() => setShown(true));
    if (!closing) return;
    const id = setTimeout(() => setClosing(false), exitMs);
    return () => clearTimeout(id);
  }, [open, closing, exitMs]);
  return { mounted: open || closing, shown: open && shown };
}
