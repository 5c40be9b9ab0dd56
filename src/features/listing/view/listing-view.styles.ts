import { styled } from '@linaria/react';
import { media } from '../../../ui/index.ts';

/** Sidebar filters beside the grid from the sidebar width; the grid alone below it (filters in the drawer). */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 40px;

  ${media.tabletLarge} {
    grid-template-columns: 264px minmax(0, 1fr);
  }
  ${media.tabletLarge} {
    &[data-filter-display='dropdown'] {
      grid-template-columns: minmax(0, 1fr);
      gap: 24px;
    }
  }
`;

/** The desktop filter bar over the results, hidden where the drawer takes over. */
export const DropdownBar = styled.section`
  display: none;

  ${media.tabletLarge} {
    display: block;
  }
`;

/** The desktop filter column: sticky under the header, hidden where the drawer takes over. */
export const Sidebar = styled.aside`
  display: none;

  ${media.tabletLarge} {
    display: block;
    align-self: start;
    position: sticky;
    top: 16px;
    max-height: calc(100vh - 32px);
    overflow-y: auto;
    padding-inline-end: 8px;
  }
`;

export const Results = styled.div`
  display: flex;
  flex-direction: column;
  gap: 40px;
  min-width: 0;
`;

export const Failure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 16px;
  padding-block: 64px;
  text-align: center;

  & button {
    min-height: 44px;
    padding: 0 24px;
    border: 1px solid currentColor;
    background: transparent;
    font: inherit;
    cursor: pointer;
  }
`;
