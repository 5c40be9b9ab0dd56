import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { guidesForRoute, type SizeGuideRouteCategory } from '../rules/index.ts';
import { useRenderer } from '../../../renderer/index.ts';
import { useStores } from '../../../kernel/stores/index.ts';
import { layout } from '../../../ui/index.ts';
import type { ScreenProps } from '../../../routing/route-types.ts';
import { NotFoundPage, PageSkeleton } from '../../content-pages/index.ts';
import { SizeGuide, SizeGuideModalContent } from '../size-guide.tsx';
import { useChartInLanguage } from '../use-chart-in-language.ts';
import { useSizeGuideText } from '../size-guide-labels.ts';

const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: 32px ${layout.gutter} 64px;
  display: flex;
  flex-direction: column;
  gap: 48px;
`;

/** A size guide page: one audience's guides, or every guide, from the site's measurements chart. */
export const SizeGuideScreen = observer(function SizeGuideScreen({
  match,
  context,
}: ScreenProps<{ category: SizeGuideRouteCategory | undefined }>) {
  const { site, content } = useStores();
  const { reporter } = useRenderer();
  const text = useSizeGuideText();
  const siteId = site.site?.siteId ?? '';
  // One file serves every language of the site: its texts are picked in the shopper's here.
  const chart = useChartInLanguage(content.keptFile(siteId, 'measurementsChart', site.language));
  // Reached from another page of the visit, the chart may not be loaded yet (a first page has it prepared).
  useEffect(() => {
    if (siteId) void content.loadKept(siteId, 'measurementsChart', site.language).catch(() => undefined);
  }, [content, siteId, site.language]);
  if (chart === undefined) return <PageSkeleton />;
  const guides = chart ? guidesForRoute(chart.categories, match.category) : [];
  if (guides.length === 0) return <NotFoundPage path={context.rest} />;
  const howToMeasure = chart?.howToMeasureData ? { howToMeasure: chart.howToMeasureData } : {};
  const [first, ...rest] = guides;
  return (
    <Page>
      <SizeGuide category={first!} reporter={reporter} {...howToMeasure} />
      {rest.map((guide) => (
        <section key={guide.categoryKey} aria-label={`${text('TITLE')}: ${guide.categoryTitle}`}>
          <SizeGuideModalContent category={guide} reporter={reporter} headingLevel={2} />
        </section>
      ))}
    </Page>
  );
});
