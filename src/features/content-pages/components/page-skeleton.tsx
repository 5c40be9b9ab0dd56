import { styled } from '@linaria/react';
import { useT } from '../../../i18n/index.ts';
import { layout, media } from '../../../ui/index.ts';
import { shimmer } from '../../../ui/controls.styles.ts';

const Shimmer = styled.div`
  ${shimmer}
`;

const Hero = styled(Shimmer)`
  height: min(70vh, 640px);
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, 1fr);
  gap: 16px;
  max-width: ${layout.maxWidth};
  margin: 24px auto;
  padding: 0 ${layout.gutter};
  ${media.tabletSmall} {
    grid-template-columns: repeat(4, 1fr);
  }
`;

const Tile = styled(Shimmer)`
  aspect-ratio: 4 / 5;
`;

/** Placeholder shapes while a page's content loads, the size of what comes, so nothing jumps. */
export function PageSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {t('WEB.SHELL.LOADING')}
      </span>
      <Hero />
      <Row>
        <Tile />
        <Tile />
        <Tile />
        <Tile />
      </Row>
    </div>
  );
}
