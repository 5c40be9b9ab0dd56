import { AsyncLocalStorage } from 'node:async_hooks';
import { SSR_IMPORT_NOTE } from '../../../schemas/server-render.ts';

const pages = new AsyncLocalStorage<Set<string>>();

// The server render's build calls this as each dynamic import of the storefront starts (vite-plugin-ssr-imports).
Object.assign(globalThis, { [SSR_IMPORT_NOTE]: (key: string) => pages.getStore()?.add(key) });

/**
 * Run one page's render, recording every module it loads on demand, however deep in the render: `used()` gives them,
 * sorted, so the same page lists the same chunks.
 */
export function recordUsedModules<T>(render: (used: () => string[]) => Promise<T>): Promise<T> {
  const used = new Set<string>();
  return pages.run(used, () => render(() => [...used].sort()));
}
