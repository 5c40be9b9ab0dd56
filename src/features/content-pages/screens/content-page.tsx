import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { contentPath } from '../../../../schemas/content/content-paths.ts';
import { useLocalize } from '../../../i18n/index.ts';
import { ContentFile, FIRST_SCREEN_BLOCKS, RenderBlocks } from '../../../renderer/index.ts';
import { useStores } from '../../../kernel/stores/index.ts';
import { colors, layout } from '../../../ui/index.ts';
import { PageSkeleton } from '../components/page-skeleton.tsx';

const VisuallyHiddenTitle = styled.h1`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip: rect(0 0 0 0);
  white-space: nowrap;
`;

const Missing = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 64px ${layout.gutter};
  color: ${colors.muted};
`;

/** A content page (homepage, campaign, landing): loads `data/{language}/pages/{name}.json` and renders its blocks. */
export const ContentPage = observer(function ContentPage({
  name,
  fallbackTitle,
  onMissing,
}: {
  name: string;
  fallbackTitle?: string;
  onMissing?: () => React.ReactNode;
}) {
  const { site, content } = useStores();
  const localize = useLocalize();
  const siteId = site.site?.siteId ?? '';
  const language = site.language;
  useEffect(() => {
    if (siteId) void content.loadPage(siteId, language, name);
  }, [content, siteId, language, name]);

  const state = content.page(siteId, language, name);
  if (state.status === 'loading') return <PageSkeleton />;
  if (state.status === 'missing') return onMissing ? onMissing() : <Missing role="status">…</Missing>;
  const page = state.value;
  const file = `${siteId}/${contentPath('page', { language, name })}`;
  return (
    <ContentFile file={file}>
      <VisuallyHiddenTitle>{page.title || localize(page.seo?.title) || fallbackTitle}</VisuallyHiddenTitle>
      <RenderBlocks blocks={page.blocks} pointer="/blocks" lazyLayoutFrom={FIRST_SCREEN_BLOCKS} />
    </ContentFile>
  );
});
