import { preloadBlocks } from '../../renderer/index.ts';
import type { PrepareContext, PrepareOutcome } from '../../routing/route-types.ts';

/** Load a content page's file and its blocks' code; a missing file makes the path a 404. */
export async function prepareContentPage(name: string, context: PrepareContext): Promise<PrepareOutcome> {
  const { stores, siteId, language } = context;
  await stores.content.loadPage(siteId, language, name).catch(() => undefined);
  const page = stores.content.page(siteId, language, name);
  if (page.status === 'ready') await preloadBlocks(context.registry, page.value.blocks, context.widgets);
  return page.status === 'missing' ? { notFound: true } : {};
}
