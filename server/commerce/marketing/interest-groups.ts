import { ApiError } from '../../api/api-error.ts';
import type { CommerceSite } from '../../api/site-directory.ts';
import { readContentFile } from '../../lib/content-files.ts';

const MAX_INTERESTS = 20;

/** The interests a site offers: each marketing vendor's interest ids. */
export type OfferedInterests = ReadonlyMap<string, ReadonlySet<string>>;

/**
 * The interests a site offers in a language, or undefined when they cannot be known (interests are then not
 * checked). A site without the file offers none.
 */
export type InterestSource = (site: CommerceSite, language: string) => Promise<OfferedInterests | undefined>;

interface InterestGroupsFile {
  groups?: { vendor?: unknown; interests?: { id?: unknown }[] }[];
}

/** `{contentDir}/{siteId}/data/{language}/interestGroups.json`: the file the signup form is built from. */
export function interestsFromContent(contentDir: string): InterestSource {
  return async (site, language) => {
    if (!/^[a-z]{2}$/.test(language) || !site.languages.includes(language)) return new Map();
    const read = await readContentFile(contentDir, `${site.siteId}/data/${language}/interestGroups.json`);
    if (read.kind === 'absent') return new Map();
    // A broken (or refused) file is the operator's to fix; refusing every signup meanwhile would lose subscribers.
    if (read.kind === 'refused') return undefined;
    let file: InterestGroupsFile;
    try {
      file = JSON.parse(read.text.replace(/^\uFEFF/, '')) as InterestGroupsFile;
    } catch {
      return undefined;
    }
    const offered = new Map<string, Set<string>>();
    for (const group of file.groups ?? []) {
      if (typeof group.vendor !== 'string') continue;
      const ids = offered.get(group.vendor) ?? new Set<string>();
      for (const interest of group.interests ?? []) if (typeof interest.id === 'string') ids.add(interest.id);
      offered.set(group.vendor, ids);
    }
    return offered;
  };
}

/**
 * The interest ids of a signup: comma-separated, each offered by the site's interest groups (when the content says
 * which are) — by the named vendor's groups when the signup names one, a vendor the site has — at most 20;
 * 400 MARKETING_INTERESTS otherwise.
 */
export async function checkInterests(
  raw: string,
  site: CommerceSite,
  language: string,
  interests: InterestSource,
  vendor?: string,
): Promise<string[]> {
  const ids = [...new Set(raw.split(',').map((id) => id.trim()))].filter(Boolean);
  const offered = await interests(site, language);
  if (vendor !== undefined && offered && !offered.has(vendor))
    throw new ApiError(400, 'MARKETING_INTERESTS', 'Unknown marketing vendor', [
      { pointer: '/querystring/vendor', rule: 'enum', message: `not a vendor of this site: ${vendor}` },
    ]);
  const allowed =
    offered &&
    (vendor !== undefined ? offered.get(vendor) : new Set([...offered.values()].flatMap((set) => [...set])));
  const unknown = ids.filter((id) => !/^[\w.:-]{1,64}$/.test(id) || (allowed && !allowed.has(id)));
  if (ids.length > MAX_INTERESTS || unknown.length > 0)
    throw new ApiError(400, 'MARKETING_INTERESTS', 'Unknown or too many interests', [
      {
        pointer: '/querystring/interests',
        rule: 'enum',
        message: unknown.length
          ? `not offered by ${vendor ?? 'this site'}: ${unknown.join(', ')}`
          : `at most ${MAX_INTERESTS} interests`,
      },
    ]);
  return ids;
}

/**
 * How a vendor's signup is kept in a subscription's interests: the vendor itself (the address is on its list, even
 * with no interest ticked) and each of its interests as `vendor:interest`, so two vendors' same-named interests stay
 * apart in the one subscription of an address.
 */
export function vendorEntries(vendor: string, ids: readonly string[]): string[] {
  return [vendor, ...ids.map((id) => `${vendor}:${id}`)];
}
