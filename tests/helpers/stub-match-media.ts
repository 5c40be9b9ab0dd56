import { vi } from 'vitest';

/**
 * Stubs `window.matchMedia` (jsdom has none) so that a query matches when it contains one of `matching`, e.g.
 * `['reduced-motion']`; listeners are accepted and never called. Undo with `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia(matching: readonly string[]) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matching.some((part) => query.includes(part)),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
