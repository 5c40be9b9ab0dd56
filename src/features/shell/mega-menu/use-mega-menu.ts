import {
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { flushSync } from 'react-dom';
import { timing } from '../shell-constants.ts';
import { menuDom } from './menu-dom.ts';

/**
 * State and event handlers of the mega menu (WAI-ARIA disclosure navigation): which panel is open, hover intent
 * delays, touch first-tap-opens, keyboard moves mirrored for right-to-left, Escape, Tab out and outside clicks.
 */
export function useMegaMenu(rtl: boolean) {
  const [openKey, setOpenKey] = useState<string | null>(null);
  const navRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastPointer = useRef<string>('mouse');

  const schedule = (key: string | null, delay: number) => {
    clearTimeout(timer.current);
    if (delay <= 0) setOpenKey(key);
    else timer.current = setTimeout(() => setOpenKey(key), delay);
  };
  const close = () => schedule(null, 0);
  const openAndFocusFirst = (key: string) => {
    clearTimeout(timer.current);
    flushSync(() => setOpenKey(key));
    menuDom.panelLinks(menuDom.item(navRef.current, key))[0]?.focus();
  };

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (openKey === null) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (event.target instanceof Node && !navRef.current?.contains(event.target)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  });

  const itemProps = (key: string, hasPanel: boolean) => ({
    'data-nav-key': key,
    'data-open': openKey === key ? 'true' : undefined,
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType === 'touch' || !hasPanel) return;
      const focused = !!navRef.current?.contains(document.activeElement);
      schedule(key, openKey !== null || focused ? 0 : timing.navHoverDelay);
    },
    onPointerLeave: (event: PointerEvent) => {
      if (event.pointerType === 'touch') return;
      schedule(null, timing.navCloseDelay);
    },
  });

  const topLinkProps = (key: string, hasPanel: boolean) => ({
    'data-top-link': '',
    onPointerDown: (event: PointerEvent) => {
      lastPointer.current = event.pointerType;
    },
    onClick: (event: MouseEvent) => {
      const touch = lastPointer.current === 'touch';
      lastPointer.current = 'mouse';
      if (touch && hasPanel && openKey !== key) {
        event.preventDefault();
        schedule(key, 0);
      } else close();
    },
  });

  const toggleProps = (key: string) => ({
    'data-top-toggle': '',
    'aria-expanded': openKey === key,
    onClick: (event: MouseEvent) => {
      // A click with no pointer (Enter, Space, a screen reader) also moves focus to the panel's first link.
      if (openKey === key) close();
      else if (event.detail === 0) openAndFocusFirst(key);
      else schedule(key, 0);
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    const item = target.closest<HTMLElement>('[data-nav-key]');
    const key = item?.dataset.navKey;
    if (!item || !key) return;
    const items = menuDom.items(navRef.current);
    const index = items.indexOf(item);
    const inPanel = !!target.closest('[data-panel]');
    const hasPanel = !!menuDom.panel(item);
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const handled = () => event.preventDefault();

    if (event.key === 'Escape') {
      if (openKey === null) return;
      handled();
      close();
      (menuDom.toggle(item) ?? menuDom.topLink(item))?.focus();
      return;
    }
    if (inPanel) {
      const links = menuDom.panelLinks(item);
      const at = links.indexOf(target);
      const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: links.length - 1 }[event.key];
      if (to === undefined) return;
      handled();
      links[Math.max(0, Math.min(links.length - 1, to))]?.focus();
      return;
    }
    switch (event.key) {
      case forward:
      case backward:
      case 'Home':
      case 'End': {
        const to =
          { [forward]: index + 1, [backward]: index - 1, Home: 0, End: items.length - 1 }[event.key] ?? index;
        const next = items[to];
        if (!next) return;
        handled();
        menuDom.topLink(next)?.focus();
        return;
      }
      case 'ArrowDown':
        if (!hasPanel) return;
        handled();
        openAndFocusFirst(key);
        return;
    }
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (openKey === null) return;
    const open = menuDom.item(navRef.current, openKey);
    const next = event.relatedTarget;
    if (next instanceof Node ? open?.contains(next) : open?.matches(':hover')) return;
    close();
  };

  const onClick = (event: MouseEvent) => {
    if (event.target instanceof Element && event.target.closest('[data-panel] a')) close();
  };

  return { openKey, navRef, itemProps, topLinkProps, toggleProps, onKeyDown, onBlur, onClick };
}
