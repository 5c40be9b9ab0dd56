import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CommerceContext } from '../../api/context.ts';
import type { CommerceSite } from '../../api/site-directory.ts';

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
    let file: InterestGroupsFile;
    try {
      const text = await readFile(
        join(contentDir, site.siteId, 'data', language, 'interestGroups.json'),
        'utf8',
      );
      file = JSON.parse(text.replace(/^\uFEFF/, '')) as InterestGroupsFile;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Set();
      // A broken file is the operator's to fix; refusing every signup meanwhile would lose subscribers.
      return undefined;
    }
    const ids = (file.groups ?? []).flatMap((group) =>
      (group.interests ?? []).map((interest) => interest.id).filter((id) => typeof id === 'string'),
    );
    return new Set(ids as string[]);
  };
}

export function interestSourceFor(context: CommerceContext): InterestSource {
  return interestsFromContent(context.contentDir);
}
