import { styled } from '@linaria/react';
import { colors, media } from '../../ui/index.ts';
import { ctaCaps } from '../../ui/typography.styles.ts';

/** The picture beside the choices on wide screens; on phones a small picture above them. */
export const QuickBuyLayout = styled.div`
  display: grid;
  gap: 20px;
  width: min(760px, 100%);
  & > img {
    width: 40%;
    height: auto;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    background: ${colors.canvas};
  }
  & > div {
    display: flex;
    flex-direction: column;
    gap: 16px;
  }
  & p[data-brand] {
    margin: 0;
    ${ctaCaps}
    color: ${colors.inkSoft};
  }
  & a[data-details] {
    align-self: flex-start;
    color: ${colors.ink};
    font-size: 14px;
    text-underline-offset: 3px;
  }
  ${media.tabletSmall} {
    grid-template-columns: minmax(0, 5fr) minmax(0, 6fr);
    & > img {
      width: 100%;
    }
  }
`;
