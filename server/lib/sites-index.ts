import { readdir } from 'node:fs/promises';
import { basePath, type SiteSummary as SharedSiteSummary } from '../../shared/site-paths.ts';
import { readContentFile, readContentJson, type WarnLogger } from './content-files.ts';
import { noteContentListing } from './content-reads.ts';

/** What the storefront needs to know about a site before it loads any of its content (`/content/sites.json`). */
export type SiteSummary = SharedSiteSummary & { locales: Record<string, string> };

/** The part of a logger the index needs: a skipped folder is worth a warning, never a failed page. */
export type { WarnLogger };

const isString = (value: unknown): value is string => typeof value === 'string';

/** A site is locked behind the site-wide gate while its config.json lists at least one `siteGate.credentials` pair. */
function hasGateCredentials(siteGate: unknown): boolean {
  if (typeof siteGate !== 'object' || siteGate === null) return false;
  const { credentials } = siteGate as { credentials?: unknown };
  return Array.isArray(credentials) && credentials.length > 0;
}

function toSummary(config: unknown): SiteSummary | string {
  if (typeof config !== 'object' || config === null) return 'config.json is not an object';
  const c = config as Record<string, unknown>;
  for (const key of ['siteId', 'name', 'country', 'countryFolder', 'defaultLanguage', 'currency']) {
    if (!isString(c[key])) return `config.json has no string "${key}"`;
  }
  if (!Array.isArray(c.languages) || !c.languages.every(isString))
    return 'config.json has no "languages" list';
  const locales =
    typeof c.locales === 'object' && c.locales !== null ? (c.locales as Record<string, string>) : {};
  const gated = hasGateCredentials(c.siteGate);
  return {
    siteId: c.siteId as string,
    name: c.name as string,
    country: c.country as string,
    countryFolder: c.countryFolder as string,
    languages: c.languages,
    defaultLanguage: c.defaultLanguage as string,
    currency: c.currency as string,
    locales,
    // Only the flag: the hashes never leave the server. The gate drops it for a visitor holding the site's pass.
    ...(gated ? { gated: true } : {}),
  };
}

/**
 * Scan the content root for site folders (any folder with a config.json), looked at on every call so a folder an
 * operator copies in shows up on the next page load (an unchanged config.json is not read again). Folders whose
 * config cannot be read are logged and skipped, and so is a folder or config.json that leads outside the content root.
 */
export async function readSitesIndex(contentDir: string, log?: WarnLogger): Promise<SiteSummary[]> {
  let entries;
  try {
    entries = await readdir(contentDir, { withFileTypes: true });
  } catch (error) {
    log?.warn({ contentDir, err: error }, 'content root cannot be read');
    return [];
  }
  noteContentListing(
    contentDir,
    entries.map((entry) => entry.name),
  );
  const sites: SiteSummary[] = [];
  for (const entry of entries) {
    if (entry.name.startsWith('.') || !(entry.isDirectory() || entry.isSymbolicLink())) continue;
    const config = await readContentFile(contentDir, `${entry.name}/config.json`, log ? { log } : {});
    // Not a site folder (media/, a folder being copied...), or refused (and logged) by the content reader.
    if (config.kind !== 'text') continue;
    const text = config.text;
    let summary: SiteSummary | string;
    try {
      summary = toSummary(JSON.parse(text.replace(/^\uFEFF/, '')));
    } catch (error) {
      summary = `config.json is not valid JSON: ${(error as Error).message}`;
    }
    if (typeof summary === 'string') {
      log?.warn({ folder: entry.name }, `site folder skipped: ${summary}`);
      continue;
    }
    if (summary.siteId !== entry.name) {
      log?.warn(
        { folder: entry.name },
        `siteId "${summary.siteId}" differs from its folder: the storefront reads /content/{siteId}/`,
      );
    }
    sites.push(summary);
  }
  return sites.sort((a, b) => (a.siteId < b.siteId ? -1 : a.siteId > b.siteId ? 1 : 0));
}

/** A site's URL base path: `/{countryFolder}/{language}`, or `/{language}-{country}` when it has no country folder. */
export function siteBasePath(site: SiteSummary, language = site.defaultLanguage): string {
  return basePath(site, language);
}

/** The site `/` leads to: metadata-v2.json `defaultSite` when it names a known site, else the first site. */
export async function readDefaultSite(
  contentDir: string,
  sites: SiteSummary[],
): Promise<SiteSummary | undefined> {
  // No or unreadable metadata: the first site.
  const metadata = await readContentJson<{ defaultSite?: unknown }>(contentDir, 'metadata-v2.json');
  return sites.find((site) => site.siteId === metadata?.defaultSite) ?? sites[0];
}
