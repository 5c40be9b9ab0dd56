import type { ApiSite } from '../api/api-client.ts';
import type { ContentService } from '../types/index.ts';
import { readShopMetadata } from '../api/shop-metadata.ts';
import type { KernelStores } from '../stores/shop-stores.ts';

/**
 * The site each commerce call is for, as the API client asks for it: it follows the URL (its folder and language
 * from the site store), with the site's public id from its config.json and the shop's siteTag from metadata-v2.json.
 * The composition root builds it, so the commerce services never hold the stores.
 */
export function createApiSite(
  stores: () => Pick<KernelStores, 'site' | 'content'>,
  content: ContentService,
): () => Promise<ApiSite> {
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
