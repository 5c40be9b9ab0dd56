import type { GateCredentials } from '../../shared/site-gate.ts';
import { findContentFile, readContentFile } from './content-files.ts';

const isPair = (value: unknown): value is GateCredentials =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as GateCredentials).username === 'string' &&
  typeof (value as GateCredentials).password === 'string';

/** The configured pairs of a parsed config.json; none means the site is open. */
export function gateCredentialsOf(config: unknown): GateCredentials[] {
  if (typeof config !== 'object' || config === null) return [];
  const { siteGate } = config as { siteGate?: { credentials?: unknown } };
  const credentials = siteGate?.credentials;
  return Array.isArray(credentials) ? credentials.filter(isPair) : [];
}

/** No typed pair hashes to this (hashes are hex): a site holding it is shut to every visitor. */
const SHUT: GateCredentials = { username: 'refused', password: 'refused' };

/** True when the pairs are the shut marker: the site's config.json was refused, so it is no site yet, not a locked one. */
export const isShutSite = (pairs: readonly GateCredentials[]): boolean => pairs.includes(SHUT);

/** The pairs last read from each config.json, with the file's modification time and size when it was read. */
const known = new Map<string, { mtimeMs: number; size: number; pairs: GateCredentials[] }>();

/**
 * The pairs of a site, checked against its config.json on every call so an operator locks or opens a site without a
 * restart; the file is parsed again only when it changed, as every content file and API call of a site asks this.
 * A site id that is not a folder of the content root (or an unreadable config) has none. A config.json the content
 * reader refuses (over the cap, leading outside the content root, or failing its checks with no last good version)
 * shuts its site rather than opening it.
 */
export async function readGateCredentials(contentDir: string, siteId: string): Promise<GateCredentials[]> {
  if (siteId.includes('/')) return [];
  const path = `${siteId}/config.json`;
  const file = await findContentFile(contentDir, path);
  if (file.kind === 'refused') return [SHUT];
  if (file.kind === 'absent') return [];
  const { mtimeMs, size } = file.stats;
  const cached = known.get(file.path);
  if (cached?.mtimeMs === mtimeMs && cached.size === size) return cached.pairs;
  // A config that never passed its checks (its last good version is used otherwise) shuts its site too.
  const read = await readContentFile(contentDir, path);
  if (read.kind === 'refused') return [SHUT];
  let pairs: GateCredentials[] = [];
  try {
    pairs = gateCredentialsOf(JSON.parse((read.kind === 'text' ? read.text : '').replace(/^\uFEFF/, '')));
  } catch {
    // Unreadable or not JSON: open, as the sites index skips such a folder too.
  }
  known.set(file.path, { mtimeMs, size, pairs });
  return pairs;
}

/** True for a site's config.json below the content root (`<site>/config.json`): the one file holding the hashes. */
export const isSiteConfigPath = (relativePath: string): boolean => /^[^/]+\/config\.json$/.test(relativePath);

/**
 * config.json as the browser may see it: without `siteGate`, whose short hashes could be guessed offline. The sites
 * index tells the storefront whether to show the overlay. Text that is not a JSON object is served as written, so the
 * storefront reports the operator's mistake as before.
 */
export function withoutGateCredentials(text: string): string {
  let config: unknown;
  try {
    config = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return text;
  }
  if (typeof config !== 'object' || config === null || !('siteGate' in config)) return text;
  const { siteGate: _hidden, ...open } = config as Record<string, unknown>;
  return JSON.stringify(open, null, 2);
}
