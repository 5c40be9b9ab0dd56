import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The origins of a site's enabled third-party scripts (`data/scripts/scripts.json`), read from disk per page so an
 * operator who adds a vendor sees it load on the next page with no restart. The page's CSP allows exactly these.
 */
export async function thirdPartyScriptOrigins(contentDir: string, siteId: string): Promise<string[]> {
  let scripts: unknown;
  try {
    scripts = (
      JSON.parse(await readFile(join(contentDir, siteId, 'data/scripts/scripts.json'), 'utf8')) as {
        scripts?: unknown;
      }
    ).scripts;
  } catch {
    return [];
  }
  if (!Array.isArray(scripts)) return [];
  const origins = new Set<string>();
  for (const script of scripts as Array<{ src?: unknown; enabled?: unknown }>) {
    if (script.enabled !== true || typeof script.src !== 'string' || !script.src.startsWith('https://'))
      continue;
    try {
      origins.add(new URL(script.src).origin);
    } catch {
      // Not a URL: content:check reports it; the page simply does not allow it.
    }
  }
  return [...origins];
}
