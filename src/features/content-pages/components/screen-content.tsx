import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { contentPath } from '../../../../schemas/content/content-paths.ts';
import { ContentFile, RenderBlocks } from '../../../renderer/index.ts';
import { useStores } from '../../../kernel/stores/index.ts';

/**
 * The blocks of a content page placed inside a screen (under the bag, under a product), so editors choose what goes
 * there (trays, links, text) per site and language. The page loads with the screen in the browser; until it has, and
 * where the site has no such page, nothing shows.
 */
export const ScreenContent = observer(function ScreenContent({ page }: { page: string }) {
  const { site, content } = useStores();
  const siteId = site.site?.siteId ?? '';
  const { language } = site;
  if (siteId) content.plan(siteId, 'page', { language, name: page });
  useEffect(() => {
    if (siteId) void content.loadPage(siteId, language, page).catch(() => undefined);
  }, [content, siteId, language, page]);
  const blocks = content.page(siteId, language, page);
  if (blocks.status !== 'ready') return null;
  return (
    <ContentFile file={`${siteId}/${contentPath('page', { language, name: page })}`}>
      <RenderBlocks blocks={blocks.value.blocks} pointer="/blocks" />
    </ContentFile>
  );
});
