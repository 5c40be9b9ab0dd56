import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { shellIds } from './shell-constants.ts';

/**
 * A new page opened by a link or a form starts at its top, with the focus on the main content, as a page loaded from
 * the server would: otherwise a keyboard or screen-reader user is left on a link that no longer exists, and everyone
 * else mid-way down a page they have not read. Back and forward keep what the browser restores; a change of the
 * query alone (a filter, a colour) is the same page and keeps both.
 */
export function NavigationFocus() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType === 'POP') return;
    window.scrollTo({ top: 0 });
    document.getElementById(shellIds.main)?.focus({ preventScroll: true });
  }, [pathname, navigationType]);
  return null;
}
