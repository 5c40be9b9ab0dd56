import { styled } from '@linaria/react';
import { colors, layout, media, radius } from '../../../ui/index.ts';

/** The page column every listing page (category, brand, brand index, search) sits in. */
export const ListingWrapper = styled.div`
  max-width: ${layout.maxWidth};
  margin: 0 auto;
  padding: 24px ${layout.gutter} 64px;
`;

/** Subcategory links as pills under the heading. */
export const Chips = styled.ul`
  display: flex;
  gap: 8px;
  margin: 0 0 24px;
  padding: 0 0 4px;
  list-style: none;
  overflow-x: auto;
  scrollbar-width: thin;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 18px;
    border: 1px solid ${colors.line};
    border-radius: ${radius.pill};
    text-decoration: none;
    white-space: nowrap;
    background: ${colors.surface};
  }
  a:hover {
    border-color: ${colors.ink};
  }
  ${media.tabletSmall} {
    flex-wrap: wrap;
    gap: 12px;
  }
`;
