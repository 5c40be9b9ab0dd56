import { styled } from '@linaria/react';
import { colors, media } from '../../ui/index.ts';
import { blockContainer } from '../../ui/layout.styles.ts';
import { arrowButton } from '../../ui/controls.styles.ts';
import { sectionTitle } from '../../ui/typography.styles.ts';

/**
 * The tray: the card grid's columns and gap (2 on small screens, 3 on tablets, 4 on desktops,
 * 2rem apart) as custom properties the row and its reserved height share.
 */
export const Root = styled.section`
  ${blockContainer()}
  --tray-columns: 2;
  --tray-gap: 1rem;
  /* Brand, two lines of name, price, stock hint and swatches under the 3:4 picture. */
  --tray-text: 9rem;

  ${media.mobileLarge} {
    --tray-gap: 2rem;
  }
  ${media.tabletSmall} {
    --tray-columns: 3;
  }
  ${media.desktopSmall} {
    --tray-columns: 4;
  }
`;

/** Title at the start, previous/next at the end; as tall as the buttons whether or not they are there yet. */
export const Header = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 16px;
  min-height: 44px;
  margin-block-end: clamp(16px, 2.5vw, 24px);
`;

export const Title = styled.h2`
  ${sectionTitle}
  margin: 0;
  text-align: start;
`;

/** Measures the row's width, so the reserved height follows the cards' width (container units). */
export const Body = styled.div`
  container-type: inline-size;
`;

/**
 * The height a row of cards will take, held from the first (server) render: skeleton, cards and messages all fit in
 * it, so nothing under the tray moves when the products arrive.
 */
export const Reserved = styled.div`
  --tray-card: calc((100cqi - (var(--tray-columns) - 1) * var(--tray-gap)) / var(--tray-columns));
  display: grid;
  min-height: calc(var(--tray-card) * 4 / 3 + var(--tray-text) + 16px);
`;

/** One row of cards, scrolled sideways and snapping to a card; room around it for the cards' focus rings. */
export const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: calc((100% - (var(--tray-columns) - 1) * var(--tray-gap)) / var(--tray-columns));
  gap: var(--tray-gap);
  align-items: start;
  margin: 0 -8px;
  padding: 8px;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding-inline: 8px;
  scroll-behavior: smooth;
  /* The previous/next buttons and swipes move the row; a scrollbar would add height once the cards arrive. */
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }

  & > li {
    min-width: 0;
    scroll-snap-align: start;
  }
  &[data-loading] {
    overflow: hidden;
  }
  ${media.reducedMotion} {
    scroll-behavior: auto;
  }
`;

/** Nothing found, or the search failed: said in the tray's reserved place. */
export const Message = styled.p`
  align-self: center;
  margin: 0;
  padding: 24px;
  background: ${colors.canvas};
  color: ${colors.inkSoft};
  text-align: center;
`;

export const Arrows = styled.div`
  display: flex;
  gap: 8px;
`;

/** Previous/next: 44 px targets; dimmed, still focusable, at either end. */
export const Arrow = styled.button`
  ${arrowButton}

  &:hover:not([aria-disabled='true']) {
    border-color: ${colors.ink};
    background: ${colors.ink};
    color: ${colors.surface};
  }
  &[aria-disabled='true'] {
    color: ${colors.muted};
    cursor: default;
    opacity: 0.5;
  }
`;
