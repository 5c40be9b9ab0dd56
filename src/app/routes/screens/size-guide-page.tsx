import { styled } from '@linaria/react';
import { observer } from 'mobx-react-lite';
import type { SizeGuideRouteCategory } from '../../../domain/size-guide/index.ts';
import { SizeGuide, SizeGuideModalContent, useSizeGuideText } from '../../../features/size-guide/index.ts';
import { useRenderer } from '../../../renderer/index.ts';
import { useStores } from '../../../stores/index.ts';
import { layout } from '../../../ui/index.ts';
import type { ScreenProps } from '../route-types.ts';
import { NotFoundPage } from './not-found-page.tsx';

const Page = styled.div`
  max-width: 960px;
  margin: 0 auto;
  padding: 32px ${layout.gutter} 64px;
  display: flex;
  flex-direction: column;
  gap: 48px;
`;

/** Which guides of the chart a route shows: its audience's (by key, then by name), or all of them. */
function guidesFor<Guide extends { categoryKey: string }>(
  guides: readonly Guide[],
  category: SizeGuideRouteCategory | undefined,
): Guide[] {
  if (!category) return [...guides];
  return guides.filter(
    (guide) => guide.categoryKey === category || guide.categoryKey.startsWith(`${category}-`),
  );
}

/** A size guide page: one audience's guides, or every guide, from the site's measurements chart. */
export const SizeGuideScreen = observer(function SizeGuideScreen({
  match,
  context,
}: ScreenProps<{ category: SizeGuideRouteCategory | undefined }>) {
  const { site, content } = useStores();
  const { reporter } = useRenderer();
  const text = useSizeGuideText();
  const chart = content.keptFile(site.site?.siteId ?? '', 'measurementsChart', site.language);
  const guides = chart ? guidesFor(chart.categories, match.category) : [];
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
