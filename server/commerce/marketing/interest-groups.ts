import { ApiError } from '../../api/api-error.ts';
import type { CommerceSite } from '../../api/site-directory.ts';
import { readContentFile } from '../../lib/content-files.ts';

const MAX_INTERESTS = 20;

/**
 * The interest ids a site offers in a language, or undefined when they cannot be known (interests are then not
 * checked). A site without the file offers none.
 */
export type InterestSource = (
  site: CommerceSite,
  language: string,
) => Promise<ReadonlySet<string> | undefined>;

interface InterestGroupsFile {
  groups?: { interests?: { id?: unknown }[] }[];
}

/** `{contentDir}/{siteId}/data/{language}/interestGroups.json`: the file the signup form is built from. */
export function interestsFromContent(contentDir: string): InterestSource {
  return async (site, language) => {
    if (!/^[a-z]{2}$/.test(language) || !site.languages.includes(language)) return new Set();
    const read = await readContentFile(contentDir, `${site.siteId}/data/${language}/interestGroups.json`);
    if (read.kind === 'absent') return new Set();
    // A broken (or refused) file is the operator's to fix; refusing every signup meanwhile would lose subscribers.
    if (read.kind === 'refused') return undefined;
    let file: InterestGroupsFile;
    try {
      file = JSON.parse(read.text.replace(/^\uFEFF/, '')) as InterestGroupsFile;
    } catch {
      return undefined;
    }
    const ids = (file.groups ?? []).flatMap((group) =>
      (group.interests ?? []).map((interest) => interest.id).filter((id) => typeof id === 'string'),
    );
    return new Set(ids as string[]);
  };
}

/**
 * The interest ids of a signup: comma-separated, each offered by the site's interest groups (when the content says
 * which are), at most 20; 400 MARKETING_INTERESTS otherwise.
 */
export async function checkInterests(
  raw: string,
  site: CommerceSite,
  language: string,
  interests: InterestSource,
): Promise<string[]> {
  const ids = [...new Set(raw.split(',').map((id) => id.trim()))].filter(Boolean);
  const offered = await interests(site, language);
  const unknown = ids.filter((id) => !/^[\w.:-]{1,64}$/.test(id) || (offered && !offered.has(id)));
  if (ids.length > MAX_INTERESTS || unknown.length > 0)
    throw new ApiError(400, 'MARKETING_INTERESTS', 'Unknown or too many interests', [
      {
        pointer: '/querystring/interests',
        rule: 'enum',
        message: unknown.length
          ? `not offered by this site: ${unknown.join(', ')}`
          : `at most ${MAX_INTERESTS} interests`,
      },
    ]);
  return ids;
}
