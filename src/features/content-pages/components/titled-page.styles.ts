import { styled } from '@linaria/react';
import { colors, fonts, layout } from '../../../ui/index.ts';

/** A page of the shopper's own things (bag, favourites): the shop's width, a display heading, a muted count under it. */
export const TitledPage = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 24px ${layout.gutter} 64px;
  & h1 {
    margin: 0 0 8px;
    font-family: ${fonts.display};
    font-weight: 400;
    font-size: clamp(1.75rem, 1.4rem + 1.4vw, 2.5rem);
  }
  & > p {
    margin: 0 0 24px;
    color: ${colors.inkSoft};
  }
`;
