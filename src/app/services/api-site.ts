import type { ApiSite } from '../../kernel/api/api-client.ts';
import type { ContentService } from '../../kernel/types/index.ts';
import { readShopMetadata } from './shop-metadata.ts';
import type { RootStore } from '../../kernel/stores/index.ts';

/**
 * The site each commerce call is for, as the API client asks for it: it follows the URL (its folder and language
 * from the site store), with the site's public id from its config.json and the shop's siteTag from metadata-v2.json.
 * Built here, in the composition root, so the commerce services never hold the stores.
 */
export function createApiSite(stores: () => RootStore, content: ContentService): () => Promise<ApiSite> {
  let siteTag: Promise<string> | undefined;
  return async () => {
    const { site, content: contentStore } = stores();
    const location = site.location;
    if (!location) throw new Error('No site in the URL for the commerce API');
    const { siteId, defaultLanguage, countryFolder } = location.site;
    siteTag ??= readSiteTag(content).catch((error: unknown) => {
      siteTag = undefined;
      throw error;
    });
    const [tag] = await Promise.all([
      siteTag,
      contentStore.loadShell(siteId, location.language, defaultLanguage),
    ]);
    const shell = contentStore.shell(siteId, location.language);
    const config = shell.status === 'ready' ? shell.value.config : null;
    return {
      siteTag: tag,
      sitePublicId: config?.sitePublicId ?? siteId,
      countryFolder,
      language: location.language,
    };
  };
}

/** The shop's site tag, sent with every API call (empty when the metadata names none). */
export async function readSiteTag(content: ContentService): Promise<string> {
  const metadata = (await readShopMetadata(content)) as { siteTag?: unknown };
  return typeof metadata.siteTag === 'string' ? metadata.siteTag : '';
}
