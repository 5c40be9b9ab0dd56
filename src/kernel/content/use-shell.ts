import { useEffect, useState } from 'react';
import { useStores, type ShellContent } from '../stores/index.ts';

/**
 * The shell content of the current site and language, starting its load if nobody has. While another language of the
 * same site loads (a language switch), the previous language's shell stays on screen instead of a skeleton.
 * Call from an observer component.
 */
export function useShell(): { shell: ShellContent | null; loading: boolean } {
  const { site, content } = useStores();
  const location = site.location;
  const siteId = location?.site.siteId ?? '';
  const language = site.language;
  const defaultLanguage = location?.site.defaultLanguage ?? language;
  useEffect(() => {
    if (siteId) void content.loadShell(siteId, language, defaultLanguage);
  }, [content, siteId, language, defaultLanguage]);

  const state = siteId ? content.shell(siteId, language) : null;
  const ready = state?.status === 'ready' ? state.value : null;
  const [lastReady, setLastReady] = useState<ShellContent | null>(ready);
  if (ready && ready !== lastReady) setLastReady(ready);

  if (ready) return { shell: ready, loading: false };
  if (state?.status === 'loading') {
    return { shell: lastReady?.siteId === siteId ? lastReady : null, loading: true };
  }
  return { shell: null, loading: false };
}
